import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Detail } from '../../src/cluster/bus';
import { BUS_APPLICATION_NAME, PostgresBus } from '../../src/cluster/postgres-bus';
import { StoreLockRefused, type StoreLockMode } from '../../src/cluster/store-lock';
import type { Db } from '../../src/db/types';
import { adminQuery as admin } from '../pg-admin';

/**
 * The bus across processes (issue 27 §1 "Caches and signals"): two buses on one database stand
 * for two server processes. PostgreSQL only; a database of its own, so that its notifications
 * and its file store lock meet no other test's.
 */
const url = process.env.TEST_DATABASE_URL;
const name = `console_bus_${randomBytes(5).toString('hex')}`;
const quiet = { warn: () => {}, error: () => {} };
let pool: Pool | undefined;
const opened: PostgresBus[] = [];

const databaseUrl = () => {
  const target = new URL(String(url));
  target.pathname = `/${name}`;
  return target.toString();
};

async function open(lock: StoreLockMode = 'shared') {
  const db = drizzle(pool!) as unknown as Db;
  const bus = await PostgresBus.open({ url: databaseUrl(), db, lock, log: quiet });
  opened.push(bus);
  return bus;
}

/** Resolves with the detail of the first message on `topic` that `bus` delivers. */
const next = (bus: PostgresBus, topic: 'callers' | 'definitions') =>
  new Promise<Detail | null>((resolve) => {
    const unsubscribe = bus.subscribe(topic, (detail) => {
      unsubscribe();
      resolve(detail);
    });
  });

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`nothing within ${ms} ms`);
    }),
  ]);

before(async () => {
  if (!url) return;
  await admin(`create database ${name}`);
  pool = new Pool({ connectionString: databaseUrl(), max: 2 });
});
after(async () => {
  for (const bus of opened) await bus.close();
  await pool?.end();
  if (url) await admin(`drop database if exists ${name} with (force)`);
});

describe('the PostgreSQL cluster bus', { skip: !url }, () => {
  it("delivers to its own subscribers at once and to the other process's, but not twice", async () => {
    const [a, b] = [await open(), await open()];
    const heardByA: Array<Detail | null> = [];
    a.subscribe('definitions', (detail) => heardByA.push(detail));
    const atB = next(b, 'definitions');
    const sent = Date.now();
    const publishing = a.publish('definitions', { kind: 'definition', id: 'flow:1:x' });
    assert.deepEqual(heardByA, [{ kind: 'definition', id: 'flow:1:x' }]);
    await publishing;
    assert.deepEqual(await within(1000, atB), { kind: 'definition', id: 'flow:1:x' });
    assert.ok(Date.now() - sent < 1000);
    await sleep(100);
    assert.equal(heardByA.length, 1, 'A heard its own message back');
  });

  it('sends a detail too long for NOTIFY as "anything may have changed"', async () => {
    const [a, b] = [await open(), await open()];
    const atB = next(b, 'callers');
    await a.publish('callers', { note: 'x'.repeat(9000) });
    assert.equal(await within(1000, atB), null);
  });

  it('reconnects a dropped connection, tells every subscriber, and hears the others again', async () => {
    const [a, b] = [await open(), await open()];
    const everything = next(b, 'callers');
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = '${name}' and application_name = '${BUS_APPLICATION_NAME}'`,
    );
    assert.equal(await within(5000, everything), null);
    // A's own connection came back too; give both a moment to LISTEN again.
    await sleep(300);
    const atB = next(b, 'definitions');
    await a.publish('definitions', { kind: 'deployed' });
    assert.deepEqual(await within(1000, atB), { kind: 'deployed' });
  });

  it('lets processes on a shared store start together, and refuses a local store beside them', async () => {
    for (const bus of opened.splice(0)) await bus.close();
    await open('shared');
    await open('shared');
    await assert.rejects(open('exclusive'), StoreLockRefused);
    for (const bus of opened.splice(0)) await bus.close();
    await open('exclusive');
    await assert.rejects(open('exclusive'), StoreLockRefused);
    await assert.rejects(open('shared'), /FILE_STORE=database/);
    // Its lock goes with its connection: a process that stopped leaves room for the next.
    for (const bus of opened.splice(0)) await bus.close();
    await open('shared');
  });
});
