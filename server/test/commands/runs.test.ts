import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { commandRuns, commands, connectors } from '../../src/db/schema';
import { CommandScheduler } from '../../src/modules/commands/command-scheduler';
import { API_KEY, commandWorld, type Command, type CommandRun, type CommandWorld } from './setup';

/**
 * Commands run (issue 23 §2): now, answering the run; on their schedule, once per slot across
 * processes and once for the latest slot after a restart; each run in /api/fileLog by day.
 */
let world: CommandWorld;
before(async () => {
  world = await commandWorld();
});
after(() => world?.server.close());

const HOUR = 3_600_000;
const SAVE = '/api/availableCommandConnectors';
const dayOf = (iso: string) => iso.slice(0, 10);
const save = (name: string, connectorId: number, extra: object = {}) =>
  world.acme.ok<Command>('POST', SAVE, { name, connectorId, ...extra });
const runNow = (id: number) => world.acme.ok<CommandRun>('POST', `/api/command/run?id=${id}`);
const fileLog = (date: string, commandId: number) =>
  world.acme.ok<CommandRun[]>('GET', `/api/fileLog?date=${date}&commandId=${commandId}`);
const runRows = (commandId: number) =>
  world.server.db
    .select()
    .from(commandRuns)
    .where(eq(commandRuns.commandId, commandId))
    .orderBy(asc(commandRuns.id));

describe('POST /api/command/run (Run now)', () => {
  it("answers the run's output and log, secrets masked, and lists it in /api/fileLog", async () => {
    const command = await save('Greet now', world.greeter, {
      parameters: { greeting: 'Bonjour', apiKey: API_KEY },
    });
    const run = await runNow(command.id);
    assert.deepEqual(
      { ...run, startedAt: undefined, endedAt: undefined, durationMs: undefined, id: undefined },
      {
        id: undefined,
        commandId: command.id,
        cause: 'manual',
        slot: null,
        startedAt: undefined,
        endedAt: undefined,
        durationMs: undefined,
        ok: true,
        output: { message: 'Bonjour world', key: '***', input: {} },
        logs: ['greeting Bonjour', 'key ***'],
        error: null,
      },
    );
    assert.ok(run.durationMs !== null && run.durationMs >= 0);
    assert.deepEqual(await fileLog(dayOf(run.startedAt), command.id), [run]);
    assert.deepEqual(await fileLog('2001-01-01', command.id), [], 'another day has no runs');
    const rows = await runRows(command.id);
    assert.equal(rows.length, 1);
    assert.ok(!JSON.stringify(rows).includes(API_KEY), 'the stored run holds no secret');
    const [saved] = await world.server.db
      .select()
      .from(commands)
      .where(eq(commands.id, command.id));
    assert.equal(saved.lastRunAt?.toISOString(), run.startedAt);

    const second = await runNow(command.id);
    assert.deepEqual(
      (await world.acme.ok<CommandRun[]>('GET', `/api/command/runs?commandId=${command.id}`)).map(
        (r) => r.id,
      ),
      [second.id, run.id],
      'the latest runs, newest first',
    );
  });

  it('records a failing command with its error', async () => {
    const command = await save('Always fails', world.broken);
    const run = await runNow(command.id);
    assert.equal(run.ok, false);
    assert.equal(run.output, null);
    assert.equal(run.error, 'the vault is closed (line 2, column 1)');
    const [row] = await runRows(command.id);
    assert.deepEqual([row.ok, row.error], [false, run.error]);
    assert.deepEqual(await fileLog(dayOf(run.startedAt), command.id), [run]);
  });

  it('runs a compose connector over the command parameters as its variables', async () => {
    const command = await save('Compose now', world.composer, { parameters: { order: 'PO-1' } });
    const run = await runNow(command.id);
    assert.equal(run.ok, true, run.error ?? '');
    const output = run.output as { message: string; key: string; input: { order: string } };
    assert.deepEqual(
      [output.message, output.key, output.input.order],
      ['Hi 2 world', '***', 'PO-1'],
    );
    assert.deepEqual(run.logs, ['greeting Hi 1', 'key ***', 'greeting Hi 2', 'key ***']);
  });

  it('records a run whose connector was deleted as failed', async () => {
    const [gone] = await world.server.db
      .insert(connectors)
      .values({
        tenantId: world.server.acme.tenantId,
        type: 'compose',
        name: 'Short-lived',
        timeoutMs: 1000,
        parameters: { steps: [] },
      })
      .returning();
    const command = await save('Orphan', gone.id);
    await world.server.db.delete(connectors).where(eq(connectors.id, gone.id));
    const run = await runNow(command.id);
    assert.deepEqual(
      [run.ok, run.error],
      [false, `No command or compose connector with id ${gone.id}`],
    );
  });
});

