import { startWorker } from '../../threads/start-worker';
import { ThreadClient } from '../../threads/thread-client';
import type { DefinitionRow, InstanceRow } from '../types';
import type {
  EngineRequest,
  StepAction,
  StepOutcome,
  TimerNotice,
  Waits,
} from './engine-thread-protocol';
import type { Variables } from './variables';

type Thread = ThreadClient<EngineRequest, TimerNotice>;

/** FNV-1a: spreads instance ids evenly over the threads, the same thread for the same id. */
function hashOf(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The runtime's handle on the engine threads (engine-thread-worker.ts), where the live
 * instances and their bpmn-engines are. Each instance belongs to one thread. Requests for one
 * instance come one at a time (the runtime serializes them); requests for different instances
 * may interleave in a thread.
 */
export class EngineThreads {
  private readonly threads: Thread[];

  constructor(count: number, onTimer: (notice: TimerNotice) => void) {
    this.threads = Array.from(
      { length: Math.max(1, count) },
      () => new ThreadClient(startWorker(__dirname, 'engine-thread-worker', {}), onTimer),
    );
  }

  get ready() {
    return Promise.all(this.threads.map((thread) => thread.ready)).then(() => undefined);
  }

  private of(instanceId: string) {
    return this.threads[hashOf(instanceId) % this.threads.length];
  }

  start(definition: DefinitionRow, row: InstanceRow, variables: Variables) {
    return this.of(row.id).call<StepOutcome>({ op: 'start', definition, row, variables });
  }

  load(
    definition: DefinitionRow,
    row: InstanceRow,
    engineState: string,
    variables: Variables,
    waits: Waits,
  ) {
    const request = { op: 'load', definition, row, engineState, variables, waits } as const;
    return this.of(row.id).call<null>(request);
  }

  step(instanceId: string, action: StepAction) {
    return this.of(instanceId).call<StepOutcome>({ op: 'step', instanceId, action });
  }

  evict(instanceId: string) {
    this.of(instanceId).send({ op: 'evict', instanceId });
  }

  forgetDefinition(definitionId: string) {
    for (const thread of this.threads) thread.send({ op: 'forgetDefinition', definitionId });
  }

  async close() {
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }
}
