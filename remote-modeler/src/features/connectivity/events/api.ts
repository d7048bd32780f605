import {
  CONNECTIVITY_URLS,
  dataOf,
  http,
  type ConnectorDetail,
  type EventConnectorBody,
  type EventTransformBody,
  type EventTransformResult,
} from '@console/shared';

const URLS = CONNECTIVITY_URLS;

// GET /api/eventConnectorList: the tenant's event connectors.
export const fetchEventConnectors = () =>
  dataOf<ConnectorDetail[]>(http.get(URLS.eventConnectorList));

// POST /api/eventConnector: a new event connector.
export const createEventConnector = (body: EventConnectorBody) =>
  dataOf<ConnectorDetail>(http.post(URLS.eventConnector, body));

// PUT /api/eventConnector: changes an event connector.
export const updateEventConnector = (body: EventConnectorBody) =>
  dataOf<ConnectorDetail>(http.put(URLS.eventConnector, body));

// POST /api/eventConnector/transform: what a script makes of a sample event.
export const transformEvent = (body: EventTransformBody) =>
  dataOf<EventTransformResult>(http.post(URLS.eventTransform, body));
