import type { Db } from '../../src/db/types';
import {
  seedActivity,
  seedDefinition,
  seedInstance,
  seedVariable,
  type Instance,
} from './queries-fixtures';
import { startQueryServer } from './queries-server';
import { seedIncident } from './queries-task-fixtures';

/**
 * The instances most query tests read. Acme: order v1 and v2 ("Order"), invoice v1
 * ("Invoice"); eight instances started 10 minutes apart (a0 first, a7 last):
 *   a0 order v1 COMPLETED PO-1 (5 min)     a4 invoice EXTERNALLY_TERMINATED INV-1 (2 min)
 *   a1 order v2 ACTIVE PO-2                a5 invoice INTERNALLY_TERMINATED INV-2
 *   a2 order v2 SUSPENDED PO-3             a6 invoice COMPLETED inv_3 (3 min), resolved incident
 *   a3 order v2 ACTIVE PO-4, open incident a7 order v1 ACTIVE, no business key
 * Globex: order v1 with g0 ACTIVE and g1 COMPLETED.
 */
export async function seedScenario(db: Db, acme: number, globex: number) {
  const orderV1 = await seedDefinition(db, acme, { key: 'order', version: 1, name: 'Order' });
  const orderV2 = await seedDefinition(db, acme, {
    key: 'order',
    version: 2,
    name: 'Order',
    versionTag: 'v2',
  });
  const invoice = await seedDefinition(db, acme, { key: 'invoice', version: 1, name: 'Invoice' });
  const a0 = await seedInstance(db, orderV1, {
    id: 'a0',
    state: 'COMPLETED',
    start: 0,
    duration: 5,
    businessKey: 'PO-1',
  });
  const a1 = await seedInstance(db, orderV2, {
    id: 'a1',
    state: 'ACTIVE',
    start: 10,
    businessKey: 'PO-2',
  });
  const a2 = await seedInstance(db, orderV2, {
    id: 'a2',
    state: 'SUSPENDED',
    start: 20,
    businessKey: 'PO-3',
  });
  const a3 = await seedInstance(db, orderV2, {
    id: 'a3',
    state: 'ACTIVE',
    start: 30,
    businessKey: 'PO-4',
    incidents: 1,
  });
  const a4 = await seedInstance(db, invoice, {
    id: 'a4',
    state: 'EXTERNALLY_TERMINATED',
    start: 40,
    duration: 2,
    businessKey: 'INV-1',
    deleteReason: 'stopped',
  });
  const a5 = await seedInstance(db, invoice, {
    id: 'a5',
    state: 'INTERNALLY_TERMINATED',
    start: 50,
    businessKey: 'INV-2',
    deleteReason: 'boom',
  });
  const a6 = await seedInstance(db, invoice, {
    id: 'a6',
    state: 'COMPLETED',
    start: 60,
    duration: 3,
    businessKey: 'inv_3',
  });
  const a7 = await seedInstance(db, orderV1, { id: 'a7', state: 'ACTIVE', start: 70 });
  await seedIncident(db, a3, { id: 'i-a3', at: 31 });
  await seedIncident(db, a6, { id: 'i-a6', at: 61, state: 'resolved' });

  // a3 waits in its task (with the incident); a1 waits in its task; a7 waits at a timer.
  const a3Task = await seedStartAndTask(db, a3, 30);
  await seedStartAndTask(db, a1, 10);
  await seedActivity(db, a7, { activityId: 'wait', type: 'intermediateTimer', start: 70 });
  await seedStartAndTask(db, a0, 0, 4);
  await seedActivity(db, a0, { activityId: 'end', type: 'noneEndEvent', start: 4, end: 5 });
  await seedActivity(db, a4, {
    activityId: 'task',
    type: 'serviceTask',
    start: 40,
    end: 42,
    canceled: true,
  });

  await seedVariable(db, a1, 'amount', 'Integer', 5);
  await seedVariable(db, a1, 'customer', 'String', 'ACME');
  await seedVariable(db, a1, 'order', 'Json', { lines: [1, 2] });
  await seedVariable(db, a1, 'due', 'Date', '2024-01-31T12:00:00.000Z');
  await seedVariable(db, a1, 'nothing', 'Null', null);
  await seedVariable(db, a0, 'amount', 'Integer', 7);

  const globexOrder = await seedDefinition(db, globex, {
    key: 'order',
    version: 1,
    name: 'Globex order',
  });
  const g0 = await seedInstance(db, globexOrder, {
    id: 'g0',
    state: 'ACTIVE',
    start: 15,
    businessKey: 'PO-2',
  });
  const g1 = await seedInstance(db, globexOrder, { id: 'g1', state: 'COMPLETED', start: 25 });
  await seedVariable(db, g0, 'amount', 'Integer', 9);
  await seedActivity(db, g0, { activityId: 'task', type: 'serviceTask', start: 15 });
  return {
    definitions: { orderV1, orderV2, invoice, globexOrder },
    instances: { a0, a1, a2, a3, a4, a5, a6, a7, g0, g1 },
    a3Task,
  };
}
export type Scenario = Awaited<ReturnType<typeof seedScenario>>;

/** The start event, passed at `start`, then the task "Do work" entered then (left at `end`). */
async function seedStartAndTask(db: Db, instance: Instance, start: number, end?: number) {
  await seedActivity(db, instance, { activityId: 'start', type: 'startEvent', start, end: start });
  return seedActivity(db, instance, {
    activityId: 'task',
    type: 'serviceTask',
    start,
    end,
    name: 'Do work',
  });
}

/** The query server with the scenario seeded: what most query test files start from. */
export async function startScenarioServer() {
  const server = await startQueryServer();
  return { server, scenario: await seedScenario(server.db, server.acme, server.globex) };
}
