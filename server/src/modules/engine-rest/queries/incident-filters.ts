import { and, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import { incidents } from '../../../db/schema';
import {
  eqOpt,
  gteOpt,
  inListOpt,
  likeOpt,
  listQuery,
  lteOpt,
  OptFlag,
  OptIdList,
  OptText,
  parseDate,
  tenantIdIn,
} from './common';
import { absentOpt, withoutTenantOpt } from './absent';

const inc = incidents;

/** Camunda's incident filters, alike in the runtime (/incident) and the history. */
export const IncidentFilters = {
  incidentId: OptText,
  incidentType: OptText,
  incidentMessage: OptText,
  incidentMessageLike: OptText,
  processInstanceId: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  processDefinitionKeyIn: OptIdList,
  executionId: OptText,
  activityId: OptText,
  failedActivityId: OptText,
  causeIncidentId: OptText,
  rootCauseIncidentId: OptText,
  configuration: OptText,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  jobDefinitionIdIn: OptIdList,
  incidentTimestampBefore: OptText,
  incidentTimestampAfter: OptText,
};

/** The history's own names: its creation time, end time and configuration. */
export const HistoryIncidentFilters = {
  ...IncidentFilters,
  createTimeBefore: OptText,
  createTimeAfter: OptText,
  endTimeBefore: OptText,
  endTimeAfter: OptText,
  historyConfiguration: OptText,
  open: OptFlag,
  resolved: OptFlag,
  deleted: OptFlag,
};

export const IncidentQuery = listQuery(IncidentFilters);
export const HistoryIncidentQuery = listQuery(HistoryIncidentFilters);
/** The runtime query is the history's without its own names, so one input type reads both. */
export type IncidentInput = Static<typeof HistoryIncidentQuery>;

type DateName =
  | 'incidentTimestampBefore'
  | 'incidentTimestampAfter'
  | 'createTimeBefore'
  | 'createTimeAfter'
  | 'endTimeBefore'
  | 'endTimeAfter';

/** The filters' conditions; a bad date is a 400 naming its parameter. */
export function incidentFilters(tenantId: number, q: IncidentInput): SQL | undefined {
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
