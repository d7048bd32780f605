import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processInstances } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { client, deployOneTask, inParallel, REST, until } from './support';

/** Callers starting instances at once (as many HTTP clients would). */
export const THROUGHPUT_CALLERS = 40;

/**
 * start → external task → end, the task done by the built-in connector worker with a
 * mapping connector, every step persisted: instances per second from first start to last end.
 */
export async function measureThroughput(
  app: FastifyInstance,
  db: Db,
  token: string,
  instances: number,
) {
  const call = client(app, token);
  // Each run its own process and connector, so that runs on the same database do not mix.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const key = `bench-throughput-${run}`;
  await deployOneTask(app, token, key, 'bench-map');
  const connector = await call<{ data: { id: number } }>('POST', '/api/mappingConnector', {
    name: `Bench mapping ${run}`,
    description: 'adds one',
    parameters: { expression: '{ "seen": n + 1 }' },
  });
  await call('POST', '/api/bindingMappingConnector', {
    processId: key,
    topic: 'bench-map',
    connectorId: connector.data.id,
  });
  const completed = async () =>
    (
      await db
        .select({ n: count() })
        .from(processInstances)
        .where(
          and(eq(processInstances.definitionKey, key), eq(processInstances.state, 'COMPLETED')),
        )
    )[0].n;
  const started = performance.now();
  await inParallel(instances, THROUGHPUT_CALLERS, (i) =>
    call('POST', `${REST}/process-definition/key/${key}/start`, {
      variables: { n: { value: i, type: 'Integer' } },
    }),
  );
  const startsDone = performance.now();
  await until(async () => (await completed()) === instances, 120_000, 'every instance to end');
  const seconds = (performance.now() - started) / 1000;
  return {
    instances,
    seconds,
    rate: instances / seconds,
    startSeconds: (startsDone - started) / 1000,
  };
}
