import { and } from 'drizzle-orm';
import type { InstanceState } from '../../../db/schema';
import { engineBadRequest } from '../../errors';
import {
  ALL_STATES,
  ENDED,
  INSTANCE_SORTS,
  narrow,
  RUNNING,
  type InstanceCriteria,
  type InstanceSort,
} from './instance-criteria';
import { extraInstanceFilter, flaggedState, type STATE_FLAGS } from './instance-filters';
import { orQueriesCondition } from './or-queries';
import { oneAndList, parseDate, sortOf, type Flags, type Texts } from './sql';

/** The sorting parameters of a list query. */
type Sorting = Texts<'sortBy' | 'sortOrder'>;
/** A list of ids: a comma list in a query string, a list in a JSON body. */
type IdList = string | string[];

/** Camunda's runtime process instance query; the other filters are instance-filters.ts'. */
export type RuntimeInstanceInput = Texts<
  | 'processInstanceIds'
  | 'businessKey'
  | 'businessKeyLike'
  | 'processDefinitionId'
  | 'processDefinitionKey'
  | 'processDefinitionKeyIn'
> &
  Flags<'active' | 'suspended' | 'withIncident'> &
  Sorting;

/** Camunda's historic process instance query; the other filters are instance-filters.ts'. */
export type HistoryInstanceInput = Texts<
  | 'processInstanceId'
  | 'processInstanceBusinessKey'
  | 'processInstanceBusinessKeyLike'
  | 'businessKey'
  | 'businessKeyLike'
  | 'processDefinitionId'
  | 'processDefinitionKey'
  | 'state'
  | 'incidentStatus'
  | 'startedBefore'
  | 'startedAfter'
  | 'finishedBefore'
  | 'finishedAfter'
> &
  Flags<'finished' | 'unfinished' | 'withIncidents' | 'withRootIncidents'> &
  Flags<keyof typeof STATE_FLAGS> & {
    processInstanceIds?: IdList;
    processDefinitionKeyIn?: IdList;
  } & Sorting;

export const RUNTIME_SORTS: readonly InstanceSort['by'][] = [
  'instanceId',
  'definitionKey',
  'definitionId',
  'tenantId',
  'businessKey',
];

/** The POST form's orQueries (body only, so not in the query string's type). */
const orQueriesIn = (q: object) => (q as { orQueries?: unknown }).orQueries;

/** The query as criteria: running instances only; a bad filter is refused. */
export function runtimeCriteria(tenantId: number, q: RuntimeInstanceInput): InstanceCriteria {
  let states = RUNNING;
  if (q.active) states = narrow(states, ['ACTIVE']);
  if (q.suspended) states = narrow(states, ['SUSPENDED']);
  return {
    tenantId,
    states,
    ids: oneAndList(undefined, q.processInstanceIds),
    businessKey: q.businessKey,
    businessKeyLike: q.businessKeyLike,
    definitionId: q.processDefinitionId,
    definitionKeys: oneAndList(q.processDefinitionKey, q.processDefinitionKeyIn),
    openIncidents: q.withIncident ? true : undefined,
    extra: and(
      extraInstanceFilter(tenantId, q, { history: false }),
      orQueriesCondition(orQueriesIn(q), (nested: RuntimeInstanceInput) =>
        runtimeCriteria(tenantId, nested),
      ),
    ),
  };
}

/** Newest first unless the caller sorts otherwise (SPEC §9 for history). */
export const NEWEST_FIRST: InstanceSort = { by: 'startTime', desc: true };

export const runtimeSort = (q: Sorting) =>
  sortOf(RUNTIME_SORTS, NEWEST_FIRST, q.sortBy, q.sortOrder);
export const historySort = (q: Sorting) =>
  sortOf(INSTANCE_SORTS, NEWEST_FIRST, q.sortBy, q.sortOrder);

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
  throw engineBadRequest(`state must be one of ${names.join(', ')}, not "${state}"`);
}

/** The filters as criteria; a bad state, incident status or date is refused. */
export function historyCriteria(
  tenantId: number,
  q: HistoryInstanceInput,
  consoleStates = false,
): InstanceCriteria {
  const chosen = stateFilter(q.state, consoleStates);
  let states = chosen.states;
  if (q.finished) states = narrow(states, ENDED);
  if (q.unfinished) states = narrow(states, RUNNING);
  const flagged = flaggedState(q);
  if (flagged) states = narrow(states, [flagged]);
  if (q.incidentStatus !== undefined && !['open', 'resolved'].includes(q.incidentStatus)) {
    throw engineBadRequest(`incidentStatus must be open or resolved, not "${q.incidentStatus}"`);
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
      orQueriesCondition(orQueriesIn(q), (nested: HistoryInstanceInput) =>
        historyCriteria(tenantId, nested, consoleStates),
      ),
    ),
  };
}
