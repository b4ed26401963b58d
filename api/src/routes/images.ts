import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { isValidBlobKey } from '../images/blob-store.js';
import type { AppContext } from './context.js';

/**
 * Serves stored images. Keys are random and never reused (a new upload gets a new key),
 * so responses can be cached for a year; `nosniff` comes from the security headers.
 */
export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { file: string } }>(
    '/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `images/${request.params.file}`;
      const blob = isValidBlobKey(key) ? await ctx.blobs.get(key) : null;
      if (!blob) throw notFound('Image');
      return reply
        .type(blob.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(blob.body);
    },
  );
}
