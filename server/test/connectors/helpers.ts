import assert from 'node:assert/strict';
import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { connectorRuns, connectors, topicBindings } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { StartedServer } from '../harness';

/** Every connector, binding and run, to compare around a refused call. */
export async function connectorState(db: Db) {
  return {
    connectors: await db.select().from(connectors).orderBy(asc(connectors.id)),
    bindings: await db.select().from(topicBindings).orderBy(asc(topicBindings.id)),
    runs: await db.select().from(connectorRuns).orderBy(asc(connectorRuns.id)),
  };
}

export interface ConnectorData {
  id: number;
  name: string;
  type: string;
  description: string;
  timeout: number;
  parameters: Record<string, unknown>;
  modifyTime: string;
}

/** Typed wrappers over the connector calls, for a test's setup. */
export function connectorApi(server: StartedServer, token: string) {
  const call = async <T>(options: InjectOptions): Promise<T> => {
    const response = await server.call(token, options);
    assert.equal(response.statusCode, 200, `${options.method} ${options.url}: ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  return {
    token,
    call,
    mapping: (name: string, expression: string, extra: object = {}) =>
      call<ConnectorData>({
        method: 'POST',
        url: '/api/mappingConnector',
        payload: { name, parameters: { expression }, ...extra },
      }),
    command: (name: string, url: string, timeout = 2000, method = 'POST') =>
      call<ConnectorData>({
        method: 'POST',
        url: '/api/commandConnector',
        payload: { name, timeout, parameters: { url, method } },
      }),
    bind: (kind: string, processId: string, topic: string, connectorId: number) =>
      call<{ id: number; connectorId: number }>({
        method: 'POST',
        url: `/api/binding${kind}Connector`,
        payload: { processId, topic, connectorId },
      }),
  };
}

/** Asserts the call is refused with this status and message and that nothing changed. */
export async function refusedWithoutChange(
  server: StartedServer,
  token: string,
  options: InjectOptions,
  status: number,
  msg: string,
) {
  const before = await connectorState(server.db);
  const response = await server.call(token, options);
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { code: status, msg, data: null });
  assert.deepEqual(await connectorState(server.db), before);
}
