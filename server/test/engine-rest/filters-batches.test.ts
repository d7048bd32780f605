import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { batches } from '../../src/db/schema';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { dateParam, listedBy, refusesBadDate } from './filters-helpers';

/**
 * The batch filters (issue 9 §2): tenants, creator, start time and failures. Two deletion
 * batches, started apart; `first` counts a failed job. The engine finishes a batch within
 * moments, so the narrowing is shown on /history/batch, which shares the conditions with
 * /batch and /batch/statistics; those are checked for the filters that hold either way.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
type Batch = { id: string; startTime: string; tenantId: string; createUserId: string };
const made: Record<string, Batch> = {};

const HISTORY = `${REST}/history/batch`;
const RUNTIME = [`${REST}/batch`, `${REST}/batch/statistics`];

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  for (const name of ['first', 'second']) {
    const { id } = await api.start('orders');
    made[name] = await api.ok<Batch>('POST', `${REST}/process-instance/delete`, {
      processInstanceIds: [id],
    });
    // Start times apart, to tell the batches apart by date.
    await sleep(20);
  }
  // Waits on the list alone: listedBy also compares it with the count, and a batch that ends
  // between those two reads would fail the wait instead of letting it poll again (seen in CI).
  await eventually(
    async () => (await api.ok<unknown[]>('GET', `${HISTORY}?completed=true`)).length === 2,
    'batches done',
  );
  // A failed job is an instance that had ended before the batch reached it: too quick a race
  // to stage through the API, so the count is set on the finished batch.
  await server.db.update(batches).set({ failedJobs: 1 }).where(eq(batches.id, made.first.id));
});
after(() => server?.close());

const named = (ids: string[]) =>
  ids.map((id) => Object.keys(made).find((name) => made[name].id === id)).sort();
const history = async (query: string) => named(await listedBy(api, HISTORY, query));

describe('GET /history/batch filters', () => {
  it('narrows by tenant, creator and start time', async () => {
    assert.deepEqual(await history(`tenantIdIn=${made.first.tenantId}`), ['first', 'second']);
    assert.deepEqual(await history('tenantIdIn=other'), []);
    assert.deepEqual(await history('withoutTenantId=true'), []);
    assert.deepEqual(await history(`createdBy=${made.first.createUserId}`), ['first', 'second']);
    assert.deepEqual(await history('createdBy=somebody-else'), []);
    assert.deepEqual(await history(`startedBefore=${dateParam(made.first.startTime)}`), ['first']);
    assert.deepEqual(await history(`startedAfter=${dateParam(made.second.startTime)}`), ['second']);
    await refusesBadDate(api, HISTORY, 'startedBefore');
    await refusesBadDate(api, HISTORY, 'startedAfter');
  });

  it('narrows by failures', async () => {
    assert.deepEqual(await history('withFailures=true'), ['first']);
    assert.deepEqual(await history('withoutFailures=true'), ['second']);
  });
});

describe('GET /batch and /batch/statistics filters', () => {
  it('answer nothing for other tenants, other creators or no tenant', async () => {
    for (const url of RUNTIME) {
      for (const query of ['tenantIdIn=other', 'withoutTenantId=true', 'createdBy=somebody-else']) {
        assert.deepEqual(await listedBy(api, url, query), [], `${url}?${query}`);
      }
      assert.deepEqual(await listedBy(api, url, 'startedAfter=2999-01-01T00:00:00.000%2B0000'), []);
      assert.deepEqual(await listedBy(api, url, 'withFailures=true&withoutFailures=true'), []);
      await refusesBadDate(api, url, 'startedBefore');
      await refusesBadDate(api, url, 'startedAfter');
    }
  });
});
