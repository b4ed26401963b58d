import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../http/errors.js';
import { type FileSystemBlobStore, imageCacheControl } from '../images/blob-store.js';

const LINK_REFUSED = 'This image link is invalid or has expired';

/**
 * Serves the filesystem store's images at the signed URLs it hands out (see
 * ImageUrlSigner). A forged, altered or expired link is refused before the store is
 * looked at, so it tells nothing about which images exist; a valid link to an image that
 * has since been replaced or deleted answers 404. `nosniff` comes from the security headers.
 */
export async function imageRoutes(app: FastifyInstance, { store }: { store: FileSystemBlobStore }) {
  app.get<{ Params: { file: string } }>(
    '/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const granted = store.signer.verify(request.params.file, request.query);
      if (!granted) throw forbidden(LINK_REFUSED);
      const blob = await store.get(granted.blobKey);
      if (!blob) throw notFound('Image');
      return (
        reply
          .type(blob.contentType)
          .header('Cache-Control', imageCacheControl(granted.expiresAtMs))
          // The signed URL is the permission, and pages of other origins (CORS_ORIGINS)
          // show these images too: helmet's same-origin policy would block their <img>.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(blob.body)
      );
    },
  );
}
