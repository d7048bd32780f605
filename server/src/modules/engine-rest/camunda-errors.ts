import type { FastifyInstance, FastifyRequest } from 'fastify';
import { namedCamundaType, wasRefusedInput } from '../../http/error-handler';

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

const isEngineRest = (url: string) => url.startsWith('/api/camunda/engine-rest/');

/** The exception type, by what failed: the input, the caller's role, or the resource's rule. */
function camundaExceptionType(
  request: FastifyRequest,
  status: number,
  invalidInput: boolean,
): string {
  if (status === 403) return 'AuthorizationException';
  const named = namedCamundaType(request);
  if (named) return named;
  if (invalidInput) return 'InvalidRequestException';
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (REST_EXCEPTION_ROUTES.some((pattern) => pattern.test(route))) return 'RestException';
  return status === 400 || status === 404 ? 'InvalidRequestException' : 'RestException';
}

/**
 * ExceptionDto's `code` is the engine's error code, not the HTTP status: null for the REST
 * layer's own exceptions, 0 (the engine's fallback) for an engine exception such as a refused
 * authorization, 1 for an optimistic locking failure.
 */
const ENGINE_CODES: Record<string, number> = {
  AuthorizationException: 0,
  // BuiltinExceptionCode.OPTIMISTIC_LOCKING
  OptimisticLockingException: 1,
};
const camundaExceptionCode = (type: string) => ENGINE_CODES[type] ?? null;

/**
 * Failures under /api/camunda/ also carry Camunda's `{ type, message }`, which Camunda clients
 * read; under engine-rest `code` is Camunda's too. Registered on the app, after the error
 * handler's envelope, so that it covers every module's /api/camunda/ routes.
 */
export function registerCamundaErrors(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.url.startsWith('/api/camunda/')) return payload;
    const body = payload as { msg?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body.msg !== 'string') return payload;
    const type = camundaExceptionType(request, reply.statusCode, wasRefusedInput(request));
    const code = isEngineRest(request.url) ? { code: camundaExceptionCode(type) } : {};
    return { ...body, type, message: body.msg, ...code };
  });
}
