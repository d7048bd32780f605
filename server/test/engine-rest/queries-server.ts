import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import type { Db } from '../../src/db/types';
import { freshDatabase } from '../database';
import { ACME, GLOBEX, standardTenantsOf } from '../fixtures';

export const REST = '/api/camunda/engine-rest';

export interface QueryServer {
  app: FastifyInstance;
  db: Db;
  acme: number;
  globex: number;
  /** Tokens: Acme's admin, Acme's sys user (no admin role), Globex's admin. */
  tokens: { admin: string; sys: string; globex: string };
  get: (url: string, token?: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload: object, token?: string) => Promise<LightMyRequestResponse>;
  /** GET answering 200, parsed. */
  json: <T = unknown>(url: string, token?: string) => Promise<T>;
  /** The rows of a list (`base?query`), checked against its count unless the list is a page. */
  listed: <T = { id: string }>(base: string, query: string, token?: string) => Promise<T[]>;
  /** The ids of a list, its count checked as in `listed`. */
  ids: (base: string, query: string, token?: string) => Promise<string[]>;
  /** Each query's list answers exactly these ids, in this order. */
  expectIds: (
    base: string,
    cases: [query: string, ids: string[]][],
    token?: string,
  ) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The whole app on a fresh database with Acme and Globex (each with an admin), like the shared
 * harness, but with the engine's scheduler slowed down: these tests insert batch and instance
 * rows directly, and the scheduler would otherwise work through the batches under them.
 */
export async function startQueryServer(): Promise<QueryServer> {
  const database = await freshDatabase({ seeded: true });
  const db = database.db;
  const { acme, globex } = await standardTenantsOf(db);
  const config = {
    ...readConfig({}),
    jwtSecret: 'test-secret',
    demoData: false,
    staticRoot: '/nonexistent',
  };
  const app = await buildApp({
    db,
    config,
    logger: false,
    engine: { schedulerIntervalMs: 3_600_000 },
  });
  await app.ready();

  const login = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: { token: string } }).data.token;
  };
  const tokens = {
    admin: await login(ACME.admin.username, ACME.admin.password),
    sys: await login(ACME.sys.username, ACME.sys.password),
    globex: await login(GLOBEX.admin.username, GLOBEX.admin.password),
  };
  const get = (url: string, token = tokens.admin) =>
    app.inject({ method: 'GET', url, headers: { token } });
  const post = (url: string, payload: object, token = tokens.admin) =>
    app.inject({ method: 'POST', url, payload, headers: { token } });
  const json = async <T>(url: string, token?: string) => {
    const response = await get(url, token);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json() as T;
  };
  const listed = async <T>(base: string, query: string, token?: string) => {
    const rows = await json<T[]>(`${base}?${query}`, token);
    const { count } = await json<{ count: number }>(`${base}/count?${query}`, token);
    if (!/firstResult|maxResults/.test(query))
      assert.equal(count, rows.length, `count of ${query}`);
    return rows;
  };
  const ids = async (base: string, query: string, token?: string) =>
    (await listed<{ id: string }>(base, query, token)).map((row) => row.id);
  return {
    app,
    db,
    acme: acme.tenantId,
    globex: globex.tenantId,
    tokens,
    get,
    post,
    json,
    listed,
    ids,
    async expectIds(base, cases, token) {
      for (const [query, expected] of cases) {
        assert.deepEqual(await ids(base, query, token), expected, query);
      }
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A refused call: its status and Camunda's error shape under /api/camunda. */
export function assertRefused(
  response: LightMyRequestResponse,
  status: number,
  message?: RegExp,
  type = status === 400 || status === 404 ? 'InvalidRequestException' : undefined,
) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json() as { type?: string; message?: string };
  if (type) assert.equal(body.type, type);
  if (message) assert.match(body.message ?? '', message);
}
