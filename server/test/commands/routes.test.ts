import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { commands } from '../../src/db/schema';
import { nextHour, V12 } from '../triggers/helpers';
import { API_KEY, commandWorld, type Command, type CommandWorld } from './setup';

/** The command routes of SPEC §7 (issue 23 §2): admin only, tenant scoped, validated. */
let world: CommandWorld;
before(async () => {
  world = await commandWorld();
});
after(() => world?.server.close());

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
const SAVE = '/api/availableCommandConnectors';
const greet = (name: string, extra: object = {}) => ({
  name,
  connectorId: world.greeter,
  parameters: { greeting: 'Bonjour', apiKey: 'command-secret-1' },
  ...extra,
});
const rowOf = async (id: number) =>
  (await world.server.db.select().from(commands).where(eq(commands.id, id)))[0];

describe('commands (/api/command, /api/availableCommandConnectors, /api/delCommand)', () => {
  it('creates with its secret sealed and answered as set, lists a page, updates and deletes', async () => {
    const { acme, globex, server } = world;
    const before = new Date();
    const made = await acme.ok<Command>(
      'POST',
      SAVE,
      greet('Greet hourly', { schedule: '0 * * * *', timezone: 'UTC', active: true }),
    );
    assert.deepEqual(
      {
        bp: made.bp,
        connectorName: made.connectorName,
        types: made.types,
        parameters: made.parameters,
        secretsSet: made.secretsSet,
        nextRunAt: made.nextRunAt,
      },
      {
        bp: server.acme.tenantId,
        connectorName: 'Greeter',
        types: 'command',
        parameters: { greeting: 'Bonjour' },
        secretsSet: ['apiKey'],
        nextRunAt: nextHour(before).toISOString(),
      },
    );
    const row = await rowOf(made.id);
    assert.ok(
      !JSON.stringify(row).includes('command-secret-1'),
      'the row holds no secret in clear',
    );
    assert.match(JSON.stringify(row.parameters.apiKey), /^\{"sealed":"v1:/);

    const kept = await acme.ok<Command>('PUT', SAVE, {
      id: made.id,
      ...greet('Greet hourly', { parameters: { greeting: 'Salut' } }),
    });
    assert.deepEqual(kept.parameters, { greeting: 'Salut' });
    assert.deepEqual(kept.secretsSet, ['apiKey'], 'a secret left out keeps its value');
    assert.deepEqual((await rowOf(made.id)).parameters.apiKey, row.parameters.apiKey);
    assert.equal(kept.active, false);
    assert.equal(kept.nextRunAt, null, 'a command switched off has no next run');

    await acme.ok<Command>('POST', SAVE, greet('Another greeting'));
    const page = await acme.ok<Page<Command>>(
      'GET',
      '/api/command?page=2&pageSize=1',
      undefined,
      V12,
    );
    assert.deepEqual(
      { ...page, list: page.list.map((c) => c.name) },
      { list: ['Greet hourly'], total: 2, page: 2, pageSize: 1 },
    );
    const named = await acme.ok<Page<Command>>(
      'GET',
      `/api/command?name=ANOTHER&bpId=${server.acme.tenantId}`,
      undefined,
      V12,
    );
    assert.deepEqual(
      named.list.map((c) => c.name),
      ['Another greeting'],
    );
    assert.equal(JSON.stringify(named).includes(API_KEY), false);
    const theirs = await globex.ok<Page<Command>>('GET', '/api/command', undefined, V12);
    assert.deepEqual(theirs, { list: [], total: 0, page: 1, pageSize: 10 });

    const deleted = await acme.send('DELETE', `/api/delCommand/${made.id}`);
    assert.deepEqual(deleted.json(), { code: 200, msg: 'The command was deleted', data: null });
    assert.equal(await rowOf(made.id), undefined);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const { acme } = world;
    const cases: [object, string | RegExp][] = [
      [
        greet('Bad cron', { schedule: '0 24 * * *' }),
        'body.schedule is not a valid cron schedule: CronPattern: Invalid value for hour: 24',
      ],
      [
        greet('Bad zone', { schedule: '0 * * * *', timezone: 'Atlantis/Capital' }),
        'body.timezone is not a known timezone: Atlantis/Capital',
      ],
      [greet('No schedule', { active: true }), 'body.schedule is required for an active command'],
      [greet('Bad value', { parameters: { greeting: 5 } }), 'Greeting: must be text'],
      [greet('Missing', { parameters: { apiKey: 'x' } }), 'Greeting is required'],
      [
        greet('Unknown', { parameters: { greeting: 'a', color: 'red' } }),
        'Unknown parameter: color',
      ],
      [greet('No connector', { connectorId: undefined }), 'body.connectorId is required'],
      [greet('Bad active', { active: 'yes' }), /^body\.active /],
    ];
    for (const [payload, msg] of cases) await acme.refused(400, msg, 'POST', SAVE, payload);
    for (const id of [world.mapping, world.theirs, 999999]) {
      await acme.refused(
        404,
        `No command or compose connector with id ${id}`,
        'POST',
        SAVE,
        greet('Elsewhere', { connectorId: id }),
      );
    }
    await acme.ok('POST', SAVE, greet('Taken'));
    await acme.refused(409, 'A command named "Taken" already exists', 'POST', SAVE, greet('Taken'));
    await acme.refused(400, 'This call needs the header "version: 1.2"', 'GET', '/api/command');
    await acme.refused(
      404,
      `No business partner with id ${world.server.globex.tenantId}`,
      'GET',
      `/api/command?bpId=${world.server.globex.tenantId}`,
      undefined,
      V12,
    );
  });

  it("answers another tenant's command as not found, whatever the call", async () => {
    const { acme, globex } = world;
    const mine = await acme.ok<Command>('POST', SAVE, greet('Mine only'));
    const msg = `No command with id ${mine.id}`;
    await globex.refused(404, msg, 'PUT', SAVE, {
      id: mine.id,
      ...greet('Mine only', { connectorId: world.theirs, parameters: {} }),
    });
    await globex.refused(404, msg, 'DELETE', `/api/delCommand/${mine.id}`);
    await globex.refused(404, msg, 'POST', `/api/command/run?id=${mine.id}`);
    await globex.refused(404, msg, 'POST', `/api/duplicateCommand?id=${mine.id}`);
    await globex.refused(404, msg, 'GET', `/api/command/runs?commandId=${mine.id}`);
    await globex.refused(404, msg, 'GET', `/api/fileLog?date=2024-03-02&commandId=${mine.id}`);
    await globex.refused(
      404,
      `No command or compose connector with id ${world.greeter}`,
      'GET',
      `/api/command_parameters?connectorId=${world.greeter}`,
    );
  });
});

describe('POST /api/duplicateCommand', () => {
  it('copies a command under a free name, switched off, its secret still sealed', async () => {
    const { acme } = world;
    const original = await acme.ok<Command>(
      'POST',
      SAVE,
      greet('Nightly', { schedule: '0 2 * * *', active: true }),
    );
    const copy = await acme.ok<Command>('POST', `/api/duplicateCommand?id=${original.id}`);
    const again = await acme.ok<Command>('POST', `/api/duplicateCommand?id=${original.id}`);
    assert.deepEqual([copy.name, again.name], ['Nightly (copy)', 'Nightly (copy 2)']);
    assert.deepEqual(
      {
        connectorId: copy.connectorId,
        parameters: copy.parameters,
        secretsSet: copy.secretsSet,
        schedule: copy.schedule,
        active: copy.active,
        nextRunAt: copy.nextRunAt,
      },
      {
        connectorId: world.greeter,
        parameters: { greeting: 'Bonjour' },
        secretsSet: ['apiKey'],
        schedule: '0 2 * * *',
        active: false,
        nextRunAt: null,
      },
    );
    assert.deepEqual(
      (await rowOf(copy.id)).parameters.apiKey,
      (await rowOf(original.id)).parameters.apiKey,
    );
  });
});

describe('the connectors a command runs', () => {
  it('answers a connector’s parameter form with its values, secrets as set', async () => {
    const form = await world.acme.ok<{
      types: string;
      paramsMeta: { name: string; type: string }[];
      parameters: Record<string, unknown>;
      secretsSet: string[];
    }>('GET', `/api/command_parameters?connectorId=${world.greeter}`);
    assert.deepEqual(
      form.paramsMeta.map((field) => [field.name, field.type]),
      [
        ['greeting', 'Text'],
        ['apiKey', 'Secret'],
      ],
    );
    assert.deepEqual(
      { types: form.types, parameters: form.parameters, secretsSet: form.secretsSet },
      { types: 'command', parameters: { greeting: 'Hello' }, secretsSet: ['apiKey'] },
    );
    const compose = await world.acme.ok<{ types: string; paramsMeta: unknown[] }>(
      'GET',
      `/api/command_parameters?connectorId=${world.composer}`,
    );
    assert.deepEqual(
      { types: compose.types, paramsMeta: compose.paramsMeta },
      {
        types: 'compose',
        paramsMeta: [],
      },
    );
    await world.acme.refused(
      404,
      `No command or compose connector with id ${world.mapping}`,
      'GET',
      `/api/command_parameters?connectorId=${world.mapping}`,
    );
  });

  it('lists the compose connectors (unpaged), without their secrets', async () => {
    const list = await world.acme.ok<{ id: number; type: string }[]>(
      'GET',
      '/api/availableComposeConnectors',
    );
    assert.deepEqual(
      list.map((c) => [c.id, c.type]),
      [[world.composer, 'compose']],
    );
    assert.equal(JSON.stringify(list).includes(API_KEY), false);
    assert.deepEqual(await world.globex.ok('GET', '/api/availableComposeConnectors'), []);
  });
});
