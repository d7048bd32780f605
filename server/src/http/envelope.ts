import type { Envelope } from '@console/shared/contract';

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });

/** An error with the HTTP status and the message the console shows. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Refused for breaking the input rules, not for what the input asks. */
    readonly invalidInput = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
/** A 400 for input that breaks the rules every request keeps (input-guard.ts). */
export const invalidInput = (message: string) => new ApiError(400, message, true);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
