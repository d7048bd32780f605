import { createLocalBus, type ClusterBus } from '../cluster/bus';
import type { Caller } from './caller';

/**
 * Who a token belongs to, remembered for two seconds: checking it costs two queries, which on
 * the embedded database cost more than most routes. One cache per app (buildApp makes it); the
 * accounts service clears it after every change to users, roles, partners or sessions, and the
 * clearing goes over the cluster bus to every server process on the same PostgreSQL (the
 * set-password command sends it too), so the two seconds only bound a message that was lost.
 */
export interface CallerCache {
  get(jti: string): Caller | undefined;
  /** The caller from `check`, run once for all the requests that ask while it runs. */
  check(jti: string, check: () => Promise<Caller>): Promise<Caller>;
  /**
   * Forgets every caller, and every check under way, here and in the other server processes;
   * resolves once they have been sent it (never rejects).
   */
  clear(): Promise<void>;
}

const TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

export function createCallerCache(bus: ClusterBus = createLocalBus()): CallerCache {
  const entries = new Map<string, { caller: Caller; expires: number }>();
  /** Checks under way: requests that arrive meanwhile share them instead of querying again. */
  const checking = new Map<string, Promise<Caller>>();
  /** Bumped by every clear, so that a check begun before a change is not remembered after it. */
  let generation = 0;
  // Any message forgets them all: a change to one user's roles or partner reaches many tokens.
  bus.subscribe('callers', () => {
    entries.clear();
    checking.clear();
    generation += 1;
  });

  return {
    get(jti) {
      const entry = entries.get(jti);
      if (!entry) return undefined;
      if (entry.expires < Date.now()) {
        entries.delete(jti);
        return undefined;
      }
      return entry.caller;
    },
    check(jti, check) {
      const running = checking.get(jti);
      if (running) return running;
      const begun = generation;
      const checked = check()
        .then((caller) => {
          if (generation === begun) {
            if (entries.size >= MAX_ENTRIES) entries.clear();
            entries.set(jti, { caller, expires: Date.now() + TTL_MS });
          }
          return caller;
        })
        .finally(() => {
          if (checking.get(jti) === checked) checking.delete(jti);
        });
      checking.set(jti, checked);
      return checked;
    },
    clear: () => bus.publish('callers'),
  };
}
