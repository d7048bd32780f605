import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { EngineError, type EngineErrorKind } from '../engine/errors';
import { ApiError } from './envelope';
import { refusedByDatabase } from './database-errors';
import { uniqueViolationMessage } from './unique-violation';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** `body.name must NOT have fewer than 1 characters`: the field is always named. */
export function describeIssue(context: string | undefined, issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') {
    return `${context ?? 'request'}.${path ? `${path}.` : ''}${missing} is required`;
  }
  if (issue.keyword === 'additionalProperties') {
    return `${context ?? 'request'}.${path ? `${path}.` : ''}${String(issue.params.additionalProperty)} is not allowed`;
  }
  const field = path ? `${context ?? 'request'}.${path}` : (context ?? 'request');
  return `${field} ${issue.message ?? 'is invalid'}`;
}

/** The status of each of the engine's error kinds (engine/errors.ts). */
const ENGINE_ERROR_STATUS: Record<EngineErrorKind, number> = {
  'bad-request': 400,
  'not-found': 404,
  conflict: 409,
};

/** An engine error as the ApiError it answers with; any other error unchanged. */
const fromEngine = <T>(error: T): T | ApiError =>
  error instanceof EngineError
    ? new ApiError(ENGINE_ERROR_STATUS[error.kind], error.message, error.invalidInput)
    : error;

/** Requests refused for their input (schema or edge rules), for the Camunda error shape. */
const refusedInput = new WeakSet<FastifyRequest>();
export const wasRefusedInput = (request: FastifyRequest) => refusedInput.has(request);
/** Camunda exception types the engine named itself (OptimisticLockingException). */
const camundaTypes = new WeakMap<FastifyRequest, string>();
export const namedCamundaType = (request: FastifyRequest) => camundaTypes.get(request);

/**
 * Every failure leaves as `{ code, msg, data: null }` with the matching HTTP status (Camunda's
 * shape is added under /api/camunda/ by modules/engine-rest/camunda-errors.ts).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | ApiError | EngineError, request, reply) => {
    const error = fromEngine(thrown);
    if (thrown instanceof EngineError && thrown.camundaType)
      camundaTypes.set(request, thrown.camundaType);
    if (
      ('validation' in error && error.validation) ||
      (error instanceof ApiError && error.invalidInput)
    ) {
      refusedInput.add(request);
    }
    if ('validation' in error && error.validation) {
      // A union (e.g. a string or null) fails once per branch; its first branch says the rule.
      const seen = new Set<string>();
      const issues = (error.validation as ValidationIssue[]).filter((issue) => {
        const key = `${issue.instancePath}|${String(issue.params.missingProperty ?? issue.params.additionalProperty ?? '')}`;
        const first = !seen.has(key);
        seen.add(key);
        return first;
      });
      const msg = issues.map((issue) => describeIssue(error.validationContext, issue)).join('; ');
      return reply.status(400).send({ code: 400, msg, data: null });
    }
    if (error instanceof ApiError) {
      return reply
        .status(error.status)
        .send({ code: error.status, msg: error.message, data: null });
    }
    const duplicate = uniqueViolationMessage(error);
    if (duplicate) return reply.status(409).send({ code: 409, msg: duplicate, data: null });
    const refused = refusedByDatabase(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused a request');
      return reply
        .status(refused.status)
        .send({ code: refused.status, msg: refused.msg, data: null });
    }
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ code: 500, msg: 'Internal server error', data: null });
    }
    return reply.status(status).send({ code: status, msg: error.message, data: null });
  });
}
