import type { FastifyInstance } from 'fastify';
import type { IncidentRow, ProcessEngine } from '../../../engine';
import { camundaDate, REST } from './common';
import { HistoryIncidentQuery, IncidentQuery } from './incident-filters';
import { idRoute, tableRoutes } from './list-routes';

/** What an incident is about, alike in the runtime and the history shape. */
const causeJson = (row: IncidentRow) => ({
  incidentType: row.incidentType,
  activityId: row.activityId,
  failedActivityId: row.activityId,
  // Every incident here is its own cause (no incident raises another).
  causeIncidentId: row.id,
  rootCauseIncidentId: row.id,
  configuration: row.configuration,
});

const incidentJson = (row: IncidentRow) => ({
  id: row.id,
  processDefinitionId: row.definitionId,
  processInstanceId: row.processInstanceId,
  executionId: row.executionId,
  incidentTimestamp: camundaDate(row.incidentTimestamp),
  ...causeJson(row),
  tenantId: String(row.tenantId),
  incidentMessage: row.incidentMessage,
  jobDefinitionId: null,
  annotation: row.annotation,
});

const historyJson = (row: IncidentRow) => ({
  id: row.id,
  processDefinitionKey: row.definitionKey,
  processDefinitionId: row.definitionId,
  processInstanceId: row.processInstanceId,
  executionId: row.executionId,
  rootProcessInstanceId: row.processInstanceId,
  createTime: camundaDate(row.incidentTimestamp),
  endTime: camundaDate(row.endTime),
  removalTime: null,
  ...causeJson(row),
  historyConfiguration: row.configuration,
  incidentMessage: row.incidentMessage,
  tenantId: String(row.tenantId),
  jobDefinitionId: null,
  open: row.state === 'open',
  deleted: row.state === 'deleted',
  resolved: row.state === 'resolved',
  annotation: row.annotation,
});

/**
 * Open incidents (/incident, newest first per SPEC §9, from the partial index of open
 * incidents) and all incidents (/history/incident, also newest first) with their counts.
 */
export async function incidentRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const INCIDENT = `${REST}/incident`;
  const { open, history } = engine.query.incidents;
  tableRoutes(app, INCIDENT, IncidentQuery, open, incidentJson);
  idRoute(app, `${INCIDENT}/:id`, async (tenantId, id) =>
    incidentJson(await open.byId(tenantId, id)),
  );
  tableRoutes(app, `${REST}/history/incident`, HistoryIncidentQuery, history, historyJson);
}
