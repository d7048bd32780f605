import type { Static } from 'typebox';
import { listQuery, OptFlag, OptIdList, OptText } from './common';
import { RuntimeInstanceFilters } from './instance-filters';

/** Camunda's runtime process instance query (GET /process-instance and its POST form). */
export const RuntimeQuery = listQuery({
  processInstanceIds: OptIdList,
  businessKey: OptText,
  businessKeyLike: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  processDefinitionKeyIn: OptIdList,
  active: OptFlag,
  suspended: OptFlag,
  withIncident: OptFlag,
  ...RuntimeInstanceFilters,
});
export type RuntimeInput = Static<typeof RuntimeQuery>;
