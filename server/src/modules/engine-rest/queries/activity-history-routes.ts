import type { FastifyInstance } from 'fastify';
import type { ActivityRow, ProcessEngine } from '../../../engine';
import { camundaDate, durationOf, listQuery, OptFlag, OptIdList, OptText, REST } from './common';
import { tableRoutes } from './list-routes';

const ActivityQuery = listQuery({
  activityInstanceId: OptText,
  processInstanceId: OptText,
  processDefinitionId: OptText,
  executionId: OptText,
  activityId: OptText,
  activityName: OptText,
  activityType: OptText,
  finished: OptFlag,
  unfinished: OptFlag,
  canceled: OptFlag,
  completeScope: OptFlag,
  startedBefore: OptText,
  startedAfter: OptText,
  finishedBefore: OptText,
  finishedAfter: OptText,
  taskAssignee: OptText,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
});

const activityJson = (row: ActivityRow) => ({
  id: row.id,
  // Activities sit directly in the process instance, whose activity instance id is its own id.
  parentActivityInstanceId: row.processInstanceId,
  activityId: row.activityId,
  activityName: row.activityName,
  activityType: row.activityType,
  processDefinitionKey: row.definitionKey,
  processDefinitionId: row.definitionId,
  processInstanceId: row.processInstanceId,
  executionId: row.executionId,
  taskId: row.taskId,
  calledProcessInstanceId: row.calledProcessInstanceId ?? null,
  calledCaseInstanceId: null,
  assignee: null,
  startTime: camundaDate(row.startTime),
  endTime: camundaDate(row.endTime),
  durationInMillis: durationOf(row.startTime, row.endTime),
  canceled: row.canceled,
  completeScope: /endEvent$/i.test(row.activityType) && row.endTime !== null && !row.canceled,
  tenantId: String(row.tenantId),
  removalTime: null,
  rootProcessInstanceId: row.processInstanceId,
});

/**
 * The history of activity instances, oldest first unless sorted. Meant to be read per process
 * instance (its index); a tenant-wide read scans the tenant's rows.
 */
export async function activityHistoryRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const url = `${REST}/history/activity-instance`;
  const reads = engine.query.activityHistory;
  tableRoutes(app, url, ActivityQuery, reads, activityJson, { post: true });
}
