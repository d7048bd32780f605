import { listQuery, OptFlag, OptIdList, OptText } from './common';

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
