import assert from 'node:assert/strict';
import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { readConfig } from '../../src/config';
import { automationEvents, commandRuns, commands, triggers } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { startTestServer, type StartedServer } from '../harness';

/** SPEC §9: the paged trigger and command lists send this header. */
export const V12 = { version: '1.2' };

/**
 * A test server whose schedulers do not run on their own: tests call
 * `app.triggerScheduler.tick(now)` and `app.commandScheduler.tick(now)` with the time they want.
 */
export const startScheduledServer = () =>
  startTestServer({ automation: { ...readConfig({}).automation, syncMs: 0 } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every trigger, command, run and ledger row: compared around a refused call. */
export async function automationState(db: Db) {
  return {
    triggers: await db.select().from(triggers).orderBy(asc(triggers.id)),
    commands: await db.select().from(commands).orderBy(asc(commands.id)),
    runs: await db.select().from(commandRuns).orderBy(asc(commandRuns.id)),
    ledger: await db.select().from(automationEvents).orderBy(asc(automationEvents.id)),
  };
}

/** Calls for one signed-in caller: `ok` expects 200 and answers data, `refused` the refusal. */
export function callerApi(server: StartedServer, token: string) {
  const send = (
    method: Method,
    url: string,
    payload?: object,
    headers?: InjectOptions['headers'],
  ) => server.call(token, { method, url, payload, headers });
  return {
    token,
    send,
    async ok<T>(method: Method, url: string, payload?: object, headers?: InjectOptions['headers']) {
      const response = await send(method, url, payload, headers);
      assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
      return (response.json() as { data: T }).data;
    },
    /** Asserts the refusal's status and exact message, and that nothing changed. */
    async refused(
      status: number,
      msg: string | RegExp,
      method: Method,
      url: string,
      payload?: object,
      headers?: InjectOptions['headers'],
    ) {
      const before = await automationState(server.db);
      const response = await send(method, url, payload, headers);
      assert.equal(response.statusCode, status, `${method} ${url}: ${response.body}`);
      const body = response.json() as { code: number; msg: string; data: unknown };
      if (typeof msg === 'string') assert.deepEqual(body, { code: status, msg, data: null });
      else assert.match(body.msg, msg);
      assert.deepEqual(
        await automationState(server.db),
        before,
        `${method} ${url} changed nothing`,
      );
    },
  };
}
export type CallerApi = ReturnType<typeof callerApi>;

/** The next whole hour after `from`, as cron `0 * * * *` fires. */
export const nextHour = (from: Date) =>
  new Date(Math.floor(from.getTime() / 3_600_000 + 1) * 3_600_000);
