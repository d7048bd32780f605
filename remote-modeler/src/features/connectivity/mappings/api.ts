import {
  CONNECTIVITY_URLS,
  dataOf,
  http,
  type ConnectorDetail,
  type MappingConnectorBody,
  type MappingPreviewResult,
} from '@console/shared';

const URLS = CONNECTIVITY_URLS;

// GET /api/mappingConnectorList: the tenant's mapping connectors.
export const fetchMappingConnectors = () =>
  dataOf<ConnectorDetail[]>(http.get(URLS.mappingConnectorList));

// POST /api/mappingConnector: a new mapping connector.
export const createMappingConnector = (body: MappingConnectorBody) =>
  dataOf<ConnectorDetail>(http.post(URLS.mappingConnector, body));

// PUT /api/mappingConnector: changes a mapping connector.
export const updateMappingConnector = (body: MappingConnectorBody) =>
  dataOf<ConnectorDetail>(http.put(URLS.mappingConnector, body));

// POST /api/mappingConnector/preview: the expression's output over sample variables. Its 400
// (the JSONata error) is shown beside the expression, not as a toast at every keystroke.
export const previewMapping = (expression: string, sample: unknown) =>
  dataOf<MappingPreviewResult>(
    http.post(URLS.mappingPreview, { expression, sample }, { expectedStatuses: [400] }),
  );
