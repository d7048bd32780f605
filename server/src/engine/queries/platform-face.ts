import type { Db } from '../../db/types';

/** What the flows, connectors, sync and stats modules read from engine tables. */
export function platformQueries(_db: Db) {
  return {};
}
