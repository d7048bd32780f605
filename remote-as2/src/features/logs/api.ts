import {
  dataOf,
  http,
  type Page,
  type As2Log,
  type As2LogDetail,
  type LogQuery,
  type LogStat,
  type PageQuery,
} from '@console/shared';

// GET /as2/api/QueryLogs: one page of AS2 messages matching the filters, newest first.
export const queryLogs = (query: LogQuery, { page, pageSize }: PageQuery) =>
  dataOf<Page<As2Log>>(http.get('/as2/api/QueryLogs', { params: { ...query, page, pageSize } }));

// GET /as2/api/QueryLogs/{id}: one message with its headers, MIC, stored file path and MDN text.
export const logDetail = (id: number) => dataOf<As2LogDetail>(http.get(`/as2/api/QueryLogs/${id}`));

// GET /as2/api/QueryLogs/{id}/file: the bytes of the payload the message stored.
export const downloadLogFile = async (id: number) =>
  (await http.get<Blob>(`/as2/api/QueryLogs/${id}/file`, { responseType: 'blob' })).data;

// GET /as2/api/logStats: messages per day in `tz`, by direction and status, for the filters.
export const logStats = (query: LogQuery, tz: string) =>
  dataOf<LogStat[]>(http.get('/as2/api/logStats', { params: { ...query, tz } }));
