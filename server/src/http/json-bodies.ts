import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype keys refused), except that an empty body sent
 * as `application/json` is no body, not a 400: Camunda's clients send bodiless POSTs that way
 * (`POST /external-task/{id}/unlock`), and Camunda accepts them.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body.toString(), done);
  });
}
