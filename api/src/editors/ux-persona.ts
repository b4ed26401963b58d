import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, parseKey, thumbnailUrlParams, uxPersonaContract } from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import { featureDefinition } from '../features/definition.js';
import { HttpError, notFound } from '../http/errors.js';
import type { AppContext } from '../routes/context.js';
import { getFeature } from '../store/features.js';

/**
 * UX personas. A persona's thumbnail is its photo, which clients also ask for on its own
 * (spec §7): `GET /api/ux-personas/thumbnailUrl/{PK}/{SK}` answers its URL as plain text.
 */
const uxPersona = featureDefinition(uxPersonaContract, { routes: photoUrlRoutes });
export default uxPersona;

async function photoUrlRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/thumbnailUrl/:PK/:SK',
    {
      schema: {
        tags: [uxPersona.route],
        summary: "The URL of the persona's photo, as plain text",
        security: [{ bearer: [] }],
        params: thumbnailUrlParams,
        response: { 200: z.string(), 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
      onRequest: requireUser(ctx.tokens, ctx.sessions),
    },
    async (request, reply) => {
      const row = await getFeature(
        ctx.db,
        uxPersona,
        currentUser(request).userId,
        parseKey('project', request.params.PK)!,
        parseKey(uxPersona.keyKind, request.params.SK)!,
      );
      if (!row) throw notFound(uxPersona.label);
      const url = await ctx.imageUrlsFor(request, reply)(row.thumbnail_key);
      if (!url) throw new HttpError(404, 'This persona has no photo yet');
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );
}
