import type { AlarmWatchable } from '@console/shared/contract';
import type { ProcessEngine } from '../../engine';

/**
 * GET /api/incidentNoticeProcesses: what a task rule can watch, the tenant's deployed process
 * keys (latest version of each, key order) with the name each was saved under in the modeler
 * and the topics of its external tasks. The rule form's process and topic pickers offer these;
 * any other key or topic may still be typed.
 */
export async function watchableProcesses(
  engine: ProcessEngine,
  tenantId: number,
): Promise<AlarmWatchable[]> {
  const [processes, flowNames] = await Promise.all([
    engine.query.deployedTopics(tenantId),
    engine.query.definitions.flowNames(tenantId),
  ]);
  const names = new Map(flowNames.map((flow) => [flow.key, flow.name]));
  return processes.map((process) => ({ ...process, name: names.get(process.key) ?? null }));
}
