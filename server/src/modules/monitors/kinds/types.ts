import type { AutomationDeps } from '../../automation/register';
import type { AutomationEvent, Delivery } from '../../automation/deliver';
import type { MonitorRow } from '../monitor-row';

/** What a monitor's runner reports of itself: shown as the monitor's state. */
export interface StatusUpdate {
  /** Left out: the status stays as it is (a poll planned, nothing learnt). */
  status?: 'running' | 'failing';
  error?: string | null;
  lastRunAt?: Date;
  nextRunAt?: Date | null;
}

/** What a runner is given: its monitor as it was when it started, and the platform. */
export interface MonitorContext {
  readonly monitor: MonitorRow;
  readonly deps: AutomationDeps;
  /** Aborted when the runner must stop (stopped, changed, lease lost, server closing). */
  readonly signal: AbortSignal;
  /** Starts the flow for one event, exactly once, and counts it. */
  handle(event: AutomationEvent): Promise<Delivery>;
  /** Which of these event keys already started the flow (a scan's files seen before). */
  handled(keys: readonly string[]): Promise<Set<string>>;
  report(update: StatusUpdate): Promise<void>;
  /** Where the runner has read up to (the store outbox's id, the last answer's ETag). */
  saveCursor(cursor: string | null): Promise<void>;
}

/** A running monitor, in the one process that holds its lease. */
export interface MonitorRunner {
  /** Resolves when it takes no more events (in-flight ones finished). */
  stop(): Promise<void>;
  /** Something arrived for it (a store event of its tenant): look now. */
  wake?(): void;
}

export type StartRunner = (context: MonitorContext) => MonitorRunner;
