import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { connectorRuns, dailyStats, engineLogs } from '../../src/db/schema';
import { ACME, GLOBEX, type StartedServer } from '../harness';

export type RunInput = Partial<typeof connectorRuns.$inferInsert> & { timestamp: Date };
export type LogInput = Partial<typeof engineLogs.$inferInsert> & { timestamp: Date };

/** Tokens of the users the stats tests call with. */
export async function statsUsers(server: StartedServer) {
  return {
    acmeAdmin: await server.login(ACME.admin.username, ACME.admin.password),
    acmeSys: await server.login(ACME.sys.username, ACME.sys.password),
    globexAdmin: await server.login(GLOBEX.admin.username, GLOBEX.admin.password),
  };
}

/** Rows as the engine and the workers write them. */
export function statsRows(server: StartedServer) {
  return {
    /** Counts on the rollup's quarter-hour starting at `period` (a bare day: its UTC midnight). */
    dailyStat: (
      tenantId: number,
      kind: 'task' | 'event',
      period: string,
      outcome: 'success' | 'failed',
      count: number,
    ) =>
      server.db.insert(dailyStats).values({
        tenantId,
        kind,
        periodStart: new Date(period.length === 10 ? `${period}T00:00:00Z` : period),
        outcome,
        count,
      }),
    runs: (tenantId: number, rows: RunInput[]) =>
      server.db
        .insert(connectorRuns)
        .values(
          rows.map((row) => ({
            processInstanceId: 'pi-1',
            definitionKey: 'order',
            activityId: 'map',
            topic: 'edi.map',
            connectorName: 'Order mapping',
            status: 'success' as const,
            ...row,
            tenantId,
          })),
        )
        .returning(),
    logs: (tenantId: number, rows: LogInput[]) =>
      server.db
        .insert(engineLogs)
        .values(
          rows.map((row) => ({
            level: 'info',
            source: 'engine',
            message: 'a line',
            ...row,
            tenantId,
          })),
        )
        .returning(),
  };
}

/** Calls a route and returns `data` of a 200 answer. */
export async function data<T>(server: StartedServer, token: string, options: InjectOptions) {
  const response = await server.call(token, options);
  assert.equal(response.statusCode, 200, `${options.method} ${options.url}: ${response.body}`);
  const body = response.json() as { code: number; msg: string; data: T };
  assert.equal(body.code, 200);
  return body.data;
}

/** Calls a route and checks it answers `status` with `msg` in the envelope. */
export async function refused(
  server: StartedServer,
  token: string | null,
  options: InjectOptions,
  status: number,
  msg: string | RegExp,
) {
  const response = await server.call(token, options);
  assert.equal(response.statusCode, status, `${options.method} ${options.url}: ${response.body}`);
  const body = response.json() as { code: number; msg: string; data: unknown };
  assert.equal(body.code, status);
  if (typeof msg === 'string') assert.equal(body.msg, msg);
  else assert.match(body.msg, msg);
  assert.equal(body.data, null);
}
