import type { Db } from '../../db/types';
import { activityHistoryReads } from './rest/activity-history';
import { batchReads } from './rest/batches';
import { consoleReads } from './rest/console';
import { definitionListReads } from './rest/definition-list';
import { deploymentReads } from './rest/deployments';
import { externalTaskReads } from './rest/external-tasks';
import { heatMapReads } from './rest/heat-map';
import { incidentReads } from './rest/incidents';
import { jobReads } from './rest/jobs';
import { instanceReads } from './rest/instances';
import { statisticsReads } from './rest/statistics';
import { taskLogReads } from './rest/task-logs';
import { variableHistoryReads } from './rest/variable-history';
import { waitingActivityReads } from './rest/waiting-activities';

/**
 * Definitions, deployments, instances, history, incidents, external tasks, batches,
 * statistics and task logs, queried with Camunda's parameters (as engine-rest's schemas have
 * checked them) and answered as rows; modules/engine-rest writes Camunda's JSON from them.
 * A bad parameter is an EngineError of kind bad-request, an unknown id one of kind not-found.
 */
export function restQueries(db: Db) {
  return {
    processDefinitions: definitionListReads(db),
    deployments: deploymentReads(db),
    statistics: { ...statisticsReads(db), ...heatMapReads(db) },
    instances: instanceReads(db),
    activityHistory: activityHistoryReads(db),
    variableHistory: variableHistoryReads(db),
    incidents: incidentReads(db),
    externalTasks: externalTaskReads(db),
    taskLogs: taskLogReads(db),
    batches: batchReads(db),
    jobs: jobReads(db),
    console: consoleReads(db),
    waitingActivities: waitingActivityReads(db),
  };
}
