import type { Db } from '../../db/types';

/** Definitions, instances, history, incidents, batches, statistics and task logs (engine-rest). */
export function restQueries(_db: Db) {
  return {};
}
