import {
  CONNECTIVITY_URLS,
  dataOf,
  http,
  type BindingPlace,
  type ConnectorKind,
} from '@console/shared';

// GET /api/connectorBindings?connectorId=: the process topics a connector is bound to.
export const fetchConnectorBindings = (connectorId: number) =>
  dataOf<BindingPlace[]>(
    http.get(CONNECTIVITY_URLS.connectorBindings, { params: { connectorId } }),
  );

// GET /api/credentialBindings?credentialId=: the task topics a credential is bound to.
export const fetchCredentialBindings = (credentialId: number) =>
  dataOf<BindingPlace[]>(
    http.get(CONNECTIVITY_URLS.credentialBindings, { params: { credentialId } }),
  );

// DELETE /api/connector/connector?id=&connectorType=: a command, event or mapping connector.
export const deleteConnector = (id: number, connectorType: ConnectorKind) =>
  dataOf<null>(http.delete(CONNECTIVITY_URLS.deleteConnector, { params: { id, connectorType } }));
