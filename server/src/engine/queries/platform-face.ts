import type { Db } from '../../db/types';
import { dailyStatCounts } from './daily-stats';
import { definitionReads } from './definitions';
import { logReads } from './logs';
import { syncReads } from './sync';

/** What the flows, connectors, sync and stats modules read from engine tables. */
export function platformQueries(db: Db) {
  return {
    definitions: definitionReads(db),
    dailyStatCounts: dailyStatCounts(db),
    sync: syncReads(db),
    logs: logReads(db),
  };
}
