import { inArray } from 'drizzle-orm';
import { externalTasks } from '../db/schema';
import type { Db } from '../db/types';
import { badText } from '../limits/input-limits';
/** An external task's row. */
export type TaskRow = typeof externalTasks.$inferSelect;

interface Waiting {
  resolve: (task: TaskRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads external tasks by id, many in one query: ids asked for while a read runs wait for it
 * to end and go together in the next (each caller still sees rows read after it asked). A
 * worker completing many tasks at once then costs one query per round, not one per task.
 */
class TaskReader {
  private waiting = new Map<string, Waiting[]>();
  private reading = false;

  constructor(private readonly db: Db) {}

  read(taskId: string): Promise<TaskRow | undefined> {
    // An id the database cannot even hold names no task; it never joins a shared query.
    if (badText(taskId)) return Promise.resolve(undefined);
    const read = new Promise<TaskRow | undefined>((resolve, reject) => {
      this.waiting.set(taskId, [...(this.waiting.get(taskId) ?? []), { resolve, reject }]);
    });
    if (!this.reading) void this.drain();
    return read;
  }

  private async rows(ids: string[]) {
    const rows = await this.db.select().from(externalTasks).where(inArray(externalTasks.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async drain() {
    this.reading = true;
    while (this.waiting.size) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const byId = await this.rows([...batch.keys()]);
        for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id));
      } catch {
        // One caller's id must not fail the others that shared its query: each alone.
        for (const [id, waiters] of batch) {
          await this.rows([id]).then(
            (byId) => waiters.forEach((w) => w.resolve(byId.get(id))),
            (error: unknown) => waiters.forEach((w) => w.reject(error)),
          );
        }
      }
    }
    this.reading = false;
  }
}

const readers = new WeakMap<Db, TaskReader>();

/** The external task with this id, read together with others asked for at the same time. */
export function readTask(db: Db, taskId: string) {
  let reader = readers.get(db);
  if (!reader) {
    reader = new TaskReader(db);
    readers.set(db, reader);
  }
  return reader.read(taskId);
}
