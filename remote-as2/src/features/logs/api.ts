import {
  dataOf,
  http,
  type Page,
  type As2Log,
  type LogQuery,
  type LogStat,
  type PageQuery,
} from '@console/shared';

// GET /as2/api/QueryLogs: one page of AS2 messages matching the filters, newest first.
export const queryLogs = (query: LogQuery, { page, pageSize }: PageQuery) =>
  dataOf<Page<As2Log>>(http.get('/as2/api/QueryLogs', { params: { ...query, page, pageSize } }));

// GET /as2/api/logStats: messages per day in `tz`, by direction and status, for the filters.
export const logStats = (query: LogQuery, tz: string) =>
  dataOf<LogStat[]>(http.get('/as2/api/logStats', { params: { ...query, tz } }));