describe('GET /api/fileLog', () => {
  it("answers a command's runs only: a connector id is not a command's", async () => {
    const command = await save('Log owner', world.greeter, { parameters: { greeting: 'Hey' } });
    await world.acme.refused(
      404,
      'No command with id 999999',
      'GET',
      '/api/fileLog?date=2024-03-02&commandId=999999',
    );
    await world.acme.refused(
      400,
      'querystring.date must be a valid YYYY-MM-DD date',
      'GET',
      `/api/fileLog?date=2024-02-30&commandId=${command.id}`,
    );
    await world.acme.refused(
      400,
      'querystring.date must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
      'GET',
      `/api/fileLog?date=2024-3-2&commandId=${command.id}`,
    );
  });

  it('answers the runs of one UTC day, newest first', async () => {
    const command = await save('Dated', world.greeter, { parameters: { greeting: 'Hey' } });
    const at = (iso: string) => ({
      tenantId: world.server.acme.tenantId,
      commandId: command.id,
      cause: 'manual' as const,
      startedAt: new Date(iso),
      endedAt: new Date(iso),
      ok: true,
    });
    await world.server.db
      .insert(commandRuns)
      .values([
        at('2024-03-01T23:59:59.999Z'),
        at('2024-03-02T00:00:00.000Z'),
        at('2024-03-02T23:59:59.999Z'),
        at('2024-03-03T00:00:00.000Z'),
      ]);
    assert.deepEqual(
      (await fileLog('2024-03-02', command.id)).map((run) => run.startedAt),
      ['2024-03-02T23:59:59.999Z', '2024-03-02T00:00:00.000Z'],
    );
  });
});

describe('a scheduled command', () => {
  it('runs once per slot, even when two schedulers race for it, and shows in fileLog', async () => {
    const command = await save('Hourly greet', world.greeter, {
      parameters: { greeting: 'Tick' },
      schedule: '0 * * * *',
      active: true,
    });
    const slot = command.nextRunAt ?? '';
    const scheduler = world.server.app.commandScheduler;
    const due = new Date(Date.parse(slot) + 500);
    assert.deepEqual(await scheduler.tick(new Date(Date.parse(slot) - 1000)), []);
    const other = new CommandScheduler(scheduler.host);
    const rounds = await Promise.all([scheduler.tick(due), scheduler.tick(due), other.tick(due)]);
    const runs = rounds.flat();
    assert.deepEqual(
      runs.map((run) => [run.commandId, run.cause, run.slot, run.ok]),
      [[command.id, 'schedule', slot, true]],
    );
    assert.deepEqual(runs[0].logs, ['greeting Tick', 'key ***']);
    assert.equal((await runRows(command.id)).length, 1);
    assert.deepEqual(await fileLog(dayOf(runs[0].startedAt), command.id), runs);
    const [row] = await world.server.db.select().from(commands).where(eq(commands.id, command.id));
    assert.equal(row.nextRunAt?.toISOString(), new Date(Date.parse(slot) + HOUR).toISOString());
    assert.deepEqual(await scheduler.tick(due), [], 'a slot runs once');
    await world.acme.ok('PUT', SAVE, {
      id: command.id,
      name: 'Hourly greet',
      connectorId: world.greeter,
      parameters: { greeting: 'Tick' },
    });
  });

  it('after a restart, runs the latest missed slot once and goes on from now', async () => {
    const command = await save('Missed greet', world.greeter, {
      parameters: { greeting: 'Late' },
      schedule: '0 * * * *',
      active: true,
    });
    const now = new Date();
    const latest = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    await world.server.db
      .update(commands)
      .set({ nextRunAt: new Date(latest.getTime() - 5 * HOUR) })
      .where(eq(commands.id, command.id));
    const restarted = new CommandScheduler(world.server.app.commandScheduler.host);
    const runs = await restarted.tick(now);
    assert.deepEqual(
      runs.map((run) => [run.commandId, run.slot]),
      [[command.id, latest.toISOString()]],
    );
    assert.equal((await runRows(command.id)).length, 1);
    const [row] = await world.server.db.select().from(commands).where(eq(commands.id, command.id));
    assert.equal(row.nextRunAt?.toISOString(), new Date(latest.getTime() + HOUR).toISOString());
    assert.deepEqual(await restarted.tick(now), []);
  });
});
