import type { LogDirection, LogStatus } from '@console/shared';
import type { Dayjs } from 'dayjs';

/**
 * What the filter form holds; the range is wall-clock time in the user's timezone. The log's
 * wire types (`As2Log`, `LogStat`, `LogQuery`) are the shared contract's.
 */
export interface LogFilters {
  range?: [Dayjs | null, Dayjs | null] | null;
  type?: LogDirection;
  partner?: string;
  messageId?: string;
  status?: LogStatus;
}
