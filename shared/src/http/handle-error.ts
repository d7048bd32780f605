import { isAxiosError } from 'axios';
import { translate } from '../i18n/instance';
import { LOGIN_PATH, ui } from './bindings';
import { HandledError } from './handle-response';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Error statuses this call's caller shows in its own way (the overwrite question of an
     * upload, a form's message): they reject with the server's message, and no toast.
     */
    expectedStatuses?: readonly number[];
    /**
     * A call nobody waits for (the host's load reports): any failure rejects without a toast,
     * a sign-out or a redirect.
     */
    silent?: boolean;
  }
}

/** The message a failed response carries: its body's msg or message, else the client's. */
export function errorMessage(data: unknown, fallback?: string): string {
  if (data === undefined || data === null || data === '') return translate('http.noData');
  if (typeof data === 'string') return data;
  if (typeof data === 'object') {
    const { msg, message } = data as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg) return msg;
    if (typeof message === 'string' && message) return message;
  }
  return fallback || translate('http.noMessage');
}

/** A body asked for as a Blob (downloads) still carries the server's JSON error. */
async function readableBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable error body'));
    reader.readAsText(data);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** SPEC §8, responses with an HTTP error status (or none at all). */
export async function handleError(error: unknown, signOut: () => void): Promise<never> {
  if (error instanceof HandledError || !isAxiosError(error)) throw error;
  const url = error.config?.url ?? '';
  const status = error.response?.status;
  const data = await readableBody(error.response?.data);
  const message = error.response ? errorMessage(data, error.message) : error.message;
  // A status the caller asked for handles itself (a question, a message in a form): no toast.
  const expected = status !== undefined && error.config?.expectedStatuses?.includes(status);
  if (expected || error.config?.silent) {
    throw new HandledError(message, status, undefined, false);
  }
  let text: string;
  if (url.includes('deploy')) {
    text = message;
  } else if (status === 401) {
    text = translate('http.unauthorized', { message });
    signOut();
    ui().navigate(LOGIN_PATH);
  } else if (status === 400) {
    text = typeof data === 'string' && data ? data : translate('http.badRequest', { message });
  } else if (status === 500) {
    text = translate('http.serverError', { message });
  } else {
    text = message || translate('http.noMessage');
  }
  ui().notifyError(text);
  throw new HandledError(text, status);
}
