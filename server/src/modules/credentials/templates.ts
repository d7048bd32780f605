import type { CredentialTemplate, ParamMeta } from '@console/shared/contract';

const text = (name: string, label: string, required = true): ParamMeta => ({
  name,
  label,
  type: 'Text',
  required,
});
const secret = (name: string, label: string, required = true): ParamMeta => ({
  name,
  label,
  type: 'Secret',
  required,
});
const port = (fallback: number): ParamMeta => ({
  name: 'port',
  label: 'Port',
  type: 'Int',
  required: true,
  default: fallback,
  min: 1,
  max: 65535,
});

/**
 * The kinds of credential (issue 13 §3). A script sees a bound credential's fields as
 * `credential.<name>`; http, sql, mail and sftp use the matching kind by themselves.
 */
export const CREDENTIAL_TEMPLATES: readonly CredentialTemplate[] = [
  {
    id: 'http-basic',
    name: 'HTTP basic',
    description: 'A user name and password sent as HTTP Basic authorization',
    fields: [text('username', 'User name'), secret('password', 'Password')],
  },
  {
    id: 'bearer-token',
    name: 'Bearer token',
    description: 'A token sent as "Authorization: Bearer <token>"',
    fields: [secret('token', 'Token')],
  },
  {
    id: 'api-key-header',
    name: 'API key header',
    description: 'A key sent in a header of its own',
    fields: [{ ...text('header', 'Header name'), default: 'X-API-Key' }, secret('key', 'API key')],
  },
  {
    id: 'sftp',
    name: 'SFTP password or key',
    description: 'An SFTP server, with a password or a private key (PEM)',
    fields: [
      text('host', 'Host'),
      port(22),
      text('username', 'User name'),
      secret('password', 'Password', false),
      { ...secret('privateKey', 'Private key', false), multiline: true },
    ],
  },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    description: 'A PostgreSQL database',
    fields: [
      text('host', 'Host'),
      port(5432),
      text('database', 'Database'),
      text('user', 'User'),
      secret('password', 'Password', false),
    ],
  },
  {
    id: 'smtp',
    name: 'SMTP',
    description: 'An SMTP server that sends mail',
    fields: [
      text('host', 'Host'),
      port(587),
      { name: 'secure', label: 'TLS from the start', type: 'Boolean', default: false },
      text('username', 'User name', false),
      secret('password', 'Password', false),
      text('from', 'From address'),
    ],
  },
  {
    id: 'amqp',
    name: 'AMQP (RabbitMQ)',
    description: 'A message broker spoken to in AMQP 0-9-1, for message-queue monitors',
    fields: [
      text('host', 'Host'),
      port(5672),
      { ...text('vhost', 'Virtual host', false), default: '/' },
      text('username', 'User name'),
      secret('password', 'Password'),
      { name: 'tls', label: 'TLS (amqps)', type: 'Boolean', default: false },
    ],
  },
];

export const templateById = (id: string) => CREDENTIAL_TEMPLATES.find((t) => t.id === id);
