import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  INCIDENT_GROUPING_LIMIT,
  type IncidentGroupRetryResult,
  type IncidentGroups,
} from '@console/shared/contract';
import { callerOf } from '../../auth/guard';
import { ApiError } from '../../http/envelope';
import type { ProcessEngine } from '../../engine';
import { groupIncidents, tasksOfGroup } from './grouping';
import { RetryBody } from './schema';

const admin = { auth: { roles: ['admin'] as const } };

/**
 * The console's incident groups (Camunda-style JSON under /api/camunda, no envelope):
 *   GET  incident-groups → the caller's tenant's open incidents grouped by normalised message
 *        and topic, largest group first (the newest INCIDENT_GROUPING_LIMIT incidents), each
 *        with its activities' names from the deployed BPMN;
 *   POST incident-groups/retry { pattern, topic, dryRun } → how many incidents the group has
 *        now, and without dryRun a batch that sets their tasks' retries to 1 (SPEC §4's
 *        resolution), whose progress /api/camunda/operation/query?batchId= reports.
 * The group is matched again at each call, so a retry never touches an incident that was
 * resolved or raised since the list was read beyond what the dry run counted at that moment.
 */
export async function incidentRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const openOf = (tenantId: number) =>
    engine.query.alarms.openOfTenant(tenantId, INCIDENT_GROUPING_LIMIT + 1);

  r.get('/api/camunda/incident-groups', { config: admin }, async (req): Promise<IncidentGroups> => {
    const open = await openOf(callerOf(req).bpId);
    const truncated = open.length > INCIDENT_GROUPING_LIMIT;
    const grouped = truncated ? open.slice(0, INCIDENT_GROUPING_LIMIT) : open;
    const names = await engine.query.definitions.activityNames(
      callerOf(req).bpId,
      grouped.map((incident) => incident.definitionId),
    );
    const nameOf = (definitionId: string, activityId: string) =>
      names.get(definitionId)?.get(activityId) ?? null;
    return { groups: groupIncidents(grouped, nameOf), incidents: grouped.length, truncated };
  });

  r.post(
    '/api/camunda/incident-groups/retry',
    { schema: { body: RetryBody }, config: admin },
    async (req): Promise<IncidentGroupRetryResult> => {
      const caller = callerOf(req);
      const tasks = tasksOfGroup(await openOf(caller.bpId), req.body);
      if (req.body.dryRun) return { count: tasks.length };
      if (!tasks.length) throw new ApiError(409, 'No open incident of this group is left to retry');
      const batch = await engine.setRetriesAsync(caller.bpId, tasks, 1, caller.username);
      return { count: tasks.length, batchId: batch.id };
    },
  );
}
