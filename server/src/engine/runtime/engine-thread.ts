import type { ProfileSummary } from '../../threads/cpu-profile';
import { startWorker } from '../../threads/start-worker';
import { ThreadPool } from '../../threads/thread-pool';
import type { DefinitionRow, InstanceRow } from '../types';
import type {
  EngineRequest,
  StepAction,
  StepOutcome,
  TimerNotice,
  Waits,
} from './engine-thread-protocol';
import type { Variables } from './variables';

/**
 * The runtime's handle on the engine threads (engine-thread-worker.ts), where the live
 * instances and their bpmn-engines are. Each instance belongs to one thread. Requests for one
 * instance come one at a time (the runtime serializes them); requests for different instances
 * may interleave in a thread.
 */
export class EngineThreads {
  /** The engine threads of this process, for the bench's profile (bench/profile.ts). */
  static readonly open = new Set<EngineThreads>();
  private readonly pool: ThreadPool<EngineRequest, TimerNotice>;

  constructor(
    count: number,
    hooks: {
      onTimer: (notice: TimerNotice) => void;
      /** A thread died and was replaced: the instances it held must be recovered. */
      onLost: (holds: (instanceId: string) => boolean, error: Error) => void;
    },
  ) {
    this.pool = new ThreadPool(count, () => startWorker(__dirname, 'engine-thread-worker', {}), {
      onNotice: hooks.onTimer,
      onLost: (index, error) =>
        hooks.onLost((instanceId) => this.pool.indexOf(instanceId) === index, error),
    });
    EngineThreads.open.add(this);
  }

  start(definition: DefinitionRow, row: InstanceRow, variables: Variables) {
    return this.pool.of(row.id).call<StepOutcome>({ op: 'start', definition, row, variables });
  }

  load(
    definition: DefinitionRow,
    row: InstanceRow,
    engineState: string,
    variables: Variables,
    waits: Waits,
  ) {
    const request = { op: 'load', definition, row, engineState, variables, waits } as const;
    return this.pool.of(row.id).call<null>(request);
  }

  step(instanceId: string, action: StepAction) {
    return this.pool.of(instanceId).call<StepOutcome>({ op: 'step', instanceId, action });
  }

  evict(instanceId: string) {
    this.pool.of(instanceId).send({ op: 'evict', instanceId });
  }

  forgetDefinition(definitionId: string) {
    this.pool.tell({ op: 'forgetDefinition', definitionId });
  }

  /** Starts the CPU profiler in every thread; `profileStop` gathers their summaries. */
  async profileStart() {
    await this.pool.askAll({ op: 'profileStart' });
  }

  profileStop() {
    return this.pool.askAll<ProfileSummary | null>({ op: 'profileStop' });
  }

  close() {
    EngineThreads.open.delete(this);
    return this.pool.close();
  }
}
