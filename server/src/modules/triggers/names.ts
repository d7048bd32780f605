import { databaseErrorOf } from '../../http/database-errors';
import type { ApiError } from '../../http/envelope';

/** A part of a name, matched as typed (LIKE's wildcards are taken literally). */
export const nameLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Writes a row whose name must be free: two requests that race for one name pass the look
 * before, and the unique index refuses the second, answered as `taken` (409), never 500.
 */
export async function savingName<T>(taken: () => ApiError, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23505') throw taken();
    throw error;
  }
}
