import { and } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { InstanceState } from '../../../db/schema';
import { badRequest } from '../../../http/envelope';
import {
  extraInstanceFilter,
  flaggedState,
  HistoryInstanceFilters,
  StateFlags,
} from './instance-filters';
import { orQueriesCondition } from './or-queries';
import { listOf, OptFlag, OptText, Paging, parseDate, sortOf, Sorting, open } from './common';
import {
  ALL_STATES,
  ENDED,
  INSTANCE_SORTS,
  narrow,
  RUNNING,
  type InstanceCriteria,
  type InstanceSort,
} from './instance-criteria';

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

/** The console's state names (SPEC §4) next to Camunda's. */
const CONSOLE_STATES: Record<string, Pick<InstanceCriteria, 'states' | 'openIncidents'>> = {
  Active: { states: RUNNING, openIncidents: false },
  Incident: { states: RUNNING, openIncidents: true },
  Completed: { states: ['COMPLETED'] },
  Cancelled: { states: ['EXTERNALLY_TERMINATED', 'INTERNALLY_TERMINATED'] },
};

function stateFilter(state: string | undefined, consoleStates: boolean) {
  if (state === undefined) return { states: ALL_STATES };
  if (ALL_STATES.includes(state as InstanceState)) return { states: [state as InstanceState] };
  if (consoleStates && Object.hasOwn(CONSOLE_STATES, state)) return CONSOLE_STATES[state];
  const names = [...ALL_STATES, ...(consoleStates ? Object.keys(CONSOLE_STATES) : [])];
  throw badRequest(`state must be one of ${names.join(', ')}, not "${state}"`);
}

/** A single-value filter and a list filter of the same field: a row must pass both. */
export function oneAndList(one: string | undefined, list: string | string[] | undefined) {
  const many = listOf(list);
  if (one === undefined) return many;
  return many ? many.filter((value) => value === one) : [one];
}

/** The filters as criteria; a bad state, incident status or date is a 400. */
export function historyCriteria(
  tenantId: number,
  q: HistoryFilterInput,
  consoleStates = false,
): InstanceCriteria {
  const chosen = stateFilter(q.state, consoleStates);
  let states = chosen.states;
  if (q.finished) states = narrow(states, ENDED);
  if (q.unfinished) states = narrow(states, RUNNING);
  const flagged = flaggedState(q);
  if (flagged) states = narrow(states, [flagged]);
  if (q.incidentStatus !== undefined && !['open', 'resolved'].includes(q.incidentStatus)) {
    throw badRequest(`incidentStatus must be open or resolved, not "${q.incidentStatus}"`);
  }
  return {
    tenantId,
    states,
    openIncidents: chosen.openIncidents,
    ids: oneAndList(q.processInstanceId, q.processInstanceIds),
    businessKey: q.processInstanceBusinessKey ?? q.businessKey,
    businessKeyLike: q.processInstanceBusinessKeyLike ?? q.businessKeyLike,
    definitionId: q.processDefinitionId,
    definitionKeys: oneAndList(q.processDefinitionKey, q.processDefinitionKeyIn),
    incidentState:
      (q.incidentStatus as 'open' | 'resolved' | undefined) ??
      (q.withIncidents || q.withRootIncidents ? 'any' : undefined),
    startedBefore: parseDate('startedBefore', q.startedBefore),
    startedAfter: parseDate('startedAfter', q.startedAfter),
    finishedBefore: parseDate('finishedBefore', q.finishedBefore),
    finishedAfter: parseDate('finishedAfter', q.finishedAfter),
    extra: and(
      extraInstanceFilter(tenantId, q, { history: true }),
      orQueriesCondition((q as { orQueries?: unknown }).orQueries, (nested: HistoryFilterInput) =>
        historyCriteria(tenantId, nested, consoleStates),
      ),
    ),
  };
}

/** SPEC §9: history is newest first unless the caller sorts otherwise. */
export const NEWEST_FIRST: InstanceSort = { by: 'startTime', desc: true };

export const historySort = (sortBy?: string, sortOrder?: string) =>
  sortOf(INSTANCE_SORTS, NEWEST_FIRST, sortBy, sortOrder);
