import { EgressRefused, type EgressPolicy } from '../../http/egress';
import { egressFetch, type EgressResponse } from '../../http/egress-fetch';
import type { HostOp } from './pure-ops';

/** The bound credential as a run sees it: its kind and its fields, secrets opened. */
export interface RunCredential {
  templateId: string;
  values: Record<string, unknown>;
}

/** An answer is handed to the script through JSON: a larger one is refused, not buffered. */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's text, read up to MAX_ANSWER_BYTES; beyond that, `tooLarge()` is thrown. */
export async function readText(
  response: Pick<EgressResponse, 'body'>,
  tooLarge = () => new Error('The answer is larger than 4 MiB'),
): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The Authorization (or key) header of an HTTP credential; other kinds add nothing. Each of
 * these names is dropped on a redirect to another origin.
 */
export function authHeaders(credential: RunCredential | null): Record<string, string> {
  const v = credential?.values ?? {};
  switch (credential?.templateId) {
    case 'http-basic':
      return {
        authorization: `Basic ${Buffer.from(`${String(v.username)}:${String(v.password ?? '')}`).toString('base64')}`,
      };
    case 'bearer-token':
      return { authorization: `Bearer ${String(v.token)}` };
    case 'api-key-header':
      return { [String(v.header || 'X-API-Key')]: String(v.key) };
    default:
      return {};
  }
}

function targetUrl(url: unknown, query: unknown): URL {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw new Error(`Not a URL: ${String(url)}`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new Error('http calls http or https URLs only');
  if (isMap(query))
    for (const [k, v] of Object.entries(query)) parsed.searchParams.append(k, String(v));
  return parsed;
}

async function call(
  egress: EgressPolicy,
  credential: RunCredential | null,
  signal: AbortSignal,
  request: { method: string; url: URL; headers: Record<string, string>; body?: string },
) {
  const auth = authHeaders(credential);
  let response: EgressResponse;
  try {
    response = await egressFetch(egress, request.url, {
      method: request.method,
      headers: { ...auth, ...request.headers },
      body: request.body,
      signal,
      credentialHeaders: Object.keys(auth),
    });
  } catch (error) {
    if (error instanceof EgressRefused) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new Error(`${request.method} ${request.url.origin} timed out`, { cause: error });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(
      `Could not reach ${request.url.origin}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause: error },
    );
  }
  const text = await readText(response);
  const json = parseJson(text);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    json,
    body: json ?? text,
  };
}

/** The answer's JSON, or null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const stringHeaders = (headers: unknown): Record<string, string> =>
  isMap(headers) ? Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])) : {};

/** http.request and http.soap, with the bound credential's authorization, where egress allows. */
export function httpOps(
  egress: EgressPolicy,
  credential: RunCredential | null,
): Record<string, HostOp> {
  return {
    'http.request': ([options], signal) => {
      if (!isMap(options)) throw new Error('http.request needs a map: [method:, url:, …]');
      const method = String(options.method ?? 'GET').toUpperCase();
      const headers = stringHeaders(options.headers);
      const body = options.body;
      const hasBody = body !== undefined && body !== null && method !== 'GET' && method !== 'HEAD';
      const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
      if (hasBody && typeof body !== 'string' && !typed)
        headers['content-type'] = 'application/json';
      return call(egress, credential, signal, {
        method,
        url: targetUrl(options.url, options.query),
        headers,
        body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      });
    },
    'http.soap': ([url, action, envelope], signal) =>
      call(egress, credential, signal, {
        method: 'POST',
        url: targetUrl(url, null),
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"${String(action ?? '')}"`,
        },
        body: String(envelope ?? ''),
      }),
  };
}
