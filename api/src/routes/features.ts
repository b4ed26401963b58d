import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFeatureRequest,
  errorResponse,
  featureListItem,
  keySchema,
  parseKey,
  projectPkParams,
  thumbnailResponse,
} from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import type { FeatureDefinition } from '../features/definition.js';
import { notFound } from '../http/errors.js';
import { readImageUpload } from '../http/multipart.js';
import { parseOrBadRequest } from '../http/parse.js';
import { newBlobKey } from '../images/blob-store.js';
import { processUploadedImage } from '../images/image-processing.js';
import {
  createFeature,
  deleteFeature,
  getFeature,
  listFeatures,
  replaceThumbnail,
  updateFeature,
} from '../store/features.js';
import type { AppContext } from './context.js';
import { toFeatureDetail, toFeatureListItem } from './serialize.js';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security = [{ bearer: [] }];

/**
 * The resource of one editor type (spec §7): create, list by project, get, full-object
 * PATCH, thumbnail upload and delete. Every type is registered from this one
 * function with their FeatureDefinition.
 */
export async function featureRoutes(
  appBase: FastifyInstance,
  { ctx, def }: { ctx: AppContext; def: FeatureDefinition },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, imageUrlsFor, features } = ctx;
  const tags = [def.route];
  // The item's key is read in paths as the PATCH body reads it: same schema, same message.
  const params = z.object({
    PK: keySchema('project'),
    SK: def.updateRequest.shape[def.skField] as z.ZodType<string>,
  });
  const ids = (PK: string, SK: string) => ({
    projectId: parseKey('project', PK)!,
    itemId: parseKey(def.keyKind, SK)!,
  });
  app.addHook('onRequest', requireUser(ctx.tokens, ctx.sessions));

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: `Create a ${def.label.toLowerCase()} in a project (at most 30 per project)`,
        security,
        body: createFeatureRequest,
        response: { 201: def.detail, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = parseKey('project', request.body.projectSK)!;
      const row = await createFeature(db, def, currentUser(request).userId, projectId);
      return reply.status(201).send(await toFeatureDetail(def, row, imageUrlsFor(request, reply)));
    },
  );

  app.get(
    '/:projectPK',
    {
      schema: {
        tags,
        summary: `The project's ${def.label.toLowerCase()} items, last changed first`,
        security,
        params: projectPkParams,
        response: { 200: z.array(featureListItem), ...errors },
      },
    },
    async (request, reply) => {
      const projectId = parseKey('project', request.params.projectPK)!;
      const rows = await listFeatures(db, def, currentUser(request).userId, projectId);
      if (!rows) throw notFound('Project');
      const imageUrl = imageUrlsFor(request, reply);
      return Promise.all(rows.map((row) => toFeatureListItem(def, row, imageUrl)));
    },
  );

  app.get(
    '/:PK/:SK',
    {
      schema: {
        tags,
        summary: `One ${def.label.toLowerCase()}`,
        security,
        params,
        response: { 200: def.detail, ...errors },
      },
    },
    async (request, reply) => {
      const { projectId, itemId } = ids(request.params.PK, request.params.SK);
      const row = await getFeature(db, def, currentUser(request).userId, projectId, itemId);
      if (!row) throw notFound(def.label);
      // Editors must see the latest save, never a cached copy (spec §7: "no caching").
      reply.header('Cache-Control', 'no-store');
      return toFeatureDetail(def, row, imageUrlsFor(request, reply));
    },
  );

  app.patch(
    '/',
    {
      schema: {
        tags,
        summary: `Replace a ${def.label.toLowerCase()} with the whole object sent`,
        security,
        body: def.updateRequest,
        response: { 200: def.detail, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & {
        projectSK: string;
        name: string;
        version?: number;
      };
      const { projectId, itemId } = ids(body.projectSK, String(body[def.skField]));
      const row = await updateFeature(
        db,
        features,
        def,
        currentUser(request).userId,
        projectId,
        itemId,
        body,
        body.version,
      );
      if (!row) throw notFound(def.label);
      return toFeatureDetail(def, row, imageUrlsFor(request, reply));
    },
  );

  app.post(
    '/upload-thumbnail',
    {
      schema: {
        tags,
        summary: 'Upload the thumbnail (multipart: PK, SK, image; JPEG, PNG or WebP up to 10 MB)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: thumbnailResponse, 413: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request);
      const keys = parseOrBadRequest(params, upload.fields);
      const { projectId, itemId } = ids(keys.PK, keys.SK);
      const { userId } = currentUser(request);
      if (!(await getFeature(db, def, userId, projectId, itemId))) throw notFound(def.label);
      const image = await processUploadedImage(upload.image);
      const key = newBlobKey(image.format);
      await ctx.blobs.put(key, image.body, image.contentType);
      const replaced = await replaceThumbnail(db, def, userId, projectId, itemId, key);
      // The item may have been deleted while the image was being processed.
      await ctx.blobs.deleteMany(replaced === undefined ? [key] : replaced ? [replaced] : []);
      if (replaced === undefined) throw notFound(def.label);
      return { thumbnailPath: (await imageUrlsFor(request, reply)(key))! };
    },
  );

  app.delete(
    '/:PK/:SK',
    {
      schema: {
        tags,
        summary: `Delete a ${def.label.toLowerCase()}`,
        security,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { projectId, itemId } = ids(request.params.PK, request.params.SK);
      const imageKey = await deleteFeature(
        db,
        features,
        def,
        currentUser(request).userId,
        projectId,
        itemId,
      );
      if (imageKey === undefined) throw notFound(def.label);
      if (imageKey) await ctx.blobs.delete(imageKey);
      return reply.status(204).send(null);
    },
  );
}
