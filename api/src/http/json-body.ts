import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them, except that an empty one is no body at all. Several
 * HTTP clients send `content-type: application/json` with an empty body on requests that
 * carry nothing (`POST /api/projects`, a sign-out); Fastify would refuse those with 400.
 * A route that needs a body still refuses a missing one, through its schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  // Fastify's own parser, with its defences against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      if (body === '') done(null, undefined);
      else parseJson(request, body, done);
    },
  );
}
