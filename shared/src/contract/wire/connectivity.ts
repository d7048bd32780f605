/**
 * Connectivity on the wire (issue 13; SPEC §3 Connector, Compose connector, Dynamic form field,
 * Credential; §7 Connectors and Credentials; §8; §9): command packages, the four connector
 * kinds, credentials and the script language's calls. The server and the console both read it.
 */

import type { ConnectorKind } from './flows';

/** SPEC §9: connector creation (and the paged lists) send this header. */
export const CONNECTOR_API_VERSION = '1.2';
export const VERSION_HEADER = 'version';

/** SPEC §3 "Dynamic form field": Int, Boolean, SelectItems; text and secret besides (issue 13). */
export type ParamType = 'Int' | 'Boolean' | 'SelectItems' | 'Text' | 'Secret';
export type ParamValue = string | number | boolean | null;

export interface SelectItem {
  label: string;
  value: string;
}

/** One field of a command's or a credential template's form. */
export interface ParamMeta {
  /** The key of the value in `parameters` (and `params.<name>` in the script). */
  name: string;
  label: string;
  type: ParamType;
  required?: boolean;
  description?: string;
  default?: ParamValue;
  /** SelectItems only. */
  items?: SelectItem[];
  /** SelectItems only: whether "none" may be chosen. */
  nullable?: boolean;
  /** Text only: a text area rather than one line. */
  multiline?: boolean;
  /** Int only. */
  min?: number;
  max?: number;
}

/** GET /api/commandPackages and /api/composeCommandPackages. */
export interface CommandPackage {
  id: string;
  name: string;
  description: string;
  /** Shipped with the platform (read-only); otherwise the tenant's own. */
  builtIn: boolean;
  commandCount: number;
}

/** GET /api/connectorList?packageId= (and composeConnectorList): the commands of a package. */
export interface PackageCommand {
  packageId: string;
  /** The command's id in its package (SPEC calls it connectorId in connectorScript). */
  id: string;
  name: string;
  description: string;
  paramsMeta: ParamMeta[];
  builtIn: boolean;
}

/** GET /api/connector/connectorScript?packageId=&connectorId=. */
export interface CommandScript extends PackageCommand {
  script: string;
  /** A tenant's own command: its version, raised by each edit (issue 24)… */
  version?: number;
  /** … and the connectors that run it (they follow its newest version). */
  usedBy?: string[];
}

/** POST and PUT /api/packageCommand: a tenant's own command. */
export interface PackageCommandBody {
  packageId: string;
  id: string;
  name: string;
  description?: string;
  script: string;
  paramsMeta: ParamMeta[];
  /** PUT: the version the edit started from; another's edit since then is a 409. */
  version?: number;
}

/** GET /api/packageCommandVersions?packageId=&id=: one saved version of a command. */
export interface CommandVersion {
  version: number;
  name: string;
  description: string;
  script: string;
  paramsMeta: ParamMeta[];
  /** '' for a version saved before versions were kept. */
  savedBy: string;
  savedAt: string;
}

/**
 * One step of a compose connector (SPEC §3: packageCommandInfo and commandConnector). Its
 * secrets are answered as `secretsSet`, like a command connector's; on PUT, a secret left out
 * keeps the value of the saved step at `savedStep` (its place when it was read) when that step
 * runs the same command.
 */
export interface ComposeStep {
  packageCommandInfo: { packageId: string; connectorId: string };
  commandConnector: {
    parameters: Record<string, ParamValue>;
    paramsMeta?: ParamMeta[];
    secretsSet?: string[];
    savedStep?: number;
  };
}

/** SPEC §3 Connector, as GET /api/allConnectors and the complete* calls answer it. */
export interface ConnectorDetail {
  id: number;
  name: string;
  type: ConnectorKind;
  connectorType: ConnectorKind;
  description: string;
  category: string;
  /** Milliseconds (SPEC §9). */
  timeout: number;
  modifyTime: string;
  /** The package command a command connector instantiates; null for the other kinds. */
  packageId: string | null;
  commandId: string | null;
  /** Without the values of secrets (the command's Secret fields): see `secretsSet`. */
  parameters: Record<string, unknown>;
  /** The command's Secret parameters that have a value (never the value). */
  secretsSet: string[];
  paramsMeta: ParamMeta[];
  bp: number;
}

/**
 * POST /api/connector (version header 1.2) and PUT (with id): a command connector. A Secret
 * parameter left out (or null) on PUT keeps its value.
 */
export interface CommandConnectorBody {
  id?: number;
  name: string;
  description?: string;
  category?: string;
  timeout: number;
  packageId: string;
  commandId: string;
  parameters: Record<string, ParamValue>;
  bp?: number;
}

/** POST and PUT /api/composeConnector. */
export interface ComposeConnectorBody {
  id?: number;
  name: string;
  description?: string;
  timeout: number;
  steps: ComposeStep[];
}

