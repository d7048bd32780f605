import {
  CONNECTIVITY_URLS,
  dataOf,
  http,
  type CommandPackage,
  type ComposeConnectorBody,
  type ConnectorDetail,
  type PackageCommand,
} from '@console/shared';

const URLS = CONNECTIVITY_URLS;

// GET /api/composeCommandPackages: the packages whose commands a compose step may run.
export const fetchComposePackages = () =>
  dataOf<CommandPackage[]>(http.get(URLS.composeCommandPackages));

// GET /api/composeConnectorList?packageId=: the commands of such a package.
export const fetchComposeCommands = (packageId: string) =>
  dataOf<PackageCommand[]>(http.get(URLS.composeConnectorList, { params: { packageId } }));

// GET /api/composeConnectorDBList: the tenant's compose connectors.
export const fetchComposeConnectors = () =>
  dataOf<ConnectorDetail[]>(http.get(URLS.composeConnectorDBList));

// POST /api/composeConnector: a new compose connector.
export const createComposeConnector = (body: ComposeConnectorBody) =>
  dataOf<ConnectorDetail>(http.post(URLS.composeConnector, body));

// PUT /api/composeConnector: changes a compose connector (its steps replaced whole).
export const updateComposeConnector = (body: ComposeConnectorBody) =>
  dataOf<ConnectorDetail>(http.put(URLS.composeConnector, body));

// DELETE /api/composeConnector?connectorId=.
export const deleteComposeConnector = (connectorId: number) =>
  dataOf<null>(http.delete(URLS.composeConnector, { params: { connectorId } }));
