import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startWorker } from '../../src/threads/start-worker';
import { ThreadPool } from '../../src/threads/thread-pool';
import type { FixtureRequest } from './fixture-worker';

let pool: ThreadPool<FixtureRequest>;
const lost: number[] = [];

before(async () => {
  pool = new ThreadPool<FixtureRequest>(3, () => startWorker(__dirname, 'fixture-worker', {}), {
    onLost: (index) => lost.push(index),
  });
  await pool.ready;
});
after(() => pool.close());

describe('a thread pool', () => {
  it('sends a key to the same thread every time and spreads keys over all threads', () => {
    const keys = Array.from({ length: 60 }, (_, i) => `instance-${i}`);
    for (const key of keys) assert.equal(pool.of(key), pool.of(key));
    assert.deepEqual(new Set(keys.map((key) => pool.indexOf(key))), new Set([0, 1, 2]));
  });

  it('replaces a thread that dies and says which one it was', async () => {
    const key = 'instance-7';
    const dying = pool.of(key);
    await assert.rejects(dying.call({ op: 'exit' }), /exited/);
    assert.deepEqual(lost, [pool.indexOf(key)]);
    const replacement = pool.of(key);
    assert.notEqual(replacement, dying);
    await replacement.ready;
    assert.equal(await replacement.call({ op: 'echo', value: 'again' }), 'again');
  });
});

describe('a thread pool before any work', () => {
  it('starts its threads together when the first work comes, and none before', async () => {
    const idle = new ThreadPool<FixtureRequest>(3, () =>
      startWorker(__dirname, 'fixture-worker', {}),
    );
    try {
      assert.equal(idle.started, 0);
      idle.tell({ op: 'echo', value: 'to nobody' });
      assert.equal(idle.started, 0, 'telling started no thread');
      assert.equal(await idle.of('instance-1').call({ op: 'echo', value: 'one' }), 'one');
      assert.equal(idle.started, 3);
      assert.deepEqual(await idle.askAll({ op: 'echo', value: 'all' }), ['all', 'all', 'all']);
    } finally {
      await idle.close();
    }
    assert.throws(() => idle.of('instance-1'), /closed/);
  });
});
