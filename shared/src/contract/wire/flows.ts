/**
 * Flows and their topic bindings on the wire (SPEC §7 Flows and Topic binding, docs/api.md):
 * drafts (temporary flows), deployed flows, deploy, import targets and what runs for a topic.
 */

/** The messages SPEC §4, §5 and §8 give the flow calls, the same on both sides. */
export const FLOW_MESSAGES = {
  deploySuccess: 'Deploy success',
  importSuccess: 'Success, please check in undeployed process table',
  sameSourceAndTarget: 'source BP and target BP cannot be the same',
  flowNameRequired: 'Please input the flow name',
  deployNameRequired: 'The deploy name is required',
  taskIdNotUnique: 'Task id is not unique',
} as const;

/**
 * SPEC §5's rules for a task, in the same words for a deploy, a batch binding and the
 * modeler's lint: every external task needs a topic and a connector bound to it.
 */
export const taskProblems = {
  label: (task: { id: string; name?: string | null }) => `Task "${task.name?.trim() || task.id}"`,
  noTopic: (label: string) => `${label} has no topic name`,
  noConnector: (label: string, topic: string) => `${label} (topic ${topic}) has no bound connector`,
};

/** A draft (temporary flow) as GET /api/tempFlows and /api/tempFlow answer it. */
export interface TempFlow {
  id: number;
  name: string;
  modifyTime: string;
  /** True while a deployed definition was made from it. */
  deployed: boolean;
  xml: string;
}

/** A process definition as GET /api/camunda/deployedFlows lists it (newest version first). */
export interface DeployedFlow {
  id: string;
  key: string;
  name: string | null;
  version: number;
  deploymentId: string;
  deploymentName: string;
  deployTime: string;
  suspended: boolean;
  /** The draft it was deployed from; null when deployed another way (engine REST). */
  tempFlowId: number | null;
}

/** POST /api/flow/deploy. With `xml`, that BPMN is deployed and the stored draft kept as is. */
export interface DeployForm {
  name: string;
  tempFlowId: number;
  resourceName?: string;
  suspended?: boolean;
  xml?: string;
}

export interface DeployResult {
  deploymentId: string;
  deploymentTime: string;
  definitions: Omit<DeployedFlow, 'deploymentName'>[];
}

/** A BP an import may land in (GET /api/flow/importTargets), the caller's own first. */
export interface ImportTarget {
  id: number;
  name: string;
}

export type ConnectorKind = 'command' | 'mapping' | 'compose' | 'event';

/** The connector bound to a topic of a process (POST /api/binding{Kind}Connector answers it). */
export interface TopicBinding {
  id: number;
  processId: string;
  topic: string;
  connectorId: number;
  connectorName: string;
  connectorType: ConnectorKind;
  credentialId: number | null;
}

/** A connector as GET /api/allBriefConnectors lists it. */
export interface BriefConnector {
  id: number;
  name: string;
  type: ConnectorKind;
  description: string | null;
  modifyTime: string;
  /** The credential templates a topic bound to it can use; null: any, []: none. */
  credentialTemplates?: readonly string[] | null;
}

/** A bound topic of a process key (GET /api/processBindings), drafts' keys included. */
export interface ProcessBinding {
  topic: string;
  connectorId: number;
  connectorName: string;
  connectorType: ConnectorKind;
  credentialId: number | null;
  /** The bound credential's name (its values never leave the server). */
  credentialName?: string | null;
}
