import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StartedServer } from '../harness';

/** What the egress tests (issue 22 §3) share: loopback spellings, loopback servers, dry runs. */

/** Every spelling of loopback that reached it before, as a URL or a credential host gives it. */
export const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  'localhost',
  '2130706433',
  '0x7f000001',
  '017700000001',
  '0177.0.0.1',
  '127.1',
  '[::ffff:127.0.0.1]',
  '[::1]',
];

/** The refusal of any of them, naming the rule. */
export const LOOPBACK =
  /Egress refused: .* a loopback address; the egress policy allows public addresses only/;

export interface Heard {
  host: string;
  path: string;
  headers: IncomingHttpHeaders;
}
export const heard: Heard[] = [];

/**
 * A loopback HTTP server that records what it hears, answers `route`'s redirects, and counts
 * the connections made to it (an SQL, SFTP or SMTP client would connect without a request).
 */
export async function listen(
  host: string,
  route: (path: string) => string | undefined = () => undefined,
) {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    heard.push({ host, path, headers: request.headers });
    const location = route(path);
    if (location) response.writeHead(path.startsWith('/307') ? 307 : 302, { location });
    else response.writeHead(200, { 'content-type': 'application/json' });
    response.end(location ? '' : JSON.stringify({ fine: true }));
  });
  const listening = { server, port: 0, connections: 0 };
  server.on('connection', () => listening.connections++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  listening.port = (server.address() as AddressInfo).port;
  return listening;
}
export const heardOn = (host: string) => heard.filter((h) => h.host === host);

export type Listening = Awaited<ReturnType<typeof listen>>;

export type DryRun = { ok: boolean; output: unknown; error: { message: string } | null };
/** A script's dry run (POST /api/script/dryRun) as an admin: ok, or the error the script met. */
export async function dryRun(server: StartedServer, token: string, payload: object) {
  const response = await server.call(token, {
    method: 'POST',
    url: '/api/script/dryRun',
    payload: payload as Record<string, unknown>,
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: DryRun }).data;
}

let credentials = 0;
/** A credential of the tenant; resolves with its id. */
export async function credential(
  server: StartedServer,
  token: string,
  templateId: string,
  parameters: object,
) {
  const response = await server.call(token, {
    method: 'POST',
    url: '/api/credential',
    payload: { name: `${templateId} ${++credentials}`, template: { id: templateId }, parameters },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: { id: number } }).data.id;
}
