import type { DefinitionModel } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { badRequest } from '../../http/envelope';
import { processBindings, taskProblems } from '../connectors/process-bindings';
import { assertBpmn } from './bpmn-checks';
import { bpmnFileName } from './file-name';
import { hasControlCharacter, syncDeployedFlag, tenantTempFlow } from './temp-flow-service';

export const DEPLOY_NAME_REQUIRED = 'The deploy name is required';

type ExternalTask = DefinitionModel['externalTasks'][number];

const taskLabel = (task: ExternalTask) =>
  taskProblems.label({ id: task.activityId, name: task.name });

/**
 * SPEC §5: every external task needs a topic and a connector bound to that topic for this
 * process key, or the instance would wait forever. All offending tasks are named at once.
 */
async function assertTasksBound(
  db: Db,
  tenantId: number,
  processKey: string,
  tasks: ExternalTask[],
) {
  const bound = await processBindings(db, tenantId, processKey);
  const problems = tasks.flatMap((task) => {
    const topic = task.topic.trim();
    if (!topic) return [taskProblems.noTopic(taskLabel(task))];
    if (!bound.has(topic)) return [taskProblems.noConnector(taskLabel(task), topic)];
    return [];
  });
  if (problems.length) throw badRequest(problems.join('; '));
}

/**
 * POST /api/flow/deploy: checks a draft (SPEC §5), deploys it and marks it deployed. With
 * `xml`, that BPMN is deployed as the draft's version and the stored draft is left as it is.
 */
export async function deployTempFlow(
  db: Db,
  engine: ProcessEngine,
  tenantId: number,
  form: {
    name?: string | null;
    resourceName?: string | null;
    tempFlowId: number;
    suspended?: boolean;
    xml?: string;
  },
) {
  const name = form.name?.trim();
  if (!name) throw badRequest(DEPLOY_NAME_REQUIRED);
  const resourceName = form.resourceName?.trim();
  if (hasControlCharacter(name) || (resourceName && hasControlCharacter(resourceName))) {
    throw badRequest('The deploy name and resource name must be one line of text');
  }
  const draft = await tenantTempFlow(db, tenantId, form.tempFlowId);
  const xml = form.xml ?? draft.xml;
  const { key, model } = await assertBpmn(xml);
  await assertTasksBound(db, tenantId, key, model.externalTasks);
  const deployment = await engine.deploy(tenantId, {
    name,
    resourceName: resourceName || bpmnFileName(draft.name),
    xml,
    suspended: form.suspended ?? false,
    tempFlowId: draft.id,
  });
  await syncDeployedFlag(db, tenantId, draft.id);
  return {
    deploymentId: deployment.deploymentId,
    deploymentTime: deployment.deploymentTime,
    definitions: deployment.definitions.map((definition) => ({
      id: definition.id,
      key: definition.key,
      name: definition.name,
      version: definition.version,
      deploymentId: definition.deploymentId,
      deployTime: deployment.deploymentTime,
      suspended: definition.suspended,
      tempFlowId: definition.tempFlowId,
    })),
  };
}
