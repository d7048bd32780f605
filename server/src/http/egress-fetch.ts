import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import { EgressRefused, normalHost, type EgressPolicy } from './egress';

export type { Response as EgressResponse } from 'undici';

/** Redirects followed at most, each hop checked like the first. */
export const MAX_REDIRECTS = 5;

/** Never sent to another origin than the one they were meant for (as fetch does). */
const ORIGIN_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
/** Describe a body that a redirect to GET drops. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language'];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface EgressRequest {
  method: string;
  headers: Record<string, string>;
  /** Text, or bytes (an AS2 message or MDN). */
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Headers a bound credential added: dropped with Authorization on a cross-origin redirect. */
  credentialHeaders?: string[];
  /** Redirects to follow (default MAX_REDIRECTS); with 0 a redirect is the answer. */
  redirects?: number;
}

/**
 * The socket connects to the address the policy checked: the lookup the connection makes is
 * the check itself, so no second lookup can answer differently. Literal IPs never reach a
 * lookup; egressFetch checks them before each hop.
 */
function agentFor(policy: EgressPolicy) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    policy.addresses(hostname).then(
      (checked) => {
        const fitting = options.family
          ? checked.filter((a) => a.family === options.family)
          : checked;
        if (!fitting.length) {
          const error: NodeJS.ErrnoException = new Error(
            `No IPv${options.family} address for ${hostname}`,
          );
          error.code = 'ENOTFOUND';
          return callback(error, '', 0);
        }
        if (options.all) callback(null, fitting);
        else callback(null, fitting[0].address, fitting[0].family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
  return new Agent({ connect: { lookup } });
}

// One agent (and its pool of connections) per policy, i.e. per server.
const agents = new WeakMap<EgressPolicy, Agent>();
const agentOf = (policy: EgressPolicy) => {
  let agent = agents.get(policy);
  if (!agent) agents.set(policy, (agent = agentFor(policy)));
  return agent;
};

const without = (headers: Record<string, string>, names: string[]) => {
  const drop = new Set(names.map((name) => name.toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !drop.has(k.toLowerCase())));
};

/** The refusal behind undici's "fetch failed", so the caller sees which rule refused. */
function refusalIn(error: unknown): EgressRefused | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++)
    if (e instanceof EgressRefused) return e;
  return undefined;
}

/**
 * fetch for a URL that tenant configuration chose: every hop is checked by the egress policy
 * and connects to the address checked; redirects are followed here (at most `redirects`), and
 * a cross-origin hop drops Authorization, Cookie, Proxy-Authorization and the credential's
 * own headers. Failures are fetch's, except a refusal, which is thrown as EgressRefused.
 */
export async function egressFetch(
  policy: EgressPolicy,
  url: string | URL,
  request: EgressRequest,
): Promise<Response> {
  let target = new URL(url);
  let { method, body, headers } = request;
  const limit = request.redirects ?? MAX_REDIRECTS;
  for (let hop = 0; ; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new Error(`Only http and https URLs are followed (not ${target.protocol})`);
    // A name is checked by the agent's lookup as it connects; a literal IP is checked here.
    const host = normalHost(target.hostname);
    if (isIP(host)) await policy.addresses(host);
    let response: Response;
    try {
      response = await fetch(target, {
        method,
        headers,
        body,
        signal: request.signal,
        redirect: 'manual',
        dispatcher: agentOf(policy),
      });
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null || limit === 0) return response;
    await response.body?.cancel().catch(() => undefined);
    if (hop >= limit) throw new Error(`${target.origin} redirected more than ${limit} times`);
    const next = new URL(location, target);
    if (next.origin !== target.origin)
      headers = without(headers, [...ORIGIN_HEADERS, ...(request.credentialHeaders ?? [])]);
    const { status } = response;
    if (
      (status === 303 && method !== 'HEAD') ||
      ((status === 301 || status === 302) && method === 'POST')
    ) {
      method = 'GET';
      body = undefined;
      headers = without(headers, BODY_HEADERS);
    }
    target = next;
  }
}
