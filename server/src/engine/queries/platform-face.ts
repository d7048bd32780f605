import type { Db } from '../../db/types';
import { alarmReads } from './alarms';
import { dailyStatCounts } from './daily-stats';
import { definitionReads } from './definitions';
import { deployedTopics } from './deployed-topics';
import { instanceLogReads } from './instance-log';
import { logReads } from './logs';
import { syncReads } from './sync';

/** What the flows, connectors, sync, stats and alarms modules read from engine tables. */
export function platformQueries(db: Db) {
  return {
    definitions: definitionReads(db),
    dailyStatCounts: dailyStatCounts(db),
    deployedTopics: deployedTopics(db),
    sync: syncReads(db),
    logs: logReads(db),
    instanceLog: instanceLogReads(db),
    alarms: alarmReads(db),
  };
}
