import type {
  CommandPackage,
  ConnectorDetail,
  Credential,
  CredentialTemplate,
  PackageCommand,
  ParamMeta,
} from '@console/shared';

/** Server answers for the connectivity screens, shaped as contract/wire/connectivity.ts says. */

export const URL_FIELD: ParamMeta = { name: 'url', label: 'URL', type: 'Text', required: true };
export const RETRIES_FIELD: ParamMeta = {
  name: 'retries',
  label: 'Retries',
  type: 'Int',
  min: 0,
  max: 5,
  default: 1,
};

export const makePackage = (overrides: Partial<CommandPackage> = {}): CommandPackage => ({
  id: 'http',
  name: 'HTTP',
  description: 'Calls over HTTP',
  builtIn: true,
  commandCount: 1,
  ...overrides,
});

export const makeCommand = (overrides: Partial<PackageCommand> = {}): PackageCommand => ({
  packageId: 'http',
  id: 'get',
  name: 'GET a URL',
  description: 'Reads a URL',
  paramsMeta: [URL_FIELD, RETRIES_FIELD],
  builtIn: true,
  ...overrides,
});

export const makeConnector = (overrides: Partial<ConnectorDetail> = {}): ConnectorDetail => ({
  id: 7,
  name: 'Fetch orders',
  type: 'command',
  connectorType: 'command',
  description: 'Reads the orders',
  category: 'orders',
  timeout: 30000,
  modifyTime: '2026-11-20T10:00:00.000Z',
  packageId: 'http',
  commandId: 'get',
  parameters: { url: 'https://erp.example/orders', retries: 2 },
  secretsSet: [],
  paramsMeta: [URL_FIELD, RETRIES_FIELD],
  bp: 1,
  ...overrides,
});

export const SFTP_TEMPLATE: CredentialTemplate = {
  id: 'sftp',
  name: 'SFTP password or key',
  description: 'An SFTP server',
  fields: [
    { name: 'host', label: 'Host', type: 'Text', required: true },
    { name: 'password', label: 'Password', type: 'Secret', required: true },
  ],
};

/** As the server names it: in English, whatever the user's language. */
export const HTTP_BASIC_TEMPLATE: CredentialTemplate = {
  id: 'http-basic',
  name: 'HTTP basic',
  description: 'A user name and password sent as HTTP Basic authorization',
  fields: [
    { name: 'username', label: 'User name', type: 'Text', required: true },
    { name: 'password', label: 'Password', type: 'Secret', required: true },
  ],
};

export const makeCredential = (overrides: Partial<Credential> = {}): Credential => ({
  id: 3,
  name: 'Partner SFTP',
  description: 'The partner drop box',
  template: { id: 'sftp' },
  parameters: { host: 'sftp.partner.example' },
  secretsSet: ['password'],
  modifyTime: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
