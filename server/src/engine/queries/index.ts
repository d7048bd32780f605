import type { Db } from '../../db/types';
import { platformQueries } from './platform-face';
import { restQueries } from './rest-face';

/**
 * The engine's query side: every read of an engine table outside the runtime goes through
 * these functions, so the SQL on engine tables lives under engine/ only. The command side is
 * ProcessEngine (types.ts).
 */
export function createEngineQueries(db: Db) {
  return { ...restQueries(db), ...platformQueries(db) };
}

export type EngineQueries = ReturnType<typeof createEngineQueries>;
