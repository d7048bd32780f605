import type { DeployedFlow, TempFlow } from '@console/shared';
import { flowXml } from './bpmn';

/** A draft as GET /api/tempFlows answers it. */
export const makeDraft = (over: Partial<TempFlow> = {}): TempFlow => ({
  id: 1,
  name: 'Order flow',
  modifyTime: '2026-11-20T10:00:00.000Z',
  deployed: false,
  xml: flowXml(),
  ...over,
});

/** A deployed version as GET /api/camunda/deployedFlows answers it. */
export const makeDeployed = (over: Partial<DeployedFlow> = {}): DeployedFlow => ({
  id: 'order:1:abc',
  key: 'order',
  name: 'Order flow',
  version: 1,
  deploymentId: 'dep-1',
  deploymentName: 'First deploy',
  deployTime: '2026-11-21T08:00:00.000Z',
  suspended: false,
  tempFlowId: 1,
  ...over,
});
