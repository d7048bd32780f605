import { Type, type Static } from 'typebox';
import { HistoryInstanceFilters, StateFlags } from './instance-filters';
import { OptFlag, OptText, Paging, Sorting, open } from './common';

const Ids = Type.Optional(
  Type.Union([Type.String({ maxLength: 100_000 }), Type.Array(Type.String())]),
);

/**
 * Camunda's historic process instance filters (GET query string and POST body alike). The
 * business key goes by Camunda's names (processInstanceBusinessKey...) or the short ones.
 */
const HistoryFilters = {
  processInstanceId: OptText,
  processInstanceIds: Ids,
  processInstanceBusinessKey: OptText,
  processInstanceBusinessKeyLike: OptText,
  businessKey: OptText,
  businessKeyLike: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  processDefinitionKeyIn: Ids,
  state: OptText,
  finished: OptFlag,
  unfinished: OptFlag,
  withIncidents: OptFlag,
  // Every incident here is a root incident (no incident causes another).
  withRootIncidents: OptFlag,
  incidentStatus: OptText,
  startedBefore: OptText,
  startedAfter: OptText,
  finishedBefore: OptText,
  finishedAfter: OptText,
  ...HistoryInstanceFilters,
  ...StateFlags,
};

export const HistoryInstanceQuery = Type.Object({ ...HistoryFilters, ...Paging, ...Sorting }, open);
export type HistoryFilterInput = Static<typeof HistoryInstanceQuery>;
