import { inArray } from 'drizzle-orm';
import { externalTasks } from '../db/schema';
import type { Db } from '../db/types';
import type { TaskRow } from './external-tasks';

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
    const read = new Promise<TaskRow | undefined>((resolve, reject) => {
      this.waiting.set(taskId, [...(this.waiting.get(taskId) ?? []), { resolve, reject }]);
    });
    if (!this.reading) void this.drain();
    return read;
  }

  private async drain() {
    this.reading = true;
    while (this.waiting.size) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const rows = await this.db
          .select()
          .from(externalTasks)
          .where(inArray(externalTasks.id, [...batch.keys()]));
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id));
      } catch (error) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
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
