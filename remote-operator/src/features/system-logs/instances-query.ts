import type { ListQuery } from '../process-detail/api';
import { camundaDate, text } from '../process-detail/detail-query';
import { pagingOf } from '../processes/process-list';

/** The console's four instance states (SPEC §9), any of which the history list can show. */
export const STATES = ['Active', 'Incident', 'Completed', 'Cancelled'] as const;
/** Not a state but a filter: Active or Incident, the dashboard's "in progress". */
export const RUNNING = 'Running';

/** What opeInstances keeps in its URL; the dashboard links here with state and days. */
export interface InstancesQuery {
  key?: string;
  state?: string;
  businessKey?: string;
  /** Wall-clock times in the user's timezone, `YYYY-MM-DDTHH:mm:ss`. */
  startedAfter?: string;
  startedBefore?: string;
  page: number;
  pageSize: number;
}

export function instancesQueryOf(params: URLSearchParams): InstancesQuery {
  const state = text(params, 'state');
  return {
    key: text(params, 'key'),
    state: state && [...STATES, RUNNING].includes(state) ? state : undefined,
    businessKey: text(params, 'businessKey'),
    startedAfter: text(params, 'startedAfter'),
    startedBefore: text(params, 'startedBefore'),
    ...pagingOf(params),
  };
}

/** The history list's query: every process or one key, newest first (SPEC §9). */
export function instancesListQuery(query: InstancesQuery, timezone: string): ListQuery {
  return {
    processDefinitionKey: query.key,
    state: query.state === RUNNING ? undefined : query.state,
    unfinished: query.state === RUNNING || undefined,
    processInstanceBusinessKeyLike: query.businessKey ? `%${query.businessKey}%` : undefined,
    startedAfter: camundaDate(query.startedAfter, timezone),
    startedBefore: camundaDate(query.startedBefore, timezone),
    sortBy: 'startTime',
    sortOrder: 'desc',
    firstResult: (query.page - 1) * query.pageSize,
    maxResults: query.pageSize,
  };
}
