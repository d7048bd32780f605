import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import pg from 'pg';
import SftpClient from 'ssh2-sftp-client';
import { normalHost, type EgressPolicy } from '../../http/egress';
import type { RunCredential } from './io-http';
import type { HostOp } from './pure-ops';

/** Rows a query may hand back: they cross into the sandbox as JSON. */
const MAX_ROWS = 10_000;
const MAX_FILE_BYTES = 4 * 1024 * 1024;

const TEMPLATE_NAMES: Record<string, string> = {
  postgresql: 'PostgreSQL',
  smtp: 'SMTP',
  sftp: 'SFTP',
};

function credentialOf(credential: RunCredential | null, templateId: string, op: string) {
  if (credential?.templateId !== templateId) {
    throw new Error(`${op} needs a bound ${TEMPLATE_NAMES[templateId]} credential`);
  }
  return credential.values;
}

/**
 * The address the egress policy checked for the credential's host: the client connects to it,
 * so nothing resolves the name a second time; `servername` keeps the name for TLS.
 */
async function hostOf(egress: EgressPolicy, host: unknown) {
  const { address } = await egress.checkedAddress(String(host));
  const name = normalHost(String(host));
  return { address, servername: isIP(name) ? undefined : name };
}

async function query(
  egress: EgressPolicy,
  credential: RunCredential | null,
  text: unknown,
  values: unknown,
  signal: AbortSignal,
) {
  const v = credentialOf(credential, 'postgresql', 'sql.query');
  // No TLS is configured for the credential, so only the address is needed.
  const { address } = await hostOf(egress, v.host);
  const client = new pg.Client({
    host: address,
    port: Number(v.port),
    database: String(v.database),
    user: String(v.user),
    password: v.password ? String(v.password) : undefined,
    connectionTimeoutMillis: 10_000,
  });
  const abort = () => void client.end().catch(() => undefined);
  signal.addEventListener('abort', abort, { once: true });
  try {
    await client.connect();
    const result = await client.query({
      text: String(text),
      values: Array.isArray(values) ? values : [],
    });
    if (result.rows.length > MAX_ROWS)
      throw new Error(`The query answered more than ${MAX_ROWS} rows`);
    return result.rows as unknown[];
  } finally {
    signal.removeEventListener('abort', abort);
    await client.end().catch(() => undefined);
  }
}

async function send(egress: EgressPolicy, credential: RunCredential | null, message: unknown) {
  const v = credentialOf(credential, 'smtp', 'mail.send');
  const m = (message ?? {}) as Record<string, unknown>;
  if (!m.to) throw new Error('mail.send needs [to:, subject:, text:]');
  const { address, servername } = await hostOf(egress, v.host);
  const transport = nodemailer.createTransport({
    host: address,
    tls: servername ? { servername } : undefined,
    port: Number(v.port),
    secure: v.secure === true,
    auth: v.username ? { user: String(v.username), pass: String(v.password ?? '') } : undefined,
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail({
      from: String(v.from),
      to: String(m.to),
      subject: String(m.subject ?? ''),
      text: String(m.text ?? ''),
    });
    return { messageId: info.messageId, accepted: info.accepted.map(String) };
  } finally {
    transport.close();
  }
}

/** One SFTP session per call: opened with the bound credential, closed when it answers. */
async function withSftp<T>(
  egress: EgressPolicy,
  credential: RunCredential | null,
  op: string,
  signal: AbortSignal,
  work: (c: SftpClient) => Promise<T>,
) {
  const v = credentialOf(credential, 'sftp', op);
  const { address } = await hostOf(egress, v.host);
  const client = new SftpClient();
  const abort = () => void client.end().catch(() => undefined);
  signal.addEventListener('abort', abort, { once: true });
  try {
    await client.connect({
      host: address,
      port: Number(v.port),
      username: String(v.username),
      password: v.password ? String(v.password) : undefined,
      privateKey: v.privateKey ? String(v.privateKey) : undefined,
      readyTimeout: 10_000,
    });
    return await work(client);
  } finally {
    signal.removeEventListener('abort', abort);
    await client.end().catch(() => undefined);
  }
}

/**
 * sql, mail and sftp: each reaches only the server its bound credential names, and only where
 * the egress policy allows.
 */
export function remoteOps(
  egress: EgressPolicy,
  credential: RunCredential | null,
): Record<string, HostOp> {
  return {
    'sql.query': ([text, values], signal) => query(egress, credential, text, values, signal),
    'mail.send': ([message]) => send(egress, credential, message),
    'sftp.list': ([folder], signal) =>
      withSftp(egress, credential, 'sftp.list', signal, async (c) =>
        (await c.list(String(folder))).map(({ name, type, size, modifyTime }) => ({
          name,
          type: type === 'd' ? 'folder' : 'file',
          size,
          modifyTime: new Date(modifyTime).toISOString(),
        })),
      ),
    'sftp.get': ([path], signal) =>
      withSftp(egress, credential, 'sftp.get', signal, async (c) => {
        const stat = await c.stat(String(path));
        if (stat.size > MAX_FILE_BYTES) throw new Error('The file is larger than 4 MiB');
        return ((await c.get(String(path))) as Buffer).toString('utf8');
      }),
    'sftp.put': ([path, content], signal) =>
      withSftp(egress, credential, 'sftp.put', signal, async (c) => {
        await c.put(Buffer.from(String(content ?? '')), String(path));
        return { path: String(path) };
      }),
  };
}
