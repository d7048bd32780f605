import type { CommandRun } from '@console/shared/contract';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { commands } from '../../db/schema';
import type { ScriptHost } from '../connectors/script-runs';
import { latestSlot, nextFireAfter, storedSchedule, Ticker } from '../triggers/schedule';
import { finishRun, openRun } from './command-run';

const due = (now: Date) =>
  and(eq(commands.active, true), isNotNull(commands.schedule), lte(commands.nextRunAt, now));

/**
 * Runs the active commands on their schedules, for every tenant. Each round reads the
 * commands that fell due and runs each once, for its latest slot (a process that was down
 * over several slots runs the last one, once), then sets its next run from now.
 *
 * One run per slot across processes: a run claims its slot by writing its row first, and the
 * unique index on (command, slot) lets only one process write it. Within the process, a
 * command still running is skipped by the rounds meanwhile; it runs its latest slot after.
 */
export class CommandScheduler {
  private readonly running = new Set<number>();
  private readonly ticker = new Ticker();

  constructor(readonly host: ScriptHost) {}

  start(scanMs: number, onError: (error: unknown) => void) {
    this.ticker.start(scanMs, () => this.tick(), onError);
  }

  stop() {
    return this.ticker.stop();
  }

  /** One round at `now`: the runs it made. Tests call it instead of waiting for the clock. */
  async tick(now = new Date()): Promise<CommandRun[]> {
    const rows = await this.host.db.select({ id: commands.id }).from(commands).where(due(now));
    const runs: CommandRun[] = [];
    const errors: unknown[] = [];
    for (const { id } of rows) {
      // One command the database failed for does not keep the others from running.
      const run = await this.runOnce(id, now).catch((error: unknown) => {
        errors.push(error);
        return null;
      });
      if (run) runs.push(run);
    }
    if (errors.length) throw new AggregateError(errors, 'Scheduled commands failed to run');
    return runs;
  }

  private async runOnce(id: number, now: Date) {
    if (this.running.has(id)) return null;
    this.running.add(id);
    try {
      const { db } = this.host;
      const [command] = await db
        .select()
        .from(commands)
        .where(and(eq(commands.id, id), due(now)));
      if (!command?.schedule || !command.nextRunAt) return null;
      const cron = storedSchedule(command.schedule, command.timezone);
      const slot = latestSlot(cron, now, command.nextRunAt);
      const run = await openRun(db, command, 'schedule', slot);
      // Whoever claimed the slot, its time is past: the next run is the next slot from now,
      // unless an edit set another meanwhile.
      await db
        .update(commands)
        .set({ nextRunAt: nextFireAfter(cron, now) })
        .where(and(eq(commands.id, id), eq(commands.nextRunAt, command.nextRunAt)));
      return run ? await finishRun(this.host, command, run) : null;
    } finally {
      this.running.delete(id);
    }
  }
}
