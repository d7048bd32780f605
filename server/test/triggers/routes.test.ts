import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, Trigger } from '@console/shared/contract';
import { monitors } from '../../src/db/schema';
import { ACME, GLOBEX, type StartedServer } from '../harness';
import { callerApi, nextHour, startScheduledServer, V12, type CallerApi } from './helpers';

/** The trigger routes of SPEC §7 (issue 23 §2): admin only, tenant scoped, validated. */
let server: StartedServer;
let acme: CallerApi;
let globex: CallerApi;

const hourly = (name: string, extra: object = {}) => ({
  name,
  type: 'timer',
  schedule: '0 * * * *',
  processKey: 'orders',
  ...extra,
});

before(async () => {
  server = await startScheduledServer();
  acme = callerApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = callerApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
});
after(() => server?.close());

const eventConnector = (api: CallerApi, name: string) =>
  api.ok<{ id: number }>('POST', '/api/eventConnector', {
    name,
    parameters: { script: 'return [path: input.path]' },
  });
const monitorOf = async (tenantId: number, name: string) => {
  const [row] = await server.db
    .insert(monitors)
    .values({ tenantId, kind: 'file', name, processKey: 'orders', config: {} })
    .returning();
  return row.id;
};

describe('GET /api/trigger_type', () => {
  it('answers the trigger types as a key/value list', async () => {
    assert.deepEqual(await acme.ok('GET', '/api/trigger_type'), [
      { key: 'timer', value: 'Timer' },
      { key: 'event', value: 'Event' },
    ]);
  });
});

