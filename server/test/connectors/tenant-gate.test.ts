import assert from 'node:assert/strict';
import { it } from 'node:test';
import { TenantGate } from '../../src/modules/connectors/worker/tenant-gate';

/** A run that holds its slot until `release` is called. */
function heldRun(log: { running: number; most: number }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const work = async () => {
    log.running++;
    log.most = Math.max(log.most, log.running);
    await held;
    log.running--;
  };
  return { work, release: () => release() };
}

it('runs at most its capacity per tenant at once, the rest in turn, other tenants beside', async () => {
  const gate = new TenantGate(2);
  const acme = { running: 0, most: 0 };
  const other = { running: 0, most: 0 };
  const acmeRuns = Array.from({ length: 5 }, () => heldRun(acme));
  const done = acmeRuns.map((run) => gate.run('1', run.work));
  const otherRun = heldRun(other);
  const otherDone = gate.run('2', otherRun.work);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(acme.running, 2, 'two of the tenant run, three wait');
  assert.equal(other.running, 1, 'another tenant is not held up by the first');
  for (const run of acmeRuns) {
    run.release();
    await new Promise((resolve) => setImmediate(resolve));
  }
  otherRun.release();
  await Promise.all([...done, otherDone]);
  assert.equal(acme.most, 2);
  assert.equal(acme.running, 0);
});

it('a run that throws gives its slot to the next', async () => {
  const gate = new TenantGate(1);
  const failed = gate.run('1', () => Promise.reject(new Error('boom')));
  const next = gate.run('1', async () => 'ran');
  await assert.rejects(failed, /boom/);
  assert.equal(await next, 'ran');
});