/** POST and PUT /api/eventConnector: a script over the event (its `input`) that answers a map. */
export interface EventConnectorBody {
  id?: number;
  name: string;
  description?: string;
  timeout?: number;
  parameters: { script: string; messageName?: string };
}

/** POST /api/eventConnector/transform: a saved connector or a script, over a sample event. */
export interface EventTransformBody {
  connectorId?: number;
  script?: string;
  messageName?: string;
  sample: unknown;
}
export interface EventTransformResult {
  variables: Record<string, unknown>;
  /** Set when the event correlates a message rather than starting with variables. */
  messageName: string | null;
  logs: string[];
  durationMs: number;
}

/** POST /api/mappingConnector/preview: a JSONata expression over sample variables. */
export interface MappingPreviewBody {
  expression: string;
  sample: unknown;
}

/** A script error in the script's own terms (1-based line and column). */
export interface ScriptProblem {
  message: string;
  line: number;
  column: number;
}

/** POST /api/script/dryRun: runs a command or a script once; nothing goes to history. */
export interface DryRunBody {
  connectorId?: number;
  packageId?: string;
  commandId?: string;
  /** When given, runs this script rather than the command's own. */
  script?: string;
  parameters?: Record<string, ParamValue>;
  input?: Record<string, unknown>;
  credentialId?: number;
  timeout?: number;
}
export interface DryRunResult {
  ok: boolean;
  output: unknown;
  logs: string[];
  durationMs: number;
  error: ScriptProblem | null;
}

/** SPEC §3 Credential; secret values never come back: their names are in `secretsSet`. */
export interface Credential {
  id: number;
  name: string;
  description: string;
  template: { id: string };
  parameters: Record<string, ParamValue>;
  secretsSet: string[];
  modifyTime: string;
}
/** POST and PUT /api/credential. A secret left out (or null) on PUT keeps its value. */
export interface CredentialBody {
  id?: number;
  name: string;
  description?: string;
  template: { id: string };
  parameters: Record<string, ParamValue>;
}
export interface CredentialTemplate {
  id: string;
  name: string;
  description: string;
  fields: ParamMeta[];
}

/** Where a connector or credential is bound: what a delete names before it asks. */
export interface BindingPlace {
  processId: string;
  topic: string;
}

export const CONNECTIVITY_URLS = {
  commandPackages: '/api/commandPackages',
  connectorList: '/api/connectorList',
  connectorScript: '/api/connector/connectorScript',
  packageCommand: '/api/packageCommand',
  packageCommandVersions: '/api/packageCommandVersions',
  paramsMeta: '/api/paramsMeta',
  connector: '/api/connector',
  deleteConnector: '/api/connector/connector',
  duplicateConnector: '/api/duplicateConnector',
  allConnectors: '/api/allConnectors',
  completeCommandConnector: '/api/completeCommandConnector',
  connectorBindings: '/api/connectorBindings',
  composeCommandPackages: '/api/composeCommandPackages',
  composeConnectorList: '/api/composeConnectorList',
  composeConnectorScript: '/api/composeConnectorScript',
  composeConnectorDBList: '/api/composeConnectorDBList',
  composeConnector: '/api/composeConnector',
  eventConnector: '/api/eventConnector',
  eventConnectorList: '/api/eventConnectorList',
  eventTransform: '/api/eventConnector/transform',
  mappingConnector: '/api/mappingConnector',
  mappingConnectorList: '/api/mappingConnectorList',
  completeMappingConnector: '/api/completeMappingConnector',
  mappingPreview: '/api/mappingConnector/preview',
  credentialList: '/api/credentialList',
  credentialTemplateList: '/api/credentialTemplateList',
  credential: '/api/credential',
  credentialBindings: '/api/credentialBindings',
  scriptCheck: '/api/script/check',
  scriptUpgrade: '/api/script/upgrade',
  dryRun: '/api/script/dryRun',
} as const;

export const CONNECTIVITY_MESSAGES = {
  upgradeSuccess: 'upgrade success',
  jsonInvalid: 'cannot parse the json please make sure it is a json',
  connectorDeleted: 'The connector was deleted',
  eventDeleted: 'The event connector was deleted',
  mappingDeleted: 'The mapping connector was deleted',
  composeDeleted: 'The compose connector was deleted',
  credentialDeleted: 'The credential was deleted',
  noScript: 'No available Command or Script information',
  creationFailed: 'creation failed',
  updateFailed: 'update failed',
  chooseConnector: 'Please choose a connector',
} as const;

/** What the server takes (the forms check the same before they send). */
export const CONNECTIVITY_LIMITS = {
  name: 64,
  description: 255,
  category: 64,
  /** Milliseconds (SPEC §9): an hour at most, so that a task's lock stays reasonable. */
  timeoutMaxMs: 3_600_000,
  /** A dry run waits at most this long. */
  dryRunTimeoutMaxMs: 60_000,
} as const;

