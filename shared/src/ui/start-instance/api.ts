import { http } from '@console/shared';

const REST = '/api/camunda/engine-rest';

/** What to start: a version by its id, or the latest version of a key. */
export type StartTarget = { definitionId: string } | { key: string };

/** Camunda's StartProcessInstanceDto, the fields the console sends. */
export interface StartRequest {
  businessKey?: string;
  variables: Record<string, { value: unknown; type: string }>;
}

/** ProcessInstanceWithVariablesDto, the fields the console reads. */
export interface StartedInstance {
  id: string;
  definitionId: string;
  businessKey: string | null;
  ended: boolean;
}

// POST process-definition/{id}/start or process-definition/key/{key}/start: a suspended
// definition or a value that does not fit its type is a 400 with Camunda's message.
export const startInstance = async (target: StartTarget, body: StartRequest) => {
  const path =
    'definitionId' in target
      ? `${REST}/process-definition/${encodeURIComponent(target.definitionId)}/start`
      : `${REST}/process-definition/key/${encodeURIComponent(target.key)}/start`;
  return (await http.post<StartedInstance>(path, body)).data;
};

/** The operator's address of an instance: its process's page with the instance's drawer open. */
export const operatorInstancePath = (processKey: string, instanceId: string) =>
  `/operator/processes/detail?key=${encodeURIComponent(processKey)}&instance=${encodeURIComponent(instanceId)}`;
