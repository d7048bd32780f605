export { createProcessEngine, type EngineOptions } from './process-engine';
export type * from './types';
export type { LedgerInsert } from './runtime/changes';
export type { EngineQueries } from './queries';
export * from './errors';
/** The variable codec: Camunda's typed values ↔ the engine's, for the engine's clients. */
export {
  fromPlain,
  fromVariableMap,
  parseStored,
  plainValues,
  toTyped,
  toVariableMap,
  type Variable,
  type Variables,
} from './runtime/variables';
/** BPMN parsing and its checks, for the modules that check a diagram before deploying it. */
export { parseBpmn } from './bpmn/model';
export { retriesLeft } from './retries-left';
/** A temp_flow column: whether a definition was deployed from the draft. */
export { draftHasDeployedDefinition } from './queries/platform-sql';
export type { LogCursor, LogFilters, LogLine } from './queries/logs';
export type { InstanceLogLine } from './queries/instance-log';
/**
 * What Camunda's query parameters mean to the engine's query side (queries/rest-face.ts): the
 * parameter types each query takes, and the parsing engine-rest shares with it.
 */
export type { Page } from './queries/rest/sql';
export { parseDate } from './queries/rest/sql';
export { queryOfBody, type PagingInput } from './queries/rest/body-query';
export { STATE_FLAGS } from './queries/rest/instance-filters';
export type { ListInput } from './queries/rest/table-list';
export type { HistoryEntry, InstanceTargets } from './queries/rest/instances';
export type { WaitingActivity } from './queries/rest/waiting-activities';
export type { HistoryInstanceInput, RuntimeInstanceInput } from './queries/rest/instance-lists';
export type { DefinitionInfo } from './queries/rest/definition-info';
export type { DefinitionInput } from './queries/rest/definition-list';
export type { DeploymentInput } from './queries/rest/deployments';
export type { ActivityInput } from './queries/rest/activity-history';
export type { VariableHistoryInput } from './queries/rest/variable-history';
export type { IncidentInput } from './queries/rest/incidents';
export type { TaskInput, TopicNamesInput } from './queries/rest/external-tasks';
export type { TaskLogInput } from './queries/rest/task-logs';
export type { BatchInput } from './queries/rest/batches';
export type { JobInput, JobRow } from './queries/rest/jobs';
export type { IncidentCount, StatisticsInput } from './queries/rest/statistics';
export type { HeatInput } from './queries/rest/heat-map';
export type * from './queries/rest/rows';
export type { OpenedIncident } from './queries/alarms';