/** POST and PUT /api/mappingConnector: a JSONata expression over the task's variables. */
export interface MappingConnectorBody {
  id?: number;
  name: string;
  description?: string;
  timeout?: number;
  parameters: { expression: string };
}
/** POST /api/mappingConnector/preview answers the expression's output. */
export interface MappingPreviewResult {
  output: unknown;
}
/** POST /api/script/check. */
export interface ScriptCheckResult {
  problems: ScriptProblem[];
}
/** POST /api/script/upgrade (its message is 'upgrade success'). */
export interface ScriptUpgradeResult {
  script: string;
  /** How many legacy accessors were rewritten. */
  changes: number;
}

/** Paging of the connectivity lists (SPEC: default 10 a page). */
export const CONNECTIVITY_PAGE_SIZE = 10;

/**
 * What a script can call besides the language itself (docs/scripts.md): the sandbox defines
 * these and nothing else; the editor completes them. `params`, `input` and `credential` are
 * values: the command's parameters, the task's variables (or the event) and the bound
 * credential's fields.
 */
export const SCRIPT_PLATFORM: readonly { name: string; signature: string; doc: string }[] = [
  {
    name: 'http.get',
    signature: 'http.get(url, headers?)',
    doc: 'GET; answers [status, headers, body, json]',
  },
  {
    name: 'http.post',
    signature: 'http.post(url, body, headers?)',
    doc: 'POST a map or list as JSON, or text',
  },
  {
    name: 'http.put',
    signature: 'http.put(url, body, headers?)',
    doc: 'PUT a map or list as JSON, or text',
  },
  { name: 'http.delete', signature: 'http.delete(url, headers?)', doc: 'DELETE' },
  {
    name: 'http.request',
    signature: 'http.request([method:, url:, headers:, body:, query:])',
    doc: 'Any HTTP call',
  },
  {
    name: 'http.soap',
    signature: 'http.soap(url, action, envelope)',
    doc: 'POST a SOAP envelope with its SOAPAction',
  },
  {
    name: 'files.read',
    signature: 'files.read(path)',
    doc: "A file of the tenant's file store, as text",
  },
  {
    name: 'files.write',
    signature: 'files.write(path, text)',
    doc: "Writes (or replaces) a file in the tenant's file store",
  },
  {
    name: 'files.list',
    signature: 'files.list(folder)',
    doc: 'The entries of a folder: [name, type, size]',
  },
  { name: 'json.parse', signature: 'json.parse(text)', doc: 'JSON text to a value' },
  { name: 'json.write', signature: 'json.write(value)', doc: 'A value to JSON text' },
  { name: 'xml.parse', signature: 'xml.parse(text)', doc: 'XML text to a map' },
  { name: 'xml.write', signature: 'xml.write(map)', doc: 'A map to XML text' },
  {
    name: 'csv.parse',
    signature: 'csv.parse(text, separator?)',
    doc: 'CSV text to a list of maps (the first row names the columns)',
  },
  {
    name: 'csv.write',
    signature: 'csv.write(rows, separator?)',
    doc: 'A list of maps to CSV text',
  },
  {
    name: 'sql.query',
    signature: 'sql.query(text, values?)',
    doc: 'A PostgreSQL query through the bound credential; answers the rows',
  },
  {
    name: 'mail.send',
    signature: 'mail.send([to:, subject:, text:])',
    doc: 'Sends a mail through the bound SMTP credential',
  },
  {
    name: 'sftp.list',
    signature: 'sftp.list(folder)',
    doc: 'The entries of a folder on the bound SFTP server',
  },
  {
    name: 'sftp.get',
    signature: 'sftp.get(path)',
    doc: 'A file of the bound SFTP server, as text',
  },
  {
    name: 'sftp.put',
    signature: 'sftp.put(path, text)',
    doc: 'Writes a file on the bound SFTP server',
  },
  {
    name: 'as2.send',
    signature: 'as2.send(portName, fileName, content)',
    doc: 'Sends text (or a value as JSON) as a file through the tenant’s AS2 send port; answers [messageId, status, mdnStatus, errorMessage]',
  },
  { name: 'log', signature: 'log(parts...)', doc: 'A line of the run log' },
  { name: 'fail', signature: 'fail(message)', doc: 'Stops the run with this error' },
  {
    name: 'asText',
    signature: 'asText(value)',
    doc: 'Text as it is; any other value as JSON text',
  },
  { name: 'params', signature: 'params.<name>', doc: "The command's parameter values" },
  { name: 'input', signature: 'input.<name>', doc: "The task's variables (or the event's fields)" },
  { name: 'credential', signature: 'credential.<field>', doc: "The bound credential's fields" },
];
