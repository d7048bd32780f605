import { and, eq, sql, type SQL } from 'drizzle-orm';
import { incidents } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { absentOpt, withoutTenantOpt } from './absent';
import {
  eqOpt,
  gteOpt,
  inListOpt,
  likeOpt,
  lteOpt,
  parseDate,
  tenantIdIn,
  type Flags,
  type Texts,
} from './sql';
import { tableList, tableReads, type ListInput } from './table-list';

const inc = incidents;

/**
 * Camunda's incident query, alike in the runtime (/incident) and the history, whose own names
 * (createTime, endTime, historyConfiguration, the state flags) the runtime query leaves out.
 */
export type IncidentInput = Texts<
  | 'incidentId'
  | 'incidentType'
  | 'incidentMessage'
  | 'incidentMessageLike'
  | 'processInstanceId'
  | 'processDefinitionId'
  | 'processDefinitionKey'
  | 'processDefinitionKeyIn'
  | 'executionId'
  | 'activityId'
  | 'failedActivityId'
  | 'causeIncidentId'
  | 'rootCauseIncidentId'
  | 'configuration'
  | 'tenantIdIn'
  | 'jobDefinitionIdIn'
  | 'incidentTimestampBefore'
  | 'incidentTimestampAfter'
  | 'createTimeBefore'
  | 'createTimeAfter'
  | 'endTimeBefore'
  | 'endTimeAfter'
  | 'historyConfiguration'
> &
  Flags<'withoutTenantId' | 'open' | 'resolved' | 'deleted'> &
  ListInput;

type DateName =
  | 'incidentTimestampBefore'
  | 'incidentTimestampAfter'
  | 'createTimeBefore'
  | 'createTimeAfter'
  | 'endTimeBefore'
  | 'endTimeAfter';

/** The filters' conditions; a bad date is refused naming its parameter. */
function incidentFilters(tenantId: number, q: IncidentInput): SQL | undefined {
  const date = (name: DateName) => parseDate(name, q[name]);
  return and(
    eqOpt(inc.id, q.incidentId),
    eqOpt(inc.incidentType, q.incidentType),
    eqOpt(inc.incidentMessage, q.incidentMessage),
    likeOpt(inc.incidentMessage, q.incidentMessageLike),
    eqOpt(inc.processInstanceId, q.processInstanceId),
    eqOpt(inc.definitionId, q.processDefinitionId),
    eqOpt(inc.definitionKey, q.processDefinitionKey),
    inListOpt(inc.definitionKey, q.processDefinitionKeyIn),
    eqOpt(inc.executionId, q.executionId),
    // Incidents arise where the task failed: activityId and failedActivityId are the same.
    eqOpt(inc.activityId, q.activityId),
    eqOpt(inc.activityId, q.failedActivityId),
    // Every incident here is its own cause and root (none raises another).
    eqOpt(inc.id, q.causeIncidentId),
    eqOpt(inc.id, q.rootCauseIncidentId),
    eqOpt(inc.configuration, q.configuration),
    eqOpt(inc.configuration, q.historyConfiguration),
    tenantIdIn(tenantId, q.tenantIdIn),
    withoutTenantOpt(q.withoutTenantId),
    // External task incidents have no job definition.
    absentOpt(q.jobDefinitionIdIn),
    lteOpt(inc.incidentTimestamp, date('incidentTimestampBefore')),
    gteOpt(inc.incidentTimestamp, date('incidentTimestampAfter')),
    lteOpt(inc.incidentTimestamp, date('createTimeBefore')),
    gteOpt(inc.incidentTimestamp, date('createTimeAfter')),
    lteOpt(inc.endTime, date('endTimeBefore')),
    gteOpt(inc.endTime, date('endTimeAfter')),
  );
}

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

/**
 * Open incidents (/incident, newest first per SPEC §9, from the partial index of open
 * incidents) and all incidents (/history/incident, also newest first).
 */
export const incidentReads = (db: Db) => ({
  open: tableReads(
    db,
    OPEN_INCIDENTS,
    (id) => `No matching incident with id ${id}`,
    eq(inc.state, 'open'),
  ),
  history: tableReads(db, ALL_INCIDENTS, (id) => `Historic incident with id ${id} does not exist`),
});
