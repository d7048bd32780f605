import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import { REST } from '../engine/api';

/**
 * The cluster test's clients, all talking to the balancer as real ones would: starters, and
 * external-task workers that fetch, lock and complete. A request that fails (a process died
 * under it: 502, or the connection dropped) is counted by kind in `failures`, then retried
 * where a real client would, or left for the task's lock to expire.
 */
export interface Load {
  failures: Record<string, number>;
  /** Starts answered 200 so far. */
  started: () => number;
  /** Starts until `count` instances exist, `concurrency` at a time, or until `stop()` says so. */
  startAll: (count: number, concurrency: number, stop: () => boolean) => Promise<void>;
  /** A worker of one topic that fetches and completes until `stop()` says so. */
  work: (workerId: string, topicName: string, stop: () => boolean) => Promise<void>;
}

export interface LoadOptions {
  base: string;
  token: string;
  key: string;
  lockMs: number;
  /** The test's own connection to the database: whether a start whose answer was lost took. */
  pool: Pool;
}

const TASKS_PER_FETCH = 20;
const COMPLETES_AT_ONCE = 10;

export function createLoad({ base, token, key, lockMs, pool }: LoadOptions): Load {
  const failures: Record<string, number> = {};
  let startedCount = 0;
  const fail = (kind: string) => (failures[kind] = (failures[kind] ?? 0) + 1);

  const call = async (url: string, body: unknown) => {
    try {
      const response = await fetch(`${base}${REST}${url}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    } catch {
      return { status: 0, text: '' };
    }
  };

  const started = async (businessKey: string) =>
    (
      await pool.query(
        'select 1 from process_instance where definition_key = $1 and business_key = $2',
        [key, businessKey],
      )
    ).rowCount !== 0;

  async function startOne(businessKey: string) {
    for (let attempt = 1; ; attempt++) {
      const answer = await call(`/process-definition/key/${key}/start`, { businessKey });
      if (answer.status === 200) return void startedCount++;
      fail(`start ${answer.status}`);
      // The process may have died after its commit and before its answer: look, do not start twice.
      if (await started(businessKey)) return;
      if (attempt === 5) return void fail('start given up');
      await sleep(200 * attempt);
    }
  }

  async function completeOne(taskId: string, workerId: string) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await call(`/external-task/${taskId}/complete`, { workerId });
      if (answer.status === 204) return;
      fail(`complete ${answer.status}`);
      // Gone (done by an earlier try whose answer was lost) or locked anew by another worker
      // after this lock expired: nothing left for this worker to do.
      if (answer.status === 404 || answer.status === 400) return;
      await sleep(200 * attempt);
    }
    // Left for the lock to expire: another fetch hands the task out again.
  }

  return {
    failures,
    started: () => startedCount,
    async startAll(count, concurrency, stop) {
      let next = 0;
      const starter = async () => {
        while (next < count && !stop()) await startOne(`c-${next++}`);
      };
      await Promise.all(Array.from({ length: concurrency }, starter));
    },
    async work(workerId, topicName, stop) {
      while (!stop()) {
        const answer = await call('/external-task/fetchAndLock', {
          workerId,
          maxTasks: TASKS_PER_FETCH,
          asyncResponseTimeout: 1000,
          topics: [{ topicName, lockDuration: lockMs }],
        });
        if (answer.status !== 200) {
          fail(`fetchAndLock ${answer.status}`);
          await sleep(200);
          continue;
        }
        const tasks = JSON.parse(answer.text) as { id: string }[];
        for (let at = 0; at < tasks.length; at += COMPLETES_AT_ONCE) {
          const slice = tasks.slice(at, at + COMPLETES_AT_ONCE);
          await Promise.all(slice.map((task) => completeOne(task.id, workerId)));
        }
      }
    },
  };
}
