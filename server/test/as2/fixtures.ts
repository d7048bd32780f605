import assert from 'node:assert/strict';
import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { as2Logs, as2Ports, certificates } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { StartedServer } from '../harness';
import { uploadRequest } from './multipart';

/** Every AS2 row in a stable order, to compare around a refused call. */
export async function as2State(db: Db) {
  return {
    certificates: await db.select().from(certificates).orderBy(asc(certificates.id)),
    ports: await db.select().from(as2Ports).orderBy(asc(as2Ports.id)),
    logs: await db.select().from(as2Logs).orderBy(asc(as2Logs.id)),
  };
}

/** A valid send port body with no certificates needed. */
export const sendPortBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'SP_ORDERS',
  messageType: 'X12',
  from: 'ACME',
  to: 'PARTNER',
  url: 'https://as2.partner.example/receive',
  timeout: 60,
  description: 'Orders to the partner',
  selfCertificate: null,
  selfCertificatePassword: null,
  partnerCertificate: null,
  signed: false,
  signAlgorithm: 'SHA256',
  encrypted: false,
  encryptAlgorithm: 'AES256',
  compressed: false,
  mdnMode: 'sync',
  mdnSigned: false,
  micAlgorithm: 'SHA256',
  asyncMdnUrl: null,
  // No retries unless a test asks: a failure is then final at once.
  retryCount: 0,
  retryInterval: 60,
  ...overrides,
});

/** A valid receive port body with no certificates needed. */
export const receivePortBody = (overrides: Record<string, unknown> = {}) =>
  sendPortBody({ name: 'RP_ASN', from: 'PARTNER', to: 'ACME', url: null, ...overrides });

export interface ApiAnswer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** Calls a route and returns status and envelope. */
export async function callApi<T = unknown>(
  server: StartedServer,
  token: string | null,
  request: InjectOptions,
): Promise<ApiAnswer<T>> {
  const response = await server.call(token, request);
  const body = response.json() as { code: number; msg: string; data: T };
  return { status: response.statusCode, ...body };
}

/** Runs a call that must fail with `status` and `msg`, and checks that it changed nothing. */
export async function expectRefused(
  server: StartedServer,
  call: () => Promise<ApiAnswer<unknown>>,
  status: number,
  msg: string,
) {
  const before = await as2State(server.db);
  const answer = await call();
  assert.deepEqual(
    { status: answer.status, code: answer.code, msg: answer.msg, data: answer.data },
    { status, code: status, msg, data: null },
  );
  assert.deepEqual(await as2State(server.db), before, 'a refused call changed nothing');
}

/** Small wrappers that expect success, for a test's setup. */
export function as2Api(server: StartedServer, token: string) {
  const ok = async <T>(request: InjectOptions): Promise<T> => {
    const answer = await callApi<T>(server, token, request);
    assert.equal(answer.status, 200, `${request.method} ${request.url}: ${answer.msg}`);
    return answer.data;
  };
  return {
    upload: (filename: string, content: Buffer, fields: Record<string, string> = {}) =>
      ok<{ name: string; usedBy: string[] }>(uploadRequest(filename, content, fields)),
    addPort: (kind: 'send' | 'receive', payload: object) =>
      ok<{ id: number; name: string }>({
        method: 'POST',
        url: `/as2/api/${kind}port/add`,
        payload,
      }),
  };
}
