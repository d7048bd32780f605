import type {
  activityInstances,
  deployments,
  externalTaskLogs,
  externalTasks,
  incidents,
  variables,
} from '../../../db/schema';

/** The rows the engine's queries answer with, for engine-rest to write as Camunda's JSON. */
export type ActivityRow = typeof activityInstances.$inferSelect;
export type DeploymentRow = typeof deployments.$inferSelect;
export type ExternalTaskRow = typeof externalTasks.$inferSelect;
export type IncidentRow = typeof incidents.$inferSelect;
export type TaskLogRow = typeof externalTaskLogs.$inferSelect;
export type VariableRow = typeof variables.$inferSelect;
