import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '../harness';
import type { HttpTarget } from './http-target';
import { startWorkerServer, type WorkerFlows } from './worker-flows';

/**
 * Command connectors run by the built-in worker inside the real server, against a local HTTP
 * server: what the endpoint receives, and what each kind of answer does to the instance.
 */
let flows: WorkerFlows;
let target: HttpTarget;
let close: (() => Promise<void>) | undefined;

before(async () => {
  ({ acme: flows, target, close } = await startWorkerServer());
});
after(() => close?.());

const ORDER = { amount: { value: 120, type: 'Integer' }, buyer: { value: 'Ann', type: 'String' } };

/** A command connector calling `path`, bound to a new process `key` with one started instance. */
async function commandRun(key: string, path: string, timeout = 2000, method = 'POST') {
  const connector = await flows.api.command(`Command ${key}`, target.url(path), timeout, method);
  return flows.run(key, 'Command', connector.id, ORDER);
}

describe('a command connector', () => {
  it('sends the variables as JSON and completes the instance with the JSON object answered', async () => {
    const id = await commandRun('confirm', '/ok');
    await flows.ended(id);
    const request = target.received.find((r) => r.path === '/ok');
    assert.equal(request?.method, 'POST');
    assert.equal(request?.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(request?.body ?? ''), { amount: 120, buyer: 'Ann' });
    const vars = await flows.variablesOf(id);
    assert.deepEqual(vars.confirmed, { type: 'Boolean', value: true });
    assert.deepEqual(vars.orderNo, { type: 'String', value: 'PO-7' });
    assert.deepEqual(vars.echo, { type: 'Json', value: '{"amount":120,"buyer":"Ann"}' });
    assert.deepEqual(
      (await flows.taskLog(id)).map((row) => row.state),
      ['created', 'successful'],
    );
    const [run] = await flows.runsOf('confirm');
    assert.equal(run.status, 'success');
    assert.equal(JSON.parse(run.output ?? '').orderNo, 'PO-7');
  });

  it('completes without new variables when the answer is not a JSON object, and sends no body on GET', async () => {
    const id = await commandRun('lookup', '/text', 2000, 'GET');
    await flows.ended(id);
    assert.deepEqual(Object.keys(await flows.variablesOf(id)).sort(), ['amount', 'buyer']);
    const request = target.received.find((r) => r.path === '/text');
    assert.equal(request?.method, 'GET');
    assert.equal(request?.body, '');
  });

  it('fails on a non-2xx answer, tries again when the retry timeout ends, then opens an incident', async () => {
    const id = await commandRun('reject', '/status/503');
    await eventually(async () => (await flows.openIncidents(id)).length === 1, 'the incident');
    assert.deepEqual(
      (await flows.taskLog(id)).map((row) => [row.state, row.retries, row.errorMessage]),
      [
        ['created', null, null],
        ['failed', 2, 'The command answered HTTP 503'],
        ['failed', 1, 'The command answered HTTP 503'],
        ['failed', 0, 'The command answered HTTP 503'],
      ],
    );
    const failures = await flows.failures(id);
    // The built-in worker's retry timeout is a second: no attempt before it ends.
    for (let n = 1; n < failures.length; n++) {
      const waited = failures[n].at - failures[n - 1].at;
      assert.ok(waited >= 1000 && waited < 5000, `attempt ${n + 1} came after ${waited} ms`);
    }
    const [incident] = await flows.openIncidents(id);
    assert.equal(incident.incidentType, 'failedExternalTask');
    assert.equal(incident.incidentMessage, 'The command answered HTTP 503');
    assert.equal(incident.activityId, 'task');
    assert.equal((await flows.instance(id)).state, 'ACTIVE');
    const runs = await flows.runsOf('reject', 3);
    assert.ok(runs.every((run) => run.status === 'failed' && run.output === 'answered 503'));
    assert.equal(runs[0].message, 'The command answered HTTP 503');
    await eventually(async () => (await flows.logOf(id)).length === 3, 'the log lines');
    assert.equal(
      (await flows.logOf(id)).at(-1),
      'Connector "Command reject" failed for topic "reject-topic": The command answered HTTP 503 (no retries left)',
    );
    // Nothing runs once the retries are out: a retry timeout later, still three attempts.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    assert.equal(target.received.filter((r) => r.path === '/status/503').length, 3);
    assert.equal((await flows.runsOf('reject')).length, 3);
  });

  it('fails when the endpoint takes longer than the timeout in ms', async () => {
    const id = await commandRun('slow', '/slow/3000', 200);
    const failure = await flows.firstFailure(id);
    assert.equal(failure.errorMessage, 'The command timed out after 200 ms');
    const [run] = await flows.runsOf('slow');
    assert.ok(run.durationMs >= 190 && run.durationMs < 2000, `took ${run.durationMs} ms`);
  });

  it('fails when the answer is larger than 4 MiB', async () => {
    const id = await commandRun('huge', '/big');
    assert.equal(
      (await flows.firstFailure(id)).errorMessage,
      'The command answered more than 4 MiB',
    );
  });

  it('fails when the endpoint cannot be reached', async () => {
    const connector = await flows.api.command('Nowhere', 'http://127.0.0.1:1/none', 1000);
    const id = await flows.run('nowhere', 'Command', connector.id);
    assert.match(
      (await flows.firstFailure(id)).errorMessage ?? '',
      /^The command could not reach http:\/\/127\.0\.0\.1:1\/none: /,
    );
  });
});
