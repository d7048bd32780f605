import { dayjs } from '@console/shared';
import { pagingOf } from '../processes/process-list';
import type { ListQuery } from './api';

export type InstanceTab = 'running' | 'finished';
export type VariableOperator = 'eq' | 'gt' | 'lt' | 'like';
export const VARIABLE_OPERATORS: VariableOperator[] = ['eq', 'gt', 'lt', 'like'];

/** The console's instance states (SPEC §9) each tab offers. */
export const TAB_STATES: Record<InstanceTab, string[]> = {
  running: ['Active', 'Incident'],
  finished: ['Completed', 'Cancelled'],
};

/** Everything the detail page keeps in its URL, so that it can be bookmarked and Back restores it. */
export interface DetailQuery {
  key: string;
  /** A version number; absent: the latest. */
  version?: number;
  tab: InstanceTab;
  /** The history heat map instead of the running figures on the diagram. */
  heat: boolean;
  activityId?: string;
  businessKey?: string;
  state?: string;
  /** Wall-clock times in the user's timezone, `YYYY-MM-DDTHH:mm:ss`. */
  startedAfter?: string;
  startedBefore?: string;
  variable?: { name: string; operator: VariableOperator; value: string };
  page: number;
  pageSize: number;
  /** The instance whose detail is open. */
  instance?: string;
}

/** A query parameter's trimmed text; absent when empty. */
export const text = (params: URLSearchParams, name: string) =>
  params.get(name)?.trim() || undefined;

/** The detail page's state as its URL holds it; unknown or bad values fall back to defaults. */
export function detailQueryOf(params: URLSearchParams): DetailQuery {
  const tab: InstanceTab = params.get('tab') === 'finished' ? 'finished' : 'running';
  const version = Number(params.get('version'));
  const state = text(params, 'state');
  const operator = params.get('varOp') as VariableOperator;
  const varName = text(params, 'varName');
  return {
    key: params.get('key') ?? '',
    version: Number.isInteger(version) && version > 0 ? version : undefined,
    tab,
    heat: params.get('overlay') === 'heat',
    activityId: text(params, 'activityId'),
    businessKey: text(params, 'businessKey'),
    state: state && TAB_STATES[tab].includes(state) ? state : undefined,
    startedAfter: text(params, 'startedAfter'),
    startedBefore: text(params, 'startedBefore'),
    variable: varName
      ? {
          name: varName,
          operator: VARIABLE_OPERATORS.includes(operator) ? operator : 'eq',
          value: params.get('varValue') ?? '',
        }
      : undefined,
    ...pagingOf(params),
    instance: text(params, 'instance'),
  };
}

/** Camunda's date form (`2026-11-21T09:00:00.000+0100`) of a wall-clock time in the zone. */
export const camundaDate = (wallClock: string | undefined, timezone: string) =>
  wallClock ? dayjs.tz(wallClock, timezone).format('YYYY-MM-DDTHH:mm:ss.SSSZZ') : undefined;

/** A `like` without a wildcard means "contains". */
const likeValue = (value: string) => (value.includes('%') ? value : `%${value}%`);

/**
 * The filters of the console's instance list for one definition version (without paging):
 * the tab's instances, the activity they wait in (running) or passed (finished), and the
 * user's filters. The same filters name the instances of "stop all matching".
 */
export function instanceFilters(
  query: DetailQuery,
  definitionId: string,
  timezone: string,
): ListQuery {
  const running = query.tab === 'running';
  const { variable } = query;
  const variableValue =
    variable && (variable.operator === 'like' ? likeValue(variable.value) : variable.value);
  return {
    processDefinitionId: definitionId,
    unfinished: running || undefined,
    finished: running ? undefined : true,
    activeActivityIdIn: running ? query.activityId : undefined,
    executedActivityIdIn: running ? undefined : query.activityId,
    processInstanceBusinessKeyLike: query.businessKey ? likeValue(query.businessKey) : undefined,
    state: query.state,
    startedAfter: camundaDate(query.startedAfter, timezone),
    startedBefore: camundaDate(query.startedBefore, timezone),
    variables: variable ? `${variable.name}_${variable.operator}_${variableValue}` : undefined,
  };
}

/** One page of the list: SPEC §9 sorts instances by startTime, newest first. */
export const pageQuery = (filters: ListQuery, { page, pageSize }: DetailQuery): ListQuery => ({
  ...filters,
  sortBy: 'startTime',
  sortOrder: 'desc',
  firstResult: (page - 1) * pageSize,
  maxResults: pageSize,
});

/** The URL parameters that a change to the query sets; defaults are left out of the URL. */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** Changing a filter goes back to the first page (and closes no instance detail). */
export const FIRST_PAGE = { page: undefined } as const;
