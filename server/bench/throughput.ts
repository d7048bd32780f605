import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processInstances } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { client, deployOneTask, inParallel, REST, until } from './support';

/** Callers starting instances at once (as many HTTP clients would). */
export const THROUGHPUT_CALLERS = 40;

/** The connector that does the task: a JSONata mapping, or a script command of a package. */
export type BenchConnector = 'mapping' | 'script';

/** Makes the connector that adds one to `n`, and binds it to the process's topic. */
async function bindAddOne(
  call: ReturnType<typeof client>,
  kind: BenchConnector,
  run: string,
  key: string,
) {
  if (kind === 'mapping') {
    const connector = await call<{ data: { id: number } }>('POST', '/api/mappingConnector', {
      name: `Bench mapping ${run}`,
      description: 'adds one',
      parameters: { expression: '{ "seen": n + 1 }' },
    });
    return call('POST', '/api/bindingMappingConnector', {
      processId: key,
      topic: 'bench-map',
      connectorId: connector.data.id,
    });
  }
  await call('POST', '/api/packageCommand', {
    packageId: `bench-${run}`,
    id: 'add-one',
    name: 'Add one',
    script: 'return [seen: input.n + 1]',
    paramsMeta: [],
  });
  const connector = await call<{ data: { id: number } }>(
    'POST',
    '/api/connector',
    {
      name: `Bench script ${run}`,
      timeout: 5000,
      packageId: `bench-${run}`,
      commandId: 'add-one',
      parameters: {},
    },
    { version: '1.2' },
  );
  return call('POST', '/api/bindingCommandConnector', {
    processId: key,
    topic: 'bench-map',
    connectorId: connector.data.id,
  });
}

/**
 * start → external task → end, the task done by the built-in connector worker with a mapping
 * or a script connector, every step persisted: instances per second from first start to last end.
 */
export async function measureThroughput(
  app: FastifyInstance,
  db: Db,
  token: string,
  instances: number,
  kind: BenchConnector = 'mapping',
) {
  const call = client(app, token);
  // Each run its own process and connector, so that runs on the same database do not mix.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const key = `bench-throughput-${run}`;
  await deployOneTask(app, token, key, 'bench-map');
  await bindAddOne(call, kind, run, key);
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
