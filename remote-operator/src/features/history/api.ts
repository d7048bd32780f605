import { dataOf, http } from '@console/shared';

/** A range in UTC, `YYYY-MM-DD HH:mm:ss` (the statistics calls' form). */
export interface UtcRange {
  from: string;
  to: string;
}

export interface ProcessRuns {
  process: string;
  total: number;
  success: number;
  failed: number;
  lastRun: string;
}

export interface TaskRuns extends ProcessRuns {
  task: string;
  topic: string;
  connector: string | null;
}

export interface LogFile {
  name: string;
  content: string;
}

export interface FailedRun {
  id: string;
  timestamp: string;
  processInstanceId: string;
  process: string;
  task: string;
  topic: string;
  connector: string | null;
  durationMs: number;
  message: string | null;
  inputFile: LogFile | null;
  outputFile: LogFile | null;
}

interface Paged<T> {
  list: T[];
  total?: number;
  page: number;
  pageSize: number;
}

export interface LogHit {
  offset: number;
  timestamp: string;
  level: string;
  source: string;
  processInstanceId: string | null;
  activityId: string | null;
  message: string;
  sort: [number, number];
}

export interface LogSearch {
  query?: string;
  level?: string;
  source?: string;
  processInstanceId?: string;
  from?: string;
  to?: string;
  size: number;
  searchAfter?: [number, number];
}

type Filter = UtcRange & { process?: string; task?: string };
type PageFilter = Filter & { page: number; pageSize: number };

// GET /stat/api/trans-log/process: runs per process over the range.
export const fetchProcessRuns = (query: PageFilter) =>
  dataOf<Paged<ProcessRuns>>(http.get('/stat/api/trans-log/process', { params: query }));

// GET /stat/api/trans-log/task (+ /count): runs per task of a process.
export async function fetchTaskRuns(query: PageFilter) {
  const { page, pageSize, ...filter } = query;
  const [rows, count] = await Promise.all([
    dataOf<Paged<TaskRuns>>(http.get('/stat/api/trans-log/task', { params: query })),
    dataOf<{ count: number }>(http.get('/stat/api/trans-log/task/count', { params: filter })),
  ]);
  return { rows: rows.list, total: count.count, page, pageSize };
}

// GET /stat/api/trans-log/errors (+ /count): the failed runs, newest first.
export const fetchFailedRuns = (query: PageFilter) =>
  dataOf<Paged<FailedRun>>(http.get('/stat/api/trans-log/errors', { params: query }));

export const fetchFailedCount = (query: Filter) =>
  dataOf<{ count: number }>(http.get('/stat/api/trans-log/errors/count', { params: query }));

// POST /stat/api/log: log lines newest first, search-after paging.
export const searchLogs = (search: LogSearch) =>
  dataOf<{ hits: LogHit[]; searchAfter: [number, number] | null }>(
    http.post('/stat/api/log', search),
  );

// GET /loki/api/v1/labels: the label names the logs carry (Loki's own shape).
export const fetchLogLabels = async () =>
  (await http.get<{ status: string; data: string[] }>('/loki/api/v1/labels')).data.data;
