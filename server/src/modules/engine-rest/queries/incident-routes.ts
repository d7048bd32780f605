import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { incidents } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { camundaDate, REST } from './common';
import {
  HistoryIncidentQuery,
  incidentFilters,
  IncidentQuery,
  type IncidentInput,
} from './incident-filters';
import { idRoute, tableRoutes } from './list-routes';
import { tableList, tenantRow } from './table-list';

const inc = incidents;
type IncidentRow = typeof inc.$inferSelect;

const STATES = ['open', 'resolved', 'deleted'] as const;

/** `states`: the incident states wanted; runtime incidents are the open ones. */
function conditions(tenantId: number, q: IncidentInput, states: readonly string[]) {
  return and(
    eq(inc.tenantId, tenantId),
    states.length === STATES.length
      ? undefined
      : states.length === 1
        ? eq(inc.state, states[0])
        : // Several of open/resolved/deleted: an incident has one state, so none fits.
          sql`false`,
    incidentFilters(tenantId, q),
  );
}

/** The history flags as states; none given means all. */
const historyStates = (q: IncidentInput) => {
  const chosen = STATES.filter((state) => q[state]);
  return chosen.length ? chosen : STATES;
};

/** Incidents in the states the query picks, newest first unless sorted. */
const incidentList = (statesOf: (q: IncidentInput) => readonly string[]) =>
  tableList({
    table: inc,
    where: (tenantId: number, q: IncidentInput) => conditions(tenantId, q, statesOf(q)),
    sorts: {
      incidentId: inc.id,
      incidentMessage: inc.incidentMessage,
      incidentTimestamp: inc.incidentTimestamp,
      createTime: inc.incidentTimestamp,
      endTime: inc.endTime,
      incidentType: inc.incidentType,
      executionId: inc.executionId,
      activityId: inc.activityId,
      processInstanceId: inc.processInstanceId,
      processDefinitionId: inc.definitionId,
      configuration: inc.configuration,
      processDefinitionKey: inc.definitionKey,
      // Every incident here is its own cause and root (none causes another).
      causeIncidentId: inc.id,
      rootCauseIncidentId: inc.id,
      historyConfiguration: inc.configuration,
      tenantId: inc.tenantId,
      incidentState: inc.state,
    },
    tieBreakers: [inc.id],
    defaultSort: { by: 'incidentTimestamp', desc: true },
  });
const OPEN_INCIDENTS = incidentList(() => ['open']);
const ALL_INCIDENTS = incidentList(historyStates);

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
export async function incidentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const INCIDENT = `${REST}/incident`;
  tableRoutes(app, db, INCIDENT, IncidentQuery, OPEN_INCIDENTS, incidentJson);
  idRoute(app, `${INCIDENT}/:id`, async (tenantId, id) => {
    const missing = `No matching incident with id ${id}`;
    return incidentJson(await tenantRow(db, inc, tenantId, id, missing, eq(inc.state, 'open')));
  });
  tableRoutes(
    app,
    db,
    `${REST}/history/incident`,
    HistoryIncidentQuery,
    ALL_INCIDENTS,
    historyJson,
  );
}
