import { badRequest } from '../../http/envelope';
import type { LogFilters } from '../../engine';

/**
 * A small part of Cloud Logging's filter language, enough for the console's log view:
 *
 *   severity>=WARNING AND labels.source="worker" AND timestamp>="2024-05-01T00:00:00Z" timeout
 *
 * Terms are joined by AND (or by a space, which means the same). A term is
 * `severity OP LEVEL` (OP one of = >= > <= <), `timestamp OP TIME` (bounds are inclusive),
 * `labels.source|labels.processInstanceId|labels.activityId = "value"`,
 * `textPayload:"text"`, or a word or "quoted text" the message must contain.
 */
const SEVERITIES = ['DEFAULT', 'DEBUG', 'INFO', 'NOTICE', 'WARNING', 'ERROR', 'CRITICAL'];
/** The engine log's levels and the Cloud Logging severity each stands for (in and out). */
export const SEVERITY_OF: Record<string, string> = {
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
};
const LABELS: Record<string, 'source' | 'processInstanceId' | 'activityId'> = {
  'labels.source': 'source',
  'labels.processInstanceId': 'processInstanceId',
  'labels.activityId': 'activityId',
};

const TERM =
  /\s*(?:([A-Za-z][\w.]*)\s*(>=|<=|=|>|<|:)\s*("(?:[^"\\]|\\.)*"|[^\s"]+)|"((?:[^"\\]|\\.)*)"|(\S+))/gy;

const unquote = (text: string) =>
  text.startsWith('"') ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text;

const unsupported = (term: string) =>
  badRequest(
    `query: "${term}" is not supported; use severity, timestamp, labels.source, ` +
      'labels.processInstanceId, labels.activityId, textPayload:"…" or words, joined by AND',
  );

function compare(op: string, left: number, right: number): boolean {
  if (op === '=' || op === ':') return left === right;
  if (op === '>=') return left >= right;
  if (op === '>') return left > right;
  if (op === '<=') return left <= right;
  return left < right;
}

function severityLevels(op: string, value: string): string[] {
  const rank = SEVERITIES.indexOf(value.toUpperCase());
  if (rank < 0) throw badRequest(`query: severity must be one of ${SEVERITIES.join(', ')}`);
  return Object.entries(SEVERITY_OF)
    .filter(([, severity]) => compare(op, SEVERITIES.indexOf(severity), rank))
    .map(([level]) => level);
}

function time(value: string): Date {
  const at = Date.parse(value.includes('T') || value.length <= 10 ? value : `${value}Z`);
  if (Number.isNaN(at)) throw badRequest(`query: timestamp "${value}" is not an RFC 3339 time`);
  return new Date(at);
}

/** The filters a query text stands for, or 400 naming the term that is not understood. */
export function parseCloudFilter(query: string): LogFilters {
  const filters: LogFilters = {};
  const texts: string[] = [];
  // Sticky: each term must start where the last one ended, so nothing is skipped silently.
  let position = 0;
  for (;;) {
    TERM.lastIndex = position;
    const match = TERM.exec(query);
    if (!match) break;
    position = TERM.lastIndex;
    const [term, field, op, rawValue, quoted, word] = match;
    if (word !== undefined) {
      if (word !== 'AND') texts.push(word);
      continue;
    }
    if (quoted !== undefined) {
      texts.push(unquote(`"${quoted}"`));
      continue;
    }
    const value = unquote(rawValue);
    if (field === 'severity' && op !== ':') {
      const levels = severityLevels(op, value);
      filters.levels = filters.levels ? filters.levels.filter((l) => levels.includes(l)) : levels;
    } else if (field === 'timestamp' && (op === '>=' || op === '>')) {
      const at = time(value);
      if (!filters.from || at > filters.from) filters.from = at;
    } else if (field === 'timestamp' && (op === '<=' || op === '<')) {
      const at = time(value);
      if (!filters.to || at < filters.to) filters.to = at;
    } else if (field === 'textPayload' && op === ':') {
      texts.push(value);
    } else if (LABELS[field] && (op === '=' || op === ':')) {
      filters[LABELS[field]] = value;
    } else {
      throw unsupported(term.trim());
    }
  }
  const rest = query.slice(position).trim();
  if (rest) throw unsupported(rest);
  if (texts.length) filters.texts = texts;
  return filters;
}
