import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../src/http/envelope';
import { startWorker } from '../../src/threads/start-worker';
import { ThreadClient } from '../../src/threads/thread-client';
import type { FixtureRequest } from './fixture-worker';

let client: ThreadClient<FixtureRequest, string>;
const heard: string[] = [];

before(async () => {
  client = new ThreadClient(startWorker(__dirname, 'fixture-worker', {}), {
    onNotice: (text) => heard.push(text),
  });
  await client.ready;
});
after(() => client.terminate());

describe('a thread client', () => {
  it('gets back what the thread answers, dates and maps included', async () => {
    const value = { at: new Date('2026-01-02T03:04:05Z'), byName: new Map([['a', 1]]) };
    assert.deepEqual(await client.call({ op: 'echo', value }), value);
  });

  it('rethrows an ApiError from the thread as an ApiError with its status', async () => {
    const error = await client.call({ op: 'apiError' }).catch((caught: unknown) => caught);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    assert.equal(error.message, 'Refused in the thread');
  });

  it('keeps the fields of a database error (code, constraint)', async () => {
    await assert.rejects(client.call({ op: 'pgError' }), {
      code: '23505',
      constraint: 'bp_name',
      message: 'duplicate key value violates unique constraint "bp_name"',
    });
  });

  it('hears what the thread says unasked', async () => {
    await client.call({ op: 'notify', text: 'a timer is due' });
    assert.deepEqual(heard, ['a timer is due']);
  });

  it('fails the pending and later calls when the thread exits', async () => {
    await assert.rejects(client.call({ op: 'exit' }), { message: 'The worker thread exited (3)' });
    assert.equal(client.running, false);
    await assert.rejects(client.call({ op: 'echo', value: 1 }), {
      message: 'The worker thread exited (3)',
    });
  });
});