describe('timer triggers (/api/trigger, /api/delTrigger)', () => {
  it('creates, lists a page (with the version header), updates and deletes', async () => {
    const before = new Date();
    const made = await acme.ok<Trigger>(
      'POST',
      '/api/trigger',
      hourly('Hourly orders', { timezone: 'Europe/Paris', variables: { source: 'timer' } }),
    );
    assert.equal(made.bp, server.acme.tenantId);
    assert.equal(made.active, true);
    assert.deepEqual(made.variables, { source: 'timer' });
    assert.equal(made.nextFireAt, nextHour(before).toISOString());
    await acme.ok('POST', '/api/trigger', hourly('Another', { messageName: 'tick' }));

    const page = await acme.ok<Page<Trigger>>(
      'GET',
      '/api/trigger?page=1&pageSize=1',
      undefined,
      V12,
    );
    assert.deepEqual(
      { ...page, list: page.list.map((t) => t.name) },
      { list: ['Another'], total: 2, page: 1, pageSize: 1 },
    );
    const second = await acme.ok<Page<Trigger>>(
      'GET',
      '/api/trigger?page=2&pageSize=1',
      undefined,
      V12,
    );
    assert.deepEqual(
      second.list.map((t) => t.name),
      ['Hourly orders'],
    );
    const named = await acme.ok<Page<Trigger>>(
      'GET',
      `/api/trigger?name=hourly&type=timer&bpId=${server.acme.tenantId}`,
      undefined,
      V12,
    );
    assert.deepEqual(
      named.list.map((t) => t.id),
      [made.id],
    );
    const theirs = await globex.ok<Page<Trigger>>('GET', '/api/trigger', undefined, V12);
    assert.deepEqual(theirs, { list: [], total: 0, page: 1, pageSize: 10 });

    const changed = await acme.ok<Trigger>('PUT', '/api/trigger', {
      id: made.id,
      ...hourly('Hourly orders', { schedule: '30 6 * * *', timezone: 'UTC' }),
    });
    const sixThirty = new Date(before);
    sixThirty.setUTCHours(6, 30, 0, 0);
    if (sixThirty <= before) sixThirty.setUTCDate(sixThirty.getUTCDate() + 1);
    assert.equal(changed.nextFireAt, sixThirty.toISOString());
    assert.deepEqual(changed.variables, {}, 'a PUT replaces the trigger');
    const stopped = await acme.ok<Trigger>('PUT', '/api/trigger', {
      id: made.id,
      ...hourly('Hourly orders', { active: false }),
    });
    assert.equal(stopped.nextFireAt, null, 'a stopped trigger has no next fire');

    const deleted = await acme.send('DELETE', `/api/delTrigger/${made.id}`);
    assert.deepEqual(deleted.json(), { code: 200, msg: 'The trigger was deleted', data: null });
    const left = await acme.ok<Page<Trigger>>('GET', '/api/trigger', undefined, V12);
    assert.deepEqual(
      left.list.map((t) => t.name),
      ['Another'],
    );
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const cases: [object, string | RegExp][] = [
      [
        hourly('Bad cron', { schedule: 'every minute' }),
        "body.schedule is not a valid cron schedule: CronPattern: invalid configuration format ('every minute'), exactly five, six, or seven space separated parts are required.",
      ],
      [
        hourly('Bad minute', { schedule: '61 * * * *' }),
        'body.schedule is not a valid cron schedule: CronPattern: Invalid value for minute: 61',
      ],
      [
        hourly('Bad zone', { timezone: 'Mars/Olympus' }),
        'body.timezone is not a known timezone: Mars/Olympus',
      ],
      [hourly('No schedule', { schedule: null }), 'body.schedule is required for a timer trigger'],
      [
        hourly('Blank schedule', { schedule: '  ' }),
        'body.schedule is required for a timer trigger',
      ],
      [
        hourly('Nothing to do', { processKey: null }),
        'body.processKey or body.messageName is required for a timer trigger',
      ],
      [hourly('Bad type', { type: 'cron' }), /^body\.type /],
      [hourly('   '), /^body\.name /],
      [hourly('Bad vars', { variables: [1, 2] }), /^body\.variables /],
      [{ type: 'timer', schedule: '0 * * * *' }, 'body.name is required'],
    ];
    for (const [payload, msg] of cases)
      await acme.refused(400, msg, 'POST', '/api/trigger', payload);
  });

  it('refuses a taken name (409), and another tenant sees and changes nothing (404)', async () => {
    const mine = await acme.ok<Trigger>('POST', '/api/trigger', hourly('Taken'));
    await acme.refused(
      409,
      'A trigger named "Taken" already exists',
      'POST',
      '/api/trigger',
      hourly('Taken'),
    );
    const other = await acme.ok<Trigger>('POST', '/api/trigger', hourly('Other'));
    await acme.refused(409, 'A trigger named "Taken" already exists', 'PUT', '/api/trigger', {
      id: other.id,
      ...hourly('Taken'),
    });
    // Globex may have a trigger of the same name: names are per tenant.
    await globex.ok('POST', '/api/trigger', hourly('Taken'));
    const notFound = `No trigger with id ${mine.id}`;
    await globex.refused(404, notFound, 'PUT', '/api/trigger', { id: mine.id, ...hourly('Mine') });
    await globex.refused(404, notFound, 'DELETE', `/api/delTrigger/${mine.id}`);
    await globex.refused(404, notFound, 'GET', `/api/trigger/fires?id=${mine.id}`);
    await acme.refused(404, 'No trigger with id 999999', 'DELETE', '/api/delTrigger/999999');
  });

  it('answers the paged list only with the version header, and only for its own tenant', async () => {
    await acme.refused(400, 'This call needs the header "version: 1.2"', 'GET', '/api/trigger');
    await acme.refused(
      404,
      `No business partner with id ${server.globex.tenantId}`,
      'GET',
      `/api/trigger?bpId=${server.globex.tenantId}`,
      undefined,
      V12,
    );
    await acme.refused(
      400,
      /^querystring\.pageSize /,
      'GET',
      '/api/trigger?pageSize=101',
      undefined,
      V12,
    );
  });
});

