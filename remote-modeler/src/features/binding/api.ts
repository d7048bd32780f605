import { dataOf, http, type TopicBinding } from '@console/shared';

/** What runs for a topic: the binding with its complete connector (GET /api/getCommandByTopic). */
export interface TopicCommand extends TopicBinding {
  connector: {
    id: number;
    name: string;
    type: string;
    timeout: number;
    parameters: Record<string, unknown>;
  };
}

// GET /api/getCommandByTopic/{processId}/{topic}: the bound connector in full, or null.
export const fetchCommandByTopic = (processId: string, topic: string) =>
  dataOf<TopicCommand | null>(
    http.get(
      `/api/getCommandByTopic/${encodeURIComponent(processId)}/${encodeURIComponent(topic)}`,
    ),
  );

// POST /api/batchBindingConnector: binds every listed task's topic, or none.
export const batchBind = (
  processId: string,
  context: { taskId: string; topic: string; connectorId: number }[],
) => dataOf<TopicBinding[]>(http.post('/api/batchBindingConnector', { processId, context }));

// PUT /api/bindingCredentialToTask: the credential the topic's connector runs with.
export const bindCredential = (processId: string, topic: string, credentialId: number) =>
  dataOf<TopicBinding>(
    http.put('/api/bindingCredentialToTask', { processId, topic, credentialId }),
  );

// PUT /api/unbindingCredential: the topic's connector runs without a credential again.
export const unbindCredential = (processId: string, topic: string, credentialId: number) =>
  dataOf<TopicBinding>(http.put('/api/unbindingCredential', { processId, topic, credentialId }));
