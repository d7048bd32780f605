import type {
  activityInstances,
  engineLogs,
  externalTaskLogs,
  externalTasks,
  incidents,
  messageSubscriptions,
  processInstances,
  timerJobs,
  variables,
  automationEvents,
} from '../../db/schema';
import { statPeriod } from '../daily-stat';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type InstanceInsert = Insert<typeof processInstances>;
export type ActivityInsert = Insert<typeof activityInstances>;
export type VariableInsert = Insert<typeof variables>;
export type ExternalTaskInsert = Insert<typeof externalTasks>;
export type ExternalTaskLogInsert = Insert<typeof externalTaskLogs>;
export type IncidentInsert = Insert<typeof incidents>;
export type TimerInsert = Insert<typeof timerJobs>;
export type SubscriptionInsert = Insert<typeof messageSubscriptions>;
export type EngineLogInsert = Insert<typeof engineLogs>;
/** A monitor's or trigger's ledger row (issue 23): committed with the step it caused, or not at all. */
export type LedgerInsert = Insert<typeof automationEvents>;

export interface StatDelta {
  tenantId: number;
  kind: 'task' | 'event';
  /** The quarter-hour of the outcomes (see statPeriod). */
  periodStart: Date;
  outcome: 'success' | 'failed';
  count: number;
}

/**
 * Everything one engine step changed. Steps of many instances are merged and written in one
 * transaction (group commit); rows are keyed so that a later step's row replaces an earlier one.
 */
export interface StepChanges {
  instances: Map<string, InstanceInsert>;
  activities: Map<string, ActivityInsert>;
  variables: Map<string, VariableInsert>;
  /** Deleted variables as [instance id, name]. */
  variablesDeleted: Map<string, [string, string]>;
  tasksCreated: Map<string, ExternalTaskInsert>;
  tasksDeleted: Set<string>;
  taskLogs: ExternalTaskLogInsert[];
  incidents: Map<string, IncidentInsert>;
  timersCreated: Map<string, TimerInsert>;
  timersDeleted: Set<string>;
  subscriptionsCreated: Map<string, SubscriptionInsert>;
  subscriptionsDeleted: Set<string>;
  logs: EngineLogInsert[];
  stats: Map<string, StatDelta>;
  ledger: LedgerInsert[];
}

export const emptyChanges = (): StepChanges => ({
  instances: new Map(),
  activities: new Map(),
  variables: new Map(),
  variablesDeleted: new Map(),
  tasksCreated: new Map(),
  tasksDeleted: new Set(),
  taskLogs: [],
  incidents: new Map(),
  timersCreated: new Map(),
  timersDeleted: new Set(),
  subscriptionsCreated: new Map(),
  subscriptionsDeleted: new Set(),
  logs: [],
  stats: new Map(),
  ledger: [],
});

export function addStat(
  changes: StepChanges,
  tenantId: number,
  kind: StatDelta['kind'],
  outcome: StatDelta['outcome'],
  at = new Date(),
) {
  const periodStart = statPeriod(at);
  const key = `${tenantId}|${kind}|${periodStart.getTime()}|${outcome}`;
  const current = changes.stats.get(key);
  if (current) current.count += 1;
  else changes.stats.set(key, { tenantId, kind, periodStart, outcome, count: 1 });
}

const mergeMap = <K, V>(into: Map<K, V>, from: Map<K, V>) => {
  for (const [key, value] of from) into.set(key, value);
};

/** Folds `from` (a later step) into `into`. */
export function mergeChanges(into: StepChanges, from: StepChanges) {
  mergeMap(into.instances, from.instances);
  mergeMap(into.activities, from.activities);
  for (const [key, variable] of from.variables) {
    into.variablesDeleted.delete(key);
    into.variables.set(key, variable);
  }
  for (const [key, deleted] of from.variablesDeleted) {
    into.variables.delete(key);
    into.variablesDeleted.set(key, deleted);
  }
  mergeMap(into.incidents, from.incidents);
  for (const [id, task] of from.tasksCreated) {
    into.tasksDeleted.delete(id);
    into.tasksCreated.set(id, task);
  }
  for (const id of from.tasksDeleted) {
    if (!into.tasksCreated.delete(id)) into.tasksDeleted.add(id);
  }
  for (const [id, timer] of from.timersCreated) into.timersCreated.set(id, timer);
  for (const id of from.timersDeleted) {
    if (!into.timersCreated.delete(id)) into.timersDeleted.add(id);
  }
  for (const [id, sub] of from.subscriptionsCreated) into.subscriptionsCreated.set(id, sub);
  for (const id of from.subscriptionsDeleted) {
    if (!into.subscriptionsCreated.delete(id)) into.subscriptionsDeleted.add(id);
  }
  into.taskLogs.push(...from.taskLogs);
  into.logs.push(...from.logs);
  into.ledger.push(...from.ledger);
  for (const [key, delta] of from.stats) {
    const current = into.stats.get(key);
    if (current) current.count += delta.count;
    else into.stats.set(key, { ...delta });
  }
}
