import type { AxiosResponse } from 'axios';
import { translate } from '../i18n/instance';
import { LOGIN_PATH, ui } from './bindings';

/** Raised by the client after it has already told the user; callers need not repeat it. */
export class HandledError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
    /** False for a status the call expected (`expectedStatuses`): nobody has shown it yet. */
    readonly shown = true,
  ) {
    super(message);
    this.name = 'HandledError';
  }
}

interface BodyShape {
  code?: unknown;
  status?: unknown;
  msg?: unknown;
}

const isObject = (value: unknown): value is BodyShape =>
  typeof value === 'object' && value !== null && !(value instanceof Blob);

const messageText = (msg: unknown) =>
  typeof msg === 'string' && msg ? msg : translate('http.noMessage');

/** SPEC §8, responses that arrived with a 2xx status. */
export function handleResponse(response: AxiosResponse, signOut: () => void): AxiosResponse {
  if (response.config.url?.includes('/api/camunda/')) return response;
  const body: unknown = response.data;
  if (!isObject(body)) return response;
  if (body.status === 401) {
    if (!response.config.silent) ui().navigate(LOGIN_PATH);
    throw new HandledError(translate('http.pleaseLogin'), 401);
  }
  if (body.code === undefined || body.code === 200) return response;
  const text = messageText(body.msg);
  if (response.config.silent)
    throw new HandledError(text, response.status, Number(body.code), false);
  ui().notifyError(text);
  if (body.code === 403) {
    signOut();
    ui().navigate(LOGIN_PATH);
  }
  throw new HandledError(text, response.status, Number(body.code));
}
