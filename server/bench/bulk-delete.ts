import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { batches } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { client, deployOneTask, inParallel, ms, percentile, REST } from './support';

/**
 * Starts `instances` instances that wait at a task nobody serves, deletes them all as one
 * batch, and meanwhile lists history over HTTP: the p95 of that list call while the batch runs.
 */
export async function measureBulkDelete(
  app: FastifyInstance,
  db: Db,
  baseUrl: string,
  token: string,
  instances: number,
) {
  const call = client(app, token);
  await deployOneTask(app, token, 'bench-bulk', 'nobody-serves-this');
  const ids: string[] = [];
  const startsBegan = performance.now();
  await inParallel(instances, 20, async () => {
    ids.push(
      (await call<{ id: string }>('POST', `${REST}/process-definition/key/bench-bulk/start`, {}))
        .id,
    );
  });
  const startSeconds = (performance.now() - startsBegan) / 1000;

  const listOnce = async () => {
    const started = performance.now();
    const response = await fetch(
      `${baseUrl}${REST}/history/process-instance?sortBy=startTime&sortOrder=desc&maxResults=10`,
      { headers: { token } },
    );
    await response.text();
    return performance.now() - started;
  };
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push(await listOnce());

  const began = performance.now();
  const batch = await call<{ id: string }>('POST', `${REST}/process-instance/delete`, {
    processInstanceIds: ids,
    deleteReason: 'benchmark',
    skipCustomListeners: true,
  });
  const latencies: number[] = [];
  let finished = false;
  const watcher = (async () => {
    while (!finished) {
      const [row] = await db
        .select({ endTime: batches.endTime })
        .from(batches)
        .where(eq(batches.id, batch.id));
      finished = row.endTime !== null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const lister = async () => {
    while (!finished) {
      const started = performance.now();
      const response = await fetch(
        `${baseUrl}${REST}/history/process-instance?sortBy=startTime&sortOrder=desc&maxResults=10`,
        { headers: { token } },
      );
      await response.text();
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all([watcher, lister(), lister()]);
  const batchSeconds = (performance.now() - began) / 1000;
  console.log(
    `  ${instances} instances started in ${startSeconds.toFixed(1)} s; deleted as one batch in ${batchSeconds.toFixed(1)} s`,
  );
  console.log(
    `  history list before the batch: median ${ms(percentile(quiet, 50))}; during it: ${latencies.length} calls, median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (goal: p95 under 100 ms)`,
  );
  return { batchSeconds, p95: percentile(latencies, 95), calls: latencies.length };
}
