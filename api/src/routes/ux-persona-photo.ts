import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, parseKey, thumbnailUrlParams } from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import { uxPersonaFeature } from '../features/ux-persona.js';
import { HttpError, notFound } from '../http/errors.js';
import { getFeature } from '../store/features.js';
import type { AppContext } from './context.js';

/** `GET /api/ux-personas/thumbnailUrl/{PK}/{SK}`: the persona photo's URL as plain text. */
export async function uxPersonaPhotoRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/thumbnailUrl/:PK/:SK',
    {
      schema: {
        tags: ['ux-personas'],
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
        uxPersonaFeature,
        currentUser(request).userId,
        parseKey('project', request.params.PK)!,
        parseKey('uxPersona', request.params.SK)!,
      );
      if (!row) throw notFound(uxPersonaFeature.label);
      const url = await ctx.imageUrl(row.thumbnail_key);
      if (!url) throw new HttpError(404, 'This persona has no photo yet');
      return reply.type('text/plain; charset=utf-8').send(url);
    },
  );
}
