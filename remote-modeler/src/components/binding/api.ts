import {
  dataOf,
  http,
  type BriefConnector,
  type ConnectorKind,
  type ProcessBinding,
  type TopicBinding,
} from '@console/shared';

const WORD: Record<ConnectorKind, string> = {
  command: 'Command',
  mapping: 'Mapping',
  compose: 'Compose',
  event: 'Event',
};

// GET /api/allBriefConnectors: the tenant's connectors of every kind.
export const fetchConnectors = () => dataOf<BriefConnector[]>(http.get('/api/allBriefConnectors'));

// GET /api/processBindings?processId=: the bound topics of a process key (drafts' too).
export const fetchProcessBindings = (processId: string) =>
  dataOf<ProcessBinding[]>(http.get('/api/processBindings', { params: { processId } }));

// POST /api/binding{Kind}Connector: binds the connector to the topic, replacing what was there.
export const bindConnector = (
  kind: ConnectorKind,
  processId: string,
  topic: string,
  connectorId: number,
) =>
  dataOf<TopicBinding>(
    http.post(`/api/binding${WORD[kind]}Connector`, { processId, topic, connectorId }),
  );

// POST /api/unbind{Kind}Connector: removes the binding of that connector from the topic.
export const unbindConnector = (
  kind: ConnectorKind,
  processId: string,
  topic: string,
  connectorId: number,
) =>
  dataOf<unknown>(
    http.post(`/api/unbind${WORD[kind]}Connector`, { processId, topic, connectorId }),
  );
