import type { PlainValues } from './variables';
import { egressPolicy, type EgressPolicy } from '../../../http/egress';
import { egressFetch } from '../../../http/egress-fetch';
import { ApiError } from '../../../http/envelope';
import { readText } from '../../scripts/io-http';
import { runMappingInPool } from '../../scripts/sandbox';
import type { ScriptPool } from '../../scripts/script-pool';
import { runComposeConnector, runPackageConnector, type ScriptHost } from '../script-runs';

export { ConnectorFailure, type ConnectorRow, type RunResult } from './connector-failure';
import { ConnectorFailure, type ConnectorRow, type RunResult } from './connector-failure';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A mapping connector: its JSONata expression, run in the script pool, over the variables. */
async function runMapping(
  connector: ConnectorRow,
  input: PlainValues,
  pool?: ScriptPool,
): Promise<RunResult> {
  const expression = connector.parameters.expression;
  if (typeof expression !== 'string') throw new ConnectorFailure('The mapping has no expression');
  let value: unknown;
  try {
    value = await runMappingInPool(expression, input, connector.timeoutMs, {
      tenant: String(connector.tenantId),
      pool,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new ConnectorFailure(error.message);
    throw new ConnectorFailure(`The mapping failed: ${(error as Error).message}`);
  }
  const output = value === undefined ? undefined : JSON.stringify(value);
  if (!isObject(value)) {
    const got = value === undefined ? 'nothing' : Array.isArray(value) ? 'an array' : typeof value;
    throw new ConnectorFailure(`The mapping must produce an object, it produced ${got}`, output);
  }
  return { variables: value, output: output ?? '' };
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
function unreachable(error: unknown, url: string, timeoutMs: number): ConnectorFailure {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ConnectorFailure(`The command timed out after ${timeoutMs} ms`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ConnectorFailure(`The command could not reach ${url}: ${reason}`);
}

/** A command's URL is tenant configuration: it goes where the server's egress policy allows. */
async function runCommand(
  connector: ConnectorRow,
  input: PlainValues,
  egress: EgressPolicy,
): Promise<RunResult> {
  const { url, method, headers } = connector.parameters;
  if (typeof url !== 'string' || typeof method !== 'string' || !METHODS.includes(method)) {
    throw new ConnectorFailure('The command has no valid url and method');
  }
  const extra = isObject(headers) ? (headers as Record<string, string>) : {};
  let status: number;
  let text: string;
  try {
    // The one signal covers the connection, the request and reading the answer.
    const response = await egressFetch(egress, url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...extra },
      body: method === 'GET' ? undefined : JSON.stringify(input),
      signal: AbortSignal.timeout(connector.timeoutMs),
    });
    status = response.status;
    // An answer is merged into variables and logged: a larger one is refused, not buffered.
    text = await readText(
      response,
      () => new ConnectorFailure('The command answered more than 4 MiB'),
    );
  } catch (error) {
    if (error instanceof ConnectorFailure) throw error;
    throw unreachable(error, url, connector.timeoutMs);
  }
  if (status < 200 || status > 299) {
    throw new ConnectorFailure(
      `The command answered HTTP ${status}`,
      text || `HTTP ${status}`,
      text,
    );
  }
  let parsed: unknown;
  try {
    parsed = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  // Only a JSON object has names to merge; any other answer is kept in the run log only.
  return { variables: isObject(parsed) ? parsed : {}, output: text };
}

// Without a script host (a worker started without one), commands reach public addresses only.
let publicOnlyPolicy: EgressPolicy | undefined;
const publicOnly = () => (publicOnlyPolicy ??= egressPolicy([]));

/** Where a script connector runs: the server's script host, the task's bound credential. */
export interface ScriptPlace {
  host: ScriptHost;
  credentialId: number | null;
}

/** Runs a connector over a task's variables; throws ConnectorFailure when it fails. */
export function runConnector(
  connector: ConnectorRow,
  input: PlainValues,
  place?: ScriptPlace,
): Promise<RunResult> {
  if (connector.type === 'mapping') return runMapping(connector, input, place?.host.pool);
  if (connector.type === 'command' && !connector.packageId)
    return runCommand(connector, input, place?.host.egress ?? publicOnly());
  if (place && connector.type === 'command')
    return runPackageConnector(place.host, connector, input, place.credentialId);
  if (place && connector.type === 'compose')
    return runComposeConnector(place.host, connector, input, place.credentialId);
  return Promise.reject(
    new ConnectorFailure(`A ${connector.type} connector cannot run on a task (yet)`),
  );
}
