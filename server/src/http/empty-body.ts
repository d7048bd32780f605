import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook for a POST whose fields may come in the query alone: a request without
 * a body validates as one with an empty object (Fastify otherwise answers "body must be object").
 */
export async function emptyBodyAsObject(req: FastifyRequest) {
  req.body ??= {};
}
