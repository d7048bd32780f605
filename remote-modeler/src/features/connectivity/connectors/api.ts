import {
  CONNECTIVITY_URLS,
  CONNECTOR_API_VERSION,
  VERSION_HEADER,
  dataOf,
  http,
  type CommandConnectorBody,
  type CommandPackage,
  type CommandScript,
  type ConnectorDetail,
  type DryRunBody,
  type DryRunResult,
  type Envelope,
  type PackageCommand,
  type ScriptUpgradeResult,
  type PackageCommandBody,
  type ParamMeta,
} from '@console/shared';

const URLS = CONNECTIVITY_URLS;

// GET /api/commandPackages: the platform's packages and the tenant's own.
export const fetchCommandPackages = () => dataOf<CommandPackage[]>(http.get(URLS.commandPackages));

// GET /api/connectorList?packageId=: the commands of a package.
export const fetchPackageCommands = (packageId: string) =>
  dataOf<PackageCommand[]>(http.get(URLS.connectorList, { params: { packageId } }));

// GET /api/connector/connectorScript?packageId=&connectorId=: a command with its script.
export const fetchCommandScript = (packageId: string, connectorId: string) =>
  dataOf<CommandScript>(http.get(URLS.connectorScript, { params: { packageId, connectorId } }));

// POST /api/packageCommand: a tenant's own command (a new package id makes a package).
export const createPackageCommand = (body: PackageCommandBody) =>
  dataOf<CommandScript>(http.post(URLS.packageCommand, body));

// PUT /api/packageCommand: changes a tenant's own command.
export const updatePackageCommand = (body: PackageCommandBody) =>
  dataOf<CommandScript>(http.put(URLS.packageCommand, body));

// POST /api/paramsMeta: the fields of a command, normalized, or a 400 naming the bad one.
export const normalizeParamsMeta = (paramsMeta: unknown) =>
  dataOf<ParamMeta[]>(http.post(URLS.paramsMeta, { paramsMeta }));

// GET /api/allConnectors: every connector of the tenant, of every kind.
export const fetchAllConnectors = () => dataOf<ConnectorDetail[]>(http.get(URLS.allConnectors));

// GET /api/completeCommandConnector?connectorId=: a command connector with its command's fields.
export const fetchCommandConnector = (connectorId: number) =>
  dataOf<ConnectorDetail>(http.get(URLS.completeCommandConnector, { params: { connectorId } }));

// POST /api/connector (version header 1.2, SPEC §9): a new command connector.
export const createCommandConnector = (body: CommandConnectorBody) =>
  dataOf<ConnectorDetail>(
    http.post(URLS.connector, body, { headers: { [VERSION_HEADER]: CONNECTOR_API_VERSION } }),
  );

// PUT /api/connector: changes a command connector.
export const updateCommandConnector = (body: CommandConnectorBody) =>
  dataOf<ConnectorDetail>(http.put(URLS.connector, body));

// POST /api/duplicateConnector?connectorId=: a copy of the connector, under a new name.
export const duplicateConnector = (connectorId: number) =>
  dataOf<ConnectorDetail>(
    http.post(URLS.duplicateConnector, undefined, { params: { connectorId } }),
  );

// POST /api/script/upgrade: the script in today's language; the answer's msg says it went well.
export const upgradeScript = async (script: string) => {
  const { data } = await http.post<Envelope<ScriptUpgradeResult>>(URLS.scriptUpgrade, { script });
  return { ...data.data, message: data.msg };
};

// POST /api/script/dryRun: runs a command or a script once; nothing goes to history.
export const dryRun = (body: DryRunBody) => dataOf<DryRunResult>(http.post(URLS.dryRun, body));
