import jsonata from 'jsonata';
import type { PlainValues } from './variables';
import { readText } from '../../scripts/io-http';
import { runComposeConnector, runPackageConnector, type ScriptHost } from '../script-runs';

export { ConnectorFailure, type ConnectorRow, type RunResult } from './connector-failure';
import { ConnectorFailure, type ConnectorRow, type RunResult } from './connector-failure';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSONata throws plain objects ({ code, message, position }), not Errors. */
export function jsonataMessage(error: unknown): string {
  if (isObject(error) && typeof error.message === 'string') {
    const position = typeof error.position === 'number' ? ` at position ${error.position}` : '';
    return `${error.message}${position}`;
  }
  return error instanceof Error ? error.message : String(error);
}

// Compiling is the slow part of JSONata; a connector's expression is compiled once.
const compiled = new Map<string, jsonata.Expression>();

function compile(expression: string, timeoutMs: number): jsonata.Expression {
  const key = `${timeoutMs}\u0000${expression}`;
  let found = compiled.get(key);
  if (!found) {
    if (compiled.size >= 500) compiled.clear();
    // The timeout and stack guard stop a runaway expression from blocking the server.
    found = jsonata(expression, { timeout: timeoutMs, stack: 1000 });
    compiled.set(key, found);
  }
  return found;
}

async function runMapping(connector: ConnectorRow, input: PlainValues): Promise<RunResult> {
  const expression = connector.parameters.expression;
  if (typeof expression !== 'string') throw new ConnectorFailure('The mapping has no expression');
  let result: unknown;
  try {
    result = await compile(expression, connector.timeoutMs).evaluate(input);
  } catch (error) {
    throw new ConnectorFailure(`The mapping failed: ${jsonataMessage(error)}`);
  }
  // JSON drops JSONata's sequence markers and functions, leaving what can be stored.
  const output = result === undefined ? undefined : JSON.stringify(result);
  const value: unknown = output === undefined ? undefined : JSON.parse(output);
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

async function runCommand(connector: ConnectorRow, input: PlainValues): Promise<RunResult> {
  const { url, method, headers } = connector.parameters;
  if (typeof url !== 'string' || typeof method !== 'string' || !METHODS.includes(method)) {
    throw new ConnectorFailure('The command has no valid url and method');
  }
  const extra = isObject(headers) ? (headers as Record<string, string>) : {};
  let status: number;
  let text: string;
  try {
    // The one signal covers the connection, the request and reading the answer.
    const response = await fetch(url, {
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
  if (connector.type === 'mapping') return runMapping(connector, input);
  if (connector.type === 'command' && !connector.packageId) return runCommand(connector, input);
  if (place && connector.type === 'command')
    return runPackageConnector(place.host, connector, input, place.credentialId);
  if (place && connector.type === 'compose')
    return runComposeConnector(place.host, connector, input, place.credentialId);
  return Promise.reject(
    new ConnectorFailure(`A ${connector.type} connector cannot run on a task (yet)`),
  );
}
