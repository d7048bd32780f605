/** The envelope of every message between a thread client and its worker thread. */

export interface Reply {
  /** The request answered; 0 says the worker is ready (or could not start). */
  id: number;
  result?: unknown;
  error?: ErrorFields;
}

/** Something the worker says without being asked (a timer fired). */
export interface Notice<T> {
  notice: T;
}

/** An error's name, message and own plain fields (a PostgreSQL code, an HTTP status …). */
export type ErrorFields = Record<string, unknown> & { message: string };
