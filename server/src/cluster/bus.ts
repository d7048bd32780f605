/**
 * What one server process changes that the others hold in memory (issue 27 §1 "Caches and
 * signals"): each cache subscribes to its topic and forgets what a message names; whoever
 * changes the data publishes. One bus per app (app.ts). On the embedded database there is one
 * process and the bus only delivers here; on PostgreSQL it also goes to the other processes
 * through LISTEN/NOTIFY (postgres-bus.ts).
 */
export type Topic =
  /** Users, roles, partners, groups, sessions: the guard's remembered callers. */
  | 'callers'
  /** Connectors, topic bindings, credentials: the connector worker's binding cache. */
  | 'bindings'
  /** Deployments, deletions and suspensions of process definitions: the engine's caches. */
  | 'definitions'
  /** Remote releases: what is deployed and released where (releases module). */
  | 'releases';

export const TOPICS: readonly Topic[] = ['callers', 'bindings', 'definitions', 'releases'];

/** What changed, in ids and kinds only: a message must stay under NOTIFY's 8000 bytes. */
export type Detail = Readonly<Record<string, string | number | boolean>>;

/**
 * Called with what changed, or with null for "anything of this topic may have changed" (a
 * message too long to carry its detail, or a reconnection after which some may have been lost).
 */
export type Listener = (detail: Detail | null) => void;

export interface ClusterBus {
  /**
   * Delivers to this process's subscribers before it returns, then to the other processes';
   * resolves once the message is sent. Never rejects: a failure to send is logged.
   */
  publish(topic: Topic, detail?: Detail): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(topic: Topic, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Where a bus reports what it cannot raise (a listener that threw, a lost connection). */
export interface BusLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const silent: BusLog = { warn: () => {}, error: () => {} };

/** This process's subscribers, by topic. */
export class Subscribers {
  private readonly byTopic = new Map<Topic, Set<Listener>>();

  constructor(private readonly log: BusLog = silent) {}

  add(topic: Topic, listener: Listener) {
    const listeners = this.byTopic.get(topic) ?? new Set<Listener>();
    this.byTopic.set(topic, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  deliver(topic: Topic, detail: Detail | null) {
    for (const listener of [...(this.byTopic.get(topic) ?? [])]) {
      // One cache that fails to forget must not keep the others from hearing it.
      try {
        listener(detail);
      } catch (err) {
        this.log.error({ err, topic }, 'a cluster bus subscriber failed');
      }
    }
  }

  /** Every subscriber of every topic: something may have changed that nobody heard of. */
  deliverEverything() {
    for (const topic of TOPICS) this.deliver(topic, null);
  }
}

/** The embedded database's bus: one process, so delivering here is delivering everywhere. */
export function createLocalBus(log?: BusLog): ClusterBus {
  const subscribers = new Subscribers(log);
  return {
    publish(topic, detail) {
      subscribers.deliver(topic, detail ?? null);
      return Promise.resolve();
    },
    subscribe: (topic, listener) => subscribers.add(topic, listener),
    close: () => Promise.resolve(),
  };
}
