import { badRequest } from '../../http/envelope';
import type { LogCursor, LogFilters, LogLine, ProcessEngine } from '../../engine';
import { parseCloudFilter, SEVERITY_OF } from './cloud-filter';
import { MAX_PAGE_SIZE } from './schema';

/** A log line in Cloud Logging's LogEntry shape. */
export interface LogEntry {
  insertId: string;
  logName: string;
  timestamp: string;
  severity: string;
  textPayload: string;
  labels: Record<string, string>;
}

/** RFC 3339 with the microseconds the column keeps. */
function rfc3339(micros: number): string {
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return iso.replace(/Z$/, `${String(((micros % 1000) + 1000) % 1000).padStart(3, '0')}Z`);
}

const toEntry = (line: LogLine): LogEntry => ({
  insertId: String(line.id),
  logName: `logs/${line.source}`,
  timestamp: rfc3339(line.micros),
  severity: SEVERITY_OF[line.level] ?? 'DEFAULT',
  textPayload: line.message,
  labels: {
    level: line.level,
    source: line.source,
    ...(line.processInstanceId ? { processInstanceId: line.processInstanceId } : {}),
    ...(line.activityId ? { activityId: line.activityId } : {}),
  },
});

export interface CloudLogPage {
  entries: LogEntry[];
  nextPageToken: string | null;
}

/**
 * What a page token carries: the query it belongs to, the page size and where the last page
 * ended. It is not secret: whatever it says, the search stays in the caller's tenant.
 */
interface PageToken {
  q: string;
  s: number;
  a: LogCursor;
}

const encodeToken = (token: PageToken) =>
  Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');

function decodeToken(text: string): PageToken {
  const invalid = () => badRequest('token is not a page token from a previous answer');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const token = value as Partial<PageToken> | null;
  const ok =
    typeof token?.q === 'string' &&
    Number.isInteger(token.s) &&
    (token.s ?? 0) >= 1 &&
    (token.s ?? 0) <= MAX_PAGE_SIZE &&
    Array.isArray(token.a) &&
    token.a.length === 2 &&
    token.a.every((part) => Number.isSafeInteger(part));
  if (!ok) throw invalid();
  return token as PageToken;
}

async function page(
  engine: ProcessEngine,
  tenantId: number,
  query: string,
  size: number,
  after: LogCursor | null,
): Promise<CloudLogPage> {
  const filters: LogFilters = parseCloudFilter(query);
  const { lines, next } = await engine.query.logs.page(tenantId, filters, after, size);
  return {
    entries: lines.map(toEntry),
    nextPageToken: next ? encodeToken({ q: query, s: size, a: next }) : null,
  };
}

/** POST /stat/api/cloud/log: the first page of lines matching the filter, newest first. */
export const firstCloudPage = (
  engine: ProcessEngine,
  tenantId: number,
  query: string,
  pageSize: number,
) => page(engine, tenantId, query, pageSize, null);

/** POST /stat/api/cloud/log/paging: the page after `token`; `query`, if given, must match it. */
export function nextCloudPage(
  engine: ProcessEngine,
  tenantId: number,
  input: { query?: string; token?: string },
) {
  if (!input.token) throw badRequest('token is required');
  const token = decodeToken(input.token);
  if (input.query !== undefined && input.query !== token.q) {
    throw badRequest('token belongs to another query; start again with POST /stat/api/cloud/log');
  }
  return page(engine, tenantId, token.q, token.s, token.a);
}
