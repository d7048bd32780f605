import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { incidents } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import {
  admin,
  camundaDate,
  countJson,
  IdParams,
  likeOf,
  OptFlag,
  OptText,
  open,
  orderOf,
  pageOf,
  Paging,
  REST,
  Sorting,
  sortOf,
  tenantOf,
} from './common';

const inc = incidents;
type IncidentRow = typeof inc.$inferSelect;

const Filters = {
  incidentId: OptText,
  incidentType: OptText,
  incidentMessage: OptText,
  incidentMessageLike: OptText,
  processInstanceId: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  executionId: OptText,
  activityId: OptText,
  failedActivityId: OptText,
  configuration: OptText,
};
const IncidentQuery = Type.Object({ ...Filters, ...Paging, ...Sorting }, open);
const HistoryQuery = Type.Object(
  { ...Filters, open: OptFlag, resolved: OptFlag, deleted: OptFlag, ...Paging, ...Sorting },
  open,
);
type HistoryInput = Static<typeof HistoryQuery>;

const SORTS = [
  'incidentId',
  'incidentMessage',
  'incidentTimestamp',
  'createTime',
  'endTime',
  'incidentType',
  'executionId',
  'activityId',
  'processInstanceId',
  'processDefinitionId',
  'configuration',
] as const;
const SORT_COLUMNS: Record<(typeof SORTS)[number], AnyColumn> = {
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
};

const STATES = ['open', 'resolved', 'deleted'] as const;

/** `states`: the incident states wanted; runtime incidents are the open ones. */
function conditions(tenantId: number, q: HistoryInput, states: readonly string[]) {
  return and(
    eq(inc.tenantId, tenantId),
    states.length === STATES.length
      ? undefined
      : states.length === 1
        ? eq(inc.state, states[0])
        : // Several of open/resolved/deleted: an incident has one state, so none fits.
          sql`false`,
    q.incidentId !== undefined ? eq(inc.id, q.incidentId) : undefined,
    q.incidentType !== undefined ? eq(inc.incidentType, q.incidentType) : undefined,
    q.incidentMessage !== undefined ? eq(inc.incidentMessage, q.incidentMessage) : undefined,
    q.incidentMessageLike !== undefined
      ? likeOf(inc.incidentMessage, q.incidentMessageLike)
      : undefined,
    q.processInstanceId !== undefined ? eq(inc.processInstanceId, q.processInstanceId) : undefined,
    q.processDefinitionId !== undefined ? eq(inc.definitionId, q.processDefinitionId) : undefined,
    q.processDefinitionKey !== undefined
      ? eq(inc.definitionKey, q.processDefinitionKey)
      : undefined,
    q.executionId !== undefined ? eq(inc.executionId, q.executionId) : undefined,
    // Incidents arise where the task failed: activityId and failedActivityId are the same.
    q.activityId !== undefined ? eq(inc.activityId, q.activityId) : undefined,
    q.failedActivityId !== undefined ? eq(inc.activityId, q.failedActivityId) : undefined,
    q.configuration !== undefined ? eq(inc.configuration, q.configuration) : undefined,
  );
}

/** The history flags as states; none given means all. */
const historyStates = (q: HistoryInput) => {
  const chosen = STATES.filter((state) => q[state]);
  return chosen.length ? chosen : STATES;
};

const incidentJson = (row: IncidentRow) => ({
  id: row.id,
  processDefinitionId: row.definitionId,
  processInstanceId: row.processInstanceId,
  executionId: row.executionId,
  incidentTimestamp: camundaDate(row.incidentTimestamp),
  incidentType: row.incidentType,
  activityId: row.activityId,
  failedActivityId: row.activityId,
  // Every incident here is its own cause (no incident raises another).
  causeIncidentId: row.id,
  rootCauseIncidentId: row.id,
  configuration: row.configuration,
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
  incidentType: row.incidentType,
  activityId: row.activityId,
  failedActivityId: row.activityId,
  causeIncidentId: row.id,
  rootCauseIncidentId: row.id,
  configuration: row.configuration,
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
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const newest = { by: 'incidentTimestamp', desc: true } as const;
  const read = async (tenantId: number, q: HistoryInput, states: readonly string[]) => {
    const sort = sortOf(SORTS, newest, q.sortBy, q.sortOrder);
    const page = pageOf(q);
    return db
      .select()
      .from(inc)
      .where(conditions(tenantId, q, states))
      .orderBy(...orderOf(sort, SORT_COLUMNS[sort.by], inc.id))
      .limit(page.limit)
      .offset(page.offset);
  };
  const count = async (tenantId: number, q: HistoryInput, states: readonly string[]) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(inc)
      .where(conditions(tenantId, q, states));
    return countJson(Number(row.count));
  };

  const INCIDENT = `${REST}/incident`;
  const runtime = { schema: { querystring: IncidentQuery }, config: admin };
  r.get(INCIDENT, runtime, async (req) =>
    (await read(tenantOf(req), req.query, ['open'])).map(incidentJson),
  );
  r.get(`${INCIDENT}/count`, runtime, async (req) => count(tenantOf(req), req.query, ['open']));
  r.get(`${INCIDENT}/:id`, { schema: { params: IdParams }, config: admin }, async (req) => {
    const [row] = await read(tenantOf(req), { incidentId: req.params.id }, ['open']);
    if (!row) throw notFound(`Incident with id ${req.params.id} does not exist`);
    return incidentJson(row);
  });

  const HISTORY = `${REST}/history/incident`;
  const history = { schema: { querystring: HistoryQuery }, config: admin };
  r.get(HISTORY, history, async (req) =>
    (await read(tenantOf(req), req.query, historyStates(req.query))).map(historyJson),
  );
  r.get(`${HISTORY}/count`, history, async (req) =>
    count(tenantOf(req), req.query, historyStates(req.query)),
  );
}
