import { parentPort } from 'node:worker_threads';
import type { ErrorFields, Notice, Reply } from './protocol';

/** The fields of an error that cloning would drop (a PostgreSQL code, an HTTP status …). */
function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function port() {
  if (!parentPort) throw new Error('This module runs only as a worker thread');
  return parentPort;
}

/**
 * Answers the client's requests with `handle` once `open` has resolved; says ready (or why it
 * could not start) first.
 */
export function serveRequests<State, Request extends object>(
  open: () => Promise<State>,
  handle: (state: State, request: Request) => Promise<unknown>,
) {
  const parent = port();
  const reply = (message: Reply) => parent.postMessage(message);
  open().then(
    (state) => {
      parent.on('message', (request: Request & { id: number }) => {
        handle(state, request).then(
          (result) => reply({ id: request.id, result }),
          (error: unknown) => reply({ id: request.id, error: errorFields(error) }),
        );
      });
      reply({ id: 0, result: 'ready' });
    },
    (error: unknown) => reply({ id: 0, error: errorFields(error) }),
  );
}

/** Tells the client something it did not ask for. */
export function notify<T>(notice: T) {
  port().postMessage({ notice } satisfies Notice<T>);
}
