import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { HistoryEntry, ProcessEngine, WaitingActivity } from '../../../engine';
import { badRequest } from '../../../http/envelope';
import { timeIn } from '../../stats/dates';
import { admin, open, OptText, tenantOf } from './common';
import { HistoryInstanceQuery, type HistoryFilterInput } from './history-instance-filters';

/** An instance of the file with the activities it waits in (none once it has ended). */
type ExportEntry = HistoryEntry & { waiting: WaitingActivity[]; time: (date: Date) => string };

/** Several activities of one instance (parallel branches) in one field. */
const joined = (values: string[]) => (values.length ? values.join('; ') : null);

/**
 * The columns the console's instance list offers, in its order, and how each is written;
 * `activity` names where a running instance waits (its BPMN element's name, else its id) and
 * `activityId` gives the ids.
 */
const COLUMNS: Record<string, (entry: ExportEntry) => string | number | null> = {
  id: ({ row }) => row.id,
  businessKey: ({ row }) => row.businessKey,
  version: ({ definition }) => definition?.version ?? null,
  startTime: ({ row, time }) => time(row.startTime),
  endTime: ({ row, time }) => (row.endTime ? time(row.endTime) : null),
  state: ({ row }) => consoleStateOf(row.state, row.incidents),
  incidents: ({ row }) => row.incidents,
  activity: ({ waiting }) => joined(waiting.map((activity) => activity.name || activity.id)),
  activityId: ({ waiting }) => joined(waiting.map((activity) => activity.id)),
};

const ACTIVITY_COLUMNS = ['activity', 'activityId'];

/** Rows read from the database at a time while the file is written. */
export const EXPORT_PAGE = 1000;

const consoleStateOf = (state: string, incidents: number) =>
  state === 'COMPLETED'
    ? 'Completed'
    : state.endsWith('TERMINATED')
      ? 'Cancelled'
      : incidents > 0
        ? 'Incident'
        : 'Active';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written with a leading
 * apostrophe: business keys are tenant-written text.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const ExportQuery = Type.Object(
  { ...HistoryInstanceQuery.properties, columns: OptText, tz: OptText },
  open,
);

/** Times as ISO 8601 in UTC, or with `tz` in that zone as the console shows them. */
const TIME_COLUMNS = ['startTime', 'endTime'];
const isoTime = (date: Date) => date.toISOString();

/**
 * GET /api/camunda/history/process-instance/export.csv: the console's instance list with the
 * same filters (its state names included), every matching instance, newest first, as CSV with
 * the chosen `columns` (comma list; default all). Streamed: the server reads EXPORT_PAGE rows
 * at a time, so neither side holds the whole list.
 */
export async function historyExportRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const reads = engine.query.instances;
  app.get(
    '/api/camunda/history/process-instance/export.csv',
    { schema: { querystring: ExportQuery }, config: admin },
    async (req, reply) => {
      const {
        columns: asked,
        tz,
        ...filters
      } = req.query as HistoryFilterInput & { columns?: string; tz?: string };
      const time = tz ? timeIn(tz) : isoTime;
      const names = asked ? asked.split(',').map((name) => name.trim()) : Object.keys(COLUMNS);
      const unknown = names.filter((name) => !Object.hasOwn(COLUMNS, name));
      if (unknown.length) {
        throw badRequest(
          `columns: unknown ${unknown.join(', ')}; known: ${Object.keys(COLUMNS).join(', ')}`,
        );
      }
      const tenantId = tenantOf(req);
      const withActivities = names.some((name) => ACTIVITY_COLUMNS.includes(name));
      /** A page's running instances with the activities they wait in, read only when asked. */
      const withWaiting = async (page: HistoryEntry[]): Promise<ExportEntry[]> => {
        const running = page.filter(({ row }) => !row.endTime).map(({ row }) => row.id);
        const waiting = withActivities
          ? await engine.query.waitingActivities.of(tenantId, running)
          : new Map<string, WaitingActivity[]>();
        return page.map((entry) => ({ ...entry, waiting: waiting.get(entry.row.id) ?? [], time }));
      };
      // The first page is read before answering, so a bad filter is still a 400.
      const first = await reads.historyPage(
        tenantId,
        filters,
        { offset: 0, limit: EXPORT_PAGE },
        true,
      );
      const line = (entry: ExportEntry) =>
        `${names.map((name) => csvField(COLUMNS[name](entry))).join(',')}\r\n`;
      async function* lines() {
        // The header names the zone the times are in when it is not ISO's own 'Z'.
        const header = names.map((name) =>
          tz && TIME_COLUMNS.includes(name) ? `${name} (${tz})` : name,
        );
        yield `${header.map(csvField).join(',')}\r\n`;
        let page = first;
        for (let offset = 0; ;) {
          yield (await withWaiting(page)).map(line).join('');
          if (page.length < EXPORT_PAGE) return;
          offset += EXPORT_PAGE;
          page = await reads.historyPage(tenantId, filters, { offset, limit: EXPORT_PAGE }, true);
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="instances.csv"')
        .send(Readable.from(lines()));
    },
  );
}