describe('event triggers', () => {
  it("tie one of the tenant's monitors to one of its event connectors", async () => {
    const monitorId = await monitorOf(server.acme.tenantId, 'Inbox');
    const connector = await eventConnector(acme, 'Inbox event');
    const made = await acme.ok<Trigger>('POST', '/api/trigger', {
      name: 'Inbox files',
      type: 'event',
      monitorId,
      eventConnectorId: connector.id,
      schedule: '0 * * * *',
    });
    assert.deepEqual(
      {
        monitorId: made.monitorId,
        eventConnectorId: made.eventConnectorId,
        schedule: made.schedule,
        nextFireAt: made.nextFireAt,
      },
      { monitorId, eventConnectorId: connector.id, schedule: null, nextFireAt: null },
    );
  });

  it('refuses a missing or foreign monitor or event connector', async () => {
    const monitorId = await monitorOf(server.acme.tenantId, 'Outbox');
    const theirMonitor = await monitorOf(server.globex.tenantId, 'Their inbox');
    const connector = await eventConnector(acme, 'Outbox event');
    const theirConnector = await eventConnector(globex, 'Their event');
    const mapping = await acme.ok<{ id: number }>('POST', '/api/mappingConnector', {
      name: 'A mapping',
      parameters: { expression: '$' },
    });
    const event = (extra: object) => ({ name: 'Outbox files', type: 'event', ...extra });
    const cases: [number, string, object][] = [
      [400, 'body.monitorId is required for an event trigger', { eventConnectorId: connector.id }],
      [400, 'body.eventConnectorId is required for an event trigger', { monitorId }],
      [
        404,
        `No monitor with id ${theirMonitor}`,
        { monitorId: theirMonitor, eventConnectorId: connector.id },
      ],
      [
        404,
        `No event connector with id ${theirConnector.id}`,
        { monitorId, eventConnectorId: theirConnector.id },
      ],
      [
        404,
        `No event connector with id ${mapping.id}`,
        { monitorId, eventConnectorId: mapping.id },
      ],
    ];
    for (const [status, msg, extra] of cases) {
      await acme.refused(status, msg, 'POST', '/api/trigger', event(extra));
    }
  });
});

describe('GET /api/trigger/nextRuns', () => {
  it('answers the next five fire times in the timezone', async () => {
    const runs = await acme.ok<string[]>(
      'GET',
      `/api/trigger/nextRuns?schedule=${encodeURIComponent('0 9 * * 1-5')}&timezone=America/Toronto`,
    );
    assert.equal(runs.length, 5);
    const toronto = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Toronto',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const run of runs) {
      assert.match(toronto.format(new Date(run)), /^(Mon|Tue|Wed|Thu|Fri) 09:00$/);
    }
    assert.ok(Date.parse(runs[0]) > Date.now());
    assert.deepEqual([...runs].sort(), runs);
  });

  it('refuses a bad schedule or timezone with a 400 naming the field', async () => {
    await acme.refused(
      400,
      'querystring.schedule is not a valid cron schedule: CronPattern: Invalid value for hour: 25',
      'GET',
      `/api/trigger/nextRuns?schedule=${encodeURIComponent('0 25 * * *')}`,
    );
    await acme.refused(
      400,
      'querystring.timezone is not a known timezone: Nowhere/City',
      'GET',
      `/api/trigger/nextRuns?schedule=${encodeURIComponent('0 * * * *')}&timezone=Nowhere/City`,
    );
    await acme.refused(400, 'querystring.schedule is required', 'GET', '/api/trigger/nextRuns');
  });
});

describe('GET /api/availableEventConnectors', () => {
  it("pages the tenant's event connectors, with the version header", async () => {
    const { total } = await acme.ok<Page<unknown>>(
      'GET',
      '/api/availableEventConnectors',
      undefined,
      V12,
    );
    await eventConnector(acme, 'ZZ last event');
    const page = await acme.ok<Page<{ name: string; type: string }>>(
      'GET',
      `/api/availableEventConnectors?page=${total + 1}&pageSize=1`,
      undefined,
      V12,
    );
    assert.deepEqual(page, {
      list: [page.list[0]],
      total: total + 1,
      page: total + 1,
      pageSize: 1,
    });
    assert.equal(page.list[0].name, 'ZZ last event');
    assert.equal(page.list[0].type, 'event');
    const theirs = await globex.ok<Page<{ name: string }>>(
      'GET',
      '/api/availableEventConnectors',
      undefined,
      V12,
    );
    assert.ok(!theirs.list.some((c) => c.name === 'ZZ last event'));
    await acme.refused(
      400,
      'This call needs the header "version: 1.2"',
      'GET',
      '/api/availableEventConnectors',
    );
  });
});
