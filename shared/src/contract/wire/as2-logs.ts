/** The AS2 message log on the wire (docs/api.md "Message log"). */

export const LOG_DIRECTIONS = ['send', 'receive'] as const;
export type LogDirection = (typeof LOG_DIRECTIONS)[number];

export const LOG_STATUSES = ['success', 'failed', 'pending'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

/** The longest texts the log filters take. */
export const LOG_FILTER_LIMITS = { partner: 200, messageId: 300 } as const;

/** One AS2 message as GET /as2/api/QueryLogs returns it. */
export interface As2Log {
  id: number;
  messageId: string;
  type: LogDirection;
  /** The port's name. */
  name: string;
  from: string;
  to: string;
  fileName: string;
  size: number;
  status: LogStatus;
  mdnStatus: string | null;
  errorMessage: string | null;
  messageTimestamp: string;
  mdnTimestamp: string | null;
  /** Seed data of a demo tenant, not a message that moved. */
  demo: boolean;
}

/**
 * One message with what it carried, as GET /as2/api/QueryLogs/{id} returns it: the AS2 and
 * MIME headers, the MIC, where its payload was stored and the MDN's text.
 */
export interface As2LogDetail extends As2Log {
  headers: Record<string, string>;
  /** `base64, algorithm`: computed on receipt, or expected back in the MDN. */
  mic: string | null;
  /** Where a received payload was stored in the tenant's file store; its bytes are at …/file. */
  filePath: string | null;
  mdnContentType: string | null;
  /** The MDN as text, cut at MDN_TEXT_LIMIT characters; null when there is none. */
  mdnText: string | null;
}

/** The longest MDN text a log entry's detail carries. */
export const MDN_TEXT_LIMIT = 20_000;

/** Messages of one day (in the asked time zone), direction and status (GET /as2/api/logStats). */
export interface LogStat {
  date: string;
  type: LogDirection;
  status: LogStatus;
  count: number;
}

/** The filters of QueryLogs and logStats as query parameters; times are ISO 8601. */
export interface LogQuery {
  from?: string;
  to?: string;
  type?: LogDirection;
  /** Part of the port's name or of an AS2 id. */
  partner?: string;
  /** Part of the message id. */
  messageId?: string;
  status?: LogStatus;
}

/** The query of GET /as2/api/logStats: the filters and the IANA zone the days are counted in. */
export interface LogStatsQuery extends LogQuery {
  tz: string;
}
