import type { LatestDefinition, RunningStatistics } from './api';

/** One row of the processes list: a key with its latest version and its running figures. */
export interface ProcessRow {
  key: string;
  name: string;
  /** The latest version's id. */
  id: string;
  versionMax: number;
  suspended: boolean;
  running: number;
  incidents: number;
}

/**
 * Definitions grouped by key: the latest version's name and state, and the running instances
 * and those with an open incident summed over every version of the key.
 */
export function processRows(latest: LatestDefinition[], stats: RunningStatistics): ProcessRow[] {
  const running = new Map<string, { running: number; incidents: number }>();
  for (const definition of stats.definitions) {
    const sum = running.get(definition.key) ?? { running: 0, incidents: 0 };
    sum.running += definition.running;
    sum.incidents += definition.incident;
    running.set(definition.key, sum);
  }
  return latest.map((definition) => ({
    key: definition.key,
    name: definition.name ?? definition.key,
    id: definition.id,
    versionMax: definition.versionMax,
    suspended: definition.suspended,
    running: running.get(definition.key)?.running ?? 0,
    incidents: running.get(definition.key)?.incidents ?? 0,
  }));
}

/** The rows whose name or key holds the text, case-insensitively. */
export const filterByName = (rows: ProcessRow[], text: string) => {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return rows;
  return rows.filter(
    (row) => row.name.toLowerCase().includes(wanted) || row.key.toLowerCase().includes(wanted),
  );
};

/** The page and page size of the URL, SPEC §9's defaults (page 1, 10 a page) when absent or bad. */
export function pagingOf(params: URLSearchParams) {
  const whole = (text: string | null, fallback: number) => {
    const number = Number(text);
    return Number.isInteger(number) && number >= 1 ? number : fallback;
  };
  return { page: whole(params.get('page'), 1), pageSize: whole(params.get('pageSize'), 10) };
}
