/**
 * The engine's own error kinds. The engine knows nothing of HTTP: `http/error-handler.ts` maps
 * each kind to a status (bad-request 400, not-found 404, conflict 409).
 */
export type EngineErrorKind = 'bad-request' | 'not-found' | 'conflict';

export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    /** Refused for breaking the input rules every request keeps, not for what it asks. */
    readonly invalidInput = false,
    /** Camunda's exception type, when it is not the one the status implies. */
    readonly camundaType?: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** The input asks for something the engine cannot do (a bad filter, a wrong variable type). */
export const engineBadRequest = (message: string) => new EngineError('bad-request', message);
/** The input breaks the rules every request keeps (too deep, too long, a NUL). */
export const engineInvalidInput = (message: string) =>
  new EngineError('bad-request', message, true);
/** Nothing with that id, key or name in the caller's tenant. */
export const engineNotFound = (message: string) => new EngineError('not-found', message);
/** The state forbids it now (the instance has ended, the task is locked by another worker). */
export const engineConflict = (message: string) => new EngineError('conflict', message);
/**
 * Another server process changed the instance first and what was asked no longer applies to it
 * (the task was completed, the instance ended): Camunda's OptimisticLockingException, as 409.
 */
export const engineOptimisticLocking = (message: string) =>
  new EngineError('conflict', message, false, 'OptimisticLockingException');
