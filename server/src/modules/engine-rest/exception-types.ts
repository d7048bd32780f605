import type { FastifyRequest } from 'fastify';

/**
 * Which of Camunda's exception types a failed engine-rest call answers with
 * (camunda-rest-reference.json, `errors`). A request that breaks the input rules is Camunda's
 * InvalidRequestException; these resources answer their own refusals as RestException, as
 * Camunda's REST layer does for them:
 *   a definition by key it does not know, any call on one external task, a message that
 *   nothing waits for.
 */
const REST_EXCEPTION_ROUTES = [
  /^\w+ \/api\/camunda\/engine-rest\/process-definition\/key\/:key(\/|$)/,
  /^\w+ \/api\/camunda\/engine-rest\/external-task\/:id(\/|$)/,
  /^POST \/api\/camunda\/engine-rest\/message$/,
];

export const isEngineRest = (url: string) => url.startsWith('/api/camunda/engine-rest/');

/** The exception type, by what failed: the input, the caller's role, or the resource's rule. */
export function camundaExceptionType(
  request: FastifyRequest,
  status: number,
  invalidInput: boolean,
): string {
  if (status === 403) return 'AuthorizationException';
  if (invalidInput) return 'InvalidRequestException';
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (REST_EXCEPTION_ROUTES.some((pattern) => pattern.test(route))) return 'RestException';
  return status === 400 || status === 404 ? 'InvalidRequestException' : 'RestException';
}

/**
 * ExceptionDto's `code` is the engine's error code, not the HTTP status: null for the REST
 * layer's own exceptions, 0 (the engine's fallback) for an engine exception such as a refused
 * authorization.
 */
export const camundaExceptionCode = (type: string) =>
  type === 'AuthorizationException' ? 0 : null;
