import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedDefinition, T0 } from './queries-fixtures';
import { REST, startQueryServer, type QueryServer } from './queries-server';

/**
 * The history pages and counts at scale answer right: newest first, filtered, counted from
 * instance_count equal to count(*). The rows are made in SQL the way the seed CLI makes them.
 * No ANALYZE: the plans must work without statistics. How fast they answer with a million
 * instances is measured by `pnpm bench:engine`, not here.
 */
const INSTANCES = 200_000;

let server: QueryServer;
let definitionId: string;

async function bulkInstances(
  tenantId: number,
  definitions: { id: string; key: string }[],
  count: number,
) {
  const ids = sql.raw(`array[${definitions.map((d) => `'${d.id}'`).join(',')}]`);
  const keys = sql.raw(`array[${definitions.map((d) => `'${d.key}'`).join(',')}]`);
  const prefix = `t${tenantId}-`;
  await server.db.execute(sql`
    insert into process_instance
      (id, tenant_id, definition_id, definition_key, business_key, state, incidents, start_time, end_time,
       start_activity_id, delete_reason)
    select ${prefix} || n, ${tenantId}, (${ids})[1 + n % ${definitions.length}],
      (${keys})[1 + n % ${definitions.length}], 'BK-' || n, s.state,
      case when n % 1000 = 95 then 1 else 0 end,
      ${new Date(T0).toISOString()}::timestamptz + n * interval '30 seconds',
      case when s.state in ('ACTIVE', 'SUSPENDED') then null
        else ${new Date(T0).toISOString()}::timestamptz + n * interval '30 seconds' + (n % 600) * interval '1 second' end,
      'start', case when s.state = 'EXTERNALLY_TERMINATED' then 'stopped' end
    from generate_series(1, ${count}) n,
      lateral (select case when n % 100 < 80 then 'COMPLETED' when n % 100 < 90 then 'EXTERNALLY_TERMINATED'
        when n % 100 < 93 then 'INTERNALLY_TERMINATED' when n % 100 < 98 then 'ACTIVE'
        else 'SUSPENDED' end as state) s`);
}

before(async () => {
  server = await startQueryServer();
  const { db, acme, globex } = server;
  const acmeDefinitions = [
    await seedDefinition(db, acme, { key: 'order', version: 1, name: 'Order' }),
    await seedDefinition(db, acme, { key: 'order', version: 2, name: 'Order' }),
    await seedDefinition(db, acme, { key: 'invoice', version: 1, name: 'Invoice' }),
  ];
  definitionId = acmeDefinitions[1].id;
  const globexDefinitions = [await seedDefinition(db, globex, { key: 'order', version: 1 })];
  await db.execute(sql`alter table process_instance disable trigger user`);
  await bulkInstances(acme, acmeDefinitions, INSTANCES);
  await bulkInstances(globex, globexDefinitions, 20_000);
  await db.execute(sql`
    insert into instance_count (tenant_id, definition_id, state, count)
    select tenant_id, definition_id, state, count(*) from process_instance
    group by tenant_id, definition_id, state`);
  await db.execute(sql`alter table process_instance enable trigger user`);
});
after(() => server?.close());

/** A GET that must answer 200 with at most a page of rows (or a count). */
async function answers(url: string) {
  const response = await server.get(url);
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  const body = response.json() as unknown;
  if (Array.isArray(body)) assert.ok(body.length <= 10, `${url}: ${body.length} rows`);
}

const HISTORY = `${REST}/history/process-instance`;
const CONSOLE = '/api/camunda/history/process-instance';

describe(`queries over ${INSTANCES.toLocaleString('en-US')} instances`, () => {
  it('answers the first history pages newest first, with and without filters', async () => {
    const first = await server.json<{ id: string; startTime: string }[]>(
      `${HISTORY}?maxResults=10`,
    );
    assert.equal(first[0].id, `t${server.acme}-${INSTANCES}`);
    assert.equal(first.length, 10);
    const active = await server.json<{ state: string }[]>(`${HISTORY}?maxResults=10&state=ACTIVE`);
    assert.ok(active.every((row) => row.state === 'ACTIVE'));
    const urls = [
      `${HISTORY}?firstResult=0&maxResults=10`,
      `${HISTORY}?maxResults=10&state=COMPLETED`,
      `${HISTORY}?maxResults=10&state=ACTIVE`,
      `${HISTORY}?maxResults=10&unfinished=true`,
      `${HISTORY}?maxResults=10&finished=true`,
      `${HISTORY}?maxResults=10&firstResult=100`,
      `${HISTORY}?maxResults=10&processDefinitionId=${definitionId}`,
      `${HISTORY}?maxResults=10&processDefinitionKey=order`,
      `${HISTORY}?maxResults=10&processDefinitionKey=invoice&state=COMPLETED`,
      `${CONSOLE}?maxResults=10&state=Cancelled`,
      `${CONSOLE}?maxResults=10&state=Incident`,
      `${CONSOLE}?maxResults=10&state=Active`,
      `${REST}/process-instance?maxResults=10`,
    ];
    for (const url of urls) await answers(url);
  });

  it('counts from instance_count, equal to count(*)', async () => {
    const urls = [
      `${HISTORY}/count`,
      `${HISTORY}/count?state=ACTIVE`,
      `${HISTORY}/count?unfinished=true`,
      `${HISTORY}/count?finished=true`,
      `${HISTORY}/count?processDefinitionKey=order`,
      `${HISTORY}/count?processDefinitionId=${definitionId}&state=COMPLETED`,
      `${CONSOLE}/count?state=Cancelled`,
      `${CONSOLE}/count?state=Active`,
      `${CONSOLE}/count?state=Incident`,
      `${REST}/process-instance/count`,
      '/api/camunda/statistics',
      `${REST}/process-definition/statistics`,
    ];
    for (const url of urls) await answers(url);
    const { count } = await server.json<{ count: number }>(`${HISTORY}/count?unfinished=true`);
    const real = await server.db.execute(sql`
      select count(*) as n from process_instance
      where tenant_id = ${server.acme} and state in ('ACTIVE', 'SUSPENDED')`);
    assert.equal(count, Number((real as unknown as { rows: { n: string }[] }).rows[0].n));
    assert.equal(count, (INSTANCES * 7) / 100);
    const stats = await server.json<{ total: number; incident: number }>('/api/camunda/statistics');
    assert.equal(stats.total, INSTANCES);
    assert.equal(stats.incident, INSTANCES / 1000);
  });
});
