import { Type, type Static } from 'typebox';

/**
 * Request schemas of the statistics, transaction-log and log routes (role admin, scoped to the
 * caller's tenant). Times are UTC, written `YYYY-MM-DD HH:mm:ss`; a bad one is a 400 naming the
 * field, as is from after to or a range listing more than 366 days.
 *
 * Statistics, GET /stat/api/{task|event}/{success|failed|total}?from=&to=&tz=
 *   → [{ date: 'YYYY-MM-DD', count }], one point per day from from's day to to's day, days of
 *   the IANA time zone tz (default UTC; an unknown zone is a 400): an outcome at 23:30 UTC
 *   counts on the next day in Europe/Paris.
 *
 * Transaction log (what connectors did, from connector_run). Every call takes from/to
 * (default: the last 24 hours) and the lists take page (≥ 1, default 1) and pageSize (1–100,
 * default 10):
 *   GET trans-log/process?from&to&page&pageSize
 *     → { list: [{ process, total, success, failed, lastRun }], total, page, pageSize }
 *   GET trans-log/task/count?from&to&process&task → { count } (rows of trans-log/task)
 *   GET trans-log/task?from&to&process&task&page&pageSize
 *     → { list: [{ process, task, topic, connector, total, success, failed, lastRun }], page, pageSize }
 *   GET trans-log/errors/count?from&to&process&task → { count } (failed runs)
 *   GET trans-log/errors?from&to&process&task&page&pageSize
 *     → { list: [{ id, timestamp, processInstanceId, process, task, topic, connector,
 *          durationMs, message, inputFile, outputFile }], page, pageSize }
 *   process is the definition key, task the activity id. inputFile and outputFile are the run's
 *   input and output as files to download: { name, content }, named `input-<id>.<ext>` and
 *   `output-<id>.<ext>` with ext json, xml, edi or txt after what the content looks like;
 *   null when the run has none (a failed run often has no output).
 *   errors/count is apart from errors: a page of errors comes from the time index at once,
 *   while the count reads the whole range, so the console can show the page before the count.
 *   The process and task lists are aggregates of the range (a few rows per process).
 *
 * Log lines (engine_log; `offset` is the line's id):
 *   POST /stat/api/log { query?, level?, source?, processInstanceId?, from?, to?, size?, searchAfter? }
 *     → { hits: [{ offset, timestamp, level, source, processInstanceId, activityId, message,
 *          sort: [timestampMillis, offset] }], searchAfter: [timestampMillis, offset] | null }
 *     Newest first (timestamp, then offset, descending). Pass the answer's searchAfter to get
 *     the next page; null means there is none. timestampMillis may have a fraction (the
 *     microseconds). There is no total: counting the matches of a rare filter reads every
 *     line, while a page reads only the index entries it shows.
 *   POST /stat/api/cloud/log { query?, pageSize? } → { entries: [LogEntry], nextPageToken | null }
 *   POST /stat/api/cloud/log/paging { query?, token } (or ?query=&token=) → the next page
 *     LogEntry = { insertId, logName: 'logs/<source>', timestamp (RFC 3339, µs), severity,
 *     textPayload, labels: { level, source, processInstanceId?, activityId? } }; the query is
 *     the filter language of cloud-filter.ts.
 *   GET /loki/api/v1/labels?start&end → { status: 'success', data: [label names] }
 */
export const MAX_PAGE_SIZE = 200;

const Time = Type.String({ maxLength: 40 });
const Page = Type.Integer({ minimum: 1, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 10 });
const Key = Type.String({ minLength: 1, maxLength: 255 });

export const StatQuery = Type.Object({
  from: Time,
  to: Time,
  tz: Type.String({ minLength: 1, maxLength: 64, default: 'UTC' }),
});

export const TransLogCountQuery = Type.Object({
  from: Type.Optional(Time),
  to: Type.Optional(Time),
  process: Type.Optional(Key),
  task: Type.Optional(Key),
});
export type TransLogCountInput = Static<typeof TransLogCountQuery>;

export const TransLogPageQuery = Type.Object({
  ...TransLogCountQuery.properties,
  page: Page,
  pageSize: PageSize,
});
export type TransLogPageInput = Static<typeof TransLogPageQuery>;

export const LogSearchBody = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  level: Type.Optional(Type.Enum(['debug', 'info', 'warn', 'error'])),
  source: Type.Optional(Key),
  processInstanceId: Type.Optional(Key),
  from: Type.Optional(Time),
  to: Type.Optional(Time),
  size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
  searchAfter: Type.Optional(Type.Tuple([Type.Number(), Type.Integer({ minimum: 1 })])),
});
export type LogSearchInput = Static<typeof LogSearchBody>;

const CloudQuery = Type.String({ maxLength: 1000 });

export const CloudLogBody = Type.Object({
  query: Type.String({ maxLength: 1000, default: '' }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
});

export const CloudPagingInput = Type.Object({
  query: Type.Optional(CloudQuery),
  token: Type.Optional(Type.String({ maxLength: 4000 })),
});

export const LokiLabelsQuery = Type.Object({
  start: Type.Optional(Type.String({ maxLength: 40 })),
  end: Type.Optional(Type.String({ maxLength: 40 })),
});
