import { Type } from 'typebox';
import { STATE_FLAGS } from '../../../engine';
import { OptFlag, OptIdList, OptText } from './common';
import { VariableConditions } from './variable-filter';

/**
 * Camunda's process instance filters past the indexed ones, as parameters: definitions by name
 * or deployment, activities, incidents, variables, tenants and the call hierarchy (the engine's
 * instance-filters.ts reads them). The runtime and the history lists take their own names.
 */
const Shared = {
  processDefinitionKeyNotIn: OptIdList,
  processDefinitionName: OptText,
  processDefinitionNameLike: OptText,
  activityIdIn: OptIdList,
  incidentType: OptText,
  incidentMessage: OptText,
  incidentMessageLike: OptText,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  rootProcessInstances: OptFlag,
  rootProcessInstanceId: OptText,
  caseInstanceId: OptText,
  /** `name_op_value` in the query string; the POST form's list is joined to that text. */
  variables: OptText,
  variableNamesIgnoreCase: OptFlag,
  variableValuesIgnoreCase: OptFlag,
};
export const RuntimeInstanceFilters = {
  ...Shared,
  deploymentId: OptText,
  incidentId: OptText,
  superProcessInstance: OptText,
  subProcessInstance: OptText,
  superCaseInstance: OptText,
  subCaseInstance: OptText,
  processDefinitionWithoutTenantId: OptFlag,
  leafProcessInstances: OptFlag,
};
export const HistoryInstanceFilters = {
  ...Shared,
  processInstanceIdNotIn: OptIdList,
  processInstanceBusinessKeyIn: OptIdList,
  incidentIdIn: OptIdList,
  superProcessInstanceId: OptText,
  subProcessInstanceId: OptText,
  superCaseInstanceId: OptText,
  subCaseInstanceId: OptText,
  startedBy: OptText,
  activeActivityIdIn: OptIdList,
  executedActivityIdIn: OptIdList,
  executedActivityAfter: OptText,
  executedActivityBefore: OptText,
  withJobsRetrying: OptFlag,
  executedJobAfter: OptText,
  executedJobBefore: OptText,
};
/** The POST forms' `variables`: Camunda's list of { name, operator, value }. */
export const BodyVariables = { variables: Type.Optional(VariableConditions) };

export const StateFlags = Object.fromEntries(
  Object.keys(STATE_FLAGS).map((name) => [name, OptFlag]),
) as Record<keyof typeof STATE_FLAGS, typeof OptFlag>;
