import type { Dayjs } from 'dayjs';

export const LOG_DIRECTIONS = ['send', 'receive'] as const;
export type LogDirection = (typeof LOG_DIRECTIONS)[number];

export const LOG_STATUSES = ['success', 'failed', 'pending'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

/** One AS2 message as GET /as2/api/QueryLogs returns it (docs/api.md "Message log"). */
export interface As2Log {
  id: number;
  messageId: string;
  type: LogDirection;
  /** The port's name. */
  name: string;
  from: string;
  to: string;
  fileName: string | null;
  size: number | null;
  status: LogStatus;
  mdnStatus: string | null;
  errorMessage: string | null;
  messageTimestamp: string | null;
  mdnTimestamp: string | null;
}

/** Messages of one day (in the asked timezone), direction and status (GET /as2/api/logStats). */
export interface LogStat {
  date: string;
  type: LogDirection;
  status: LogStatus;
  count: number;
}

/** What the filter form holds; the range is wall-clock time in the user's timezone. */
export interface LogFilters {
  range?: [Dayjs | null, Dayjs | null] | null;
  type?: LogDirection;
  partner?: string;
  messageId?: string;
  status?: LogStatus;
}

/** The filters as query parameters; times are ISO 8601 in UTC. */
export interface LogQuery {
  from?: string;
  to?: string;
  type?: LogDirection;
  partner?: string;
  messageId?: string;
  status?: LogStatus;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}
