import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processInstances } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { client, deployOneTask, inParallel, REST, until, type Call } from './support';

/** Callers starting instances at once (as many HTTP clients would). */
export const THROUGHPUT_CALLERS = 40;

/** The connector that does the task: a JSONata mapping, or a script command of a package. */
export type BenchConnector = 'mapping' | 'script';

/** Makes the connector that adds one to `n`, and binds it to the process's topic. */
export async function bindAddOne(call: Call, kind: BenchConnector, run: string, key: string) {
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
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await inParallel(instances, THROUGHPUT_CALLERS, (i) =>
    call('POST', `${REST}/process-definition/key/${key}/start`, {
      variables: { n: { value: i, type: 'Integer' } },
    }),
  );
  const startsDone = performance.now();
  // A shared, busy machine can be ten times slower than an idle one: no false time-out.
  const patienceMs = Math.max(120_000, instances * 100);
  await until(
    async () => (await completed()) === instances,
    patienceMs,
    'every instance to end',
  ).catch(async (error: unknown) => {
    // Where they stopped: instance states, and the tasks by lock and retries.
    const states = await db.execute(sql`select state, count(*) from process_instance
        where definition_key = ${key} group by 1`);
    const tasks = await db.execute(sql`select worker_id, lock_expiration_time > now() as locked,
        retries, left(error_message, 300) as error, count(*) from external_task
        where definition_key = ${key} group by 1, 2, 3, 4`);
    console.log(JSON.stringify({ states, tasks }));
    throw error;
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    instances,
    seconds,
    /**
     * CPU time of this process (all its threads: HTTP, engine, embedded database) per instance:
     * steadier than the rate on a shared machine; 2 cores allow 500/s below 4 ms.
     */
    cpuMsPerInstance: (cpu.user + cpu.system) / 1000 / instances,
    rate: instances / seconds,
    startSeconds: (startsDone - started) / 1000,
  };
}
