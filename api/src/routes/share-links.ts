import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buildKey,
  createdShareLink,
  createShareLinkRequest,
  errorResponse,
  parseKey,
  type ShareLink,
  shareLinkList,
  shareLinkParams,
  shareLinksQuery,
  sharePagePath,
} from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import type { FeatureCatalog } from '../features/catalog.js';
import type { FeatureDefinition } from '../features/definition.js';
import { notFound } from '../http/errors.js';
import {
  createShareLink,
  deleteShareLink,
  type ListedShareLink,
  listShareLinks,
} from '../store/share-links.js';
import type { AppContext } from './context.js';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security = [{ bearer: [] }];
const tags = ['share-links'];

/** The served editor type whose keys look like `key` (an item key in `#` form), and the id. */
function itemOfKey(features: FeatureCatalog, key: string) {
  for (const def of features.all) {
    const id = parseKey(def.keyKind, key);
    if (id !== null) return { def, id };
  }
  return undefined;
}

/**
 * The owner's view of a link. An item link whose type this server no longer serves keeps
 * its type (it still counts and can be revoked) but has no key to show.
 */
function toShareLink(row: ListedShareLink, features: FeatureCatalog): ShareLink {
  const def = row.item_type === null ? undefined : features.byType(row.item_type);
  return {
    id: row.id,
    projectSK: buildKey('project', row.project_id),
    itemSK: row.item_id !== null && def ? buildKey(def.keyKind, row.item_id) : null,
    itemType: row.item_type,
    itemName: row.item_name,
    createdAt: row.created_at,
    lastOpenedAt: row.last_opened_at,
  };
}

/**
 * The signed-in user's share links (issue H5): make one to a project of theirs or to an
 * item in it, list a project's, revoke one. Another user's project, item or link answers
 * 404, exactly as one that does not exist. Opening a link is `shared.ts`.
 */
export async function shareLinkRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, features } = ctx;
  app.addHook('onRequest', requireUser(ctx.tokens, ctx.sessions));

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Create a read-only link to a project, or to one item of it; the answer is the only ' +
          'time the token is shown',
        security,
        body: createShareLinkRequest,
        response: { 201: createdShareLink, ...errors },
      },
    },
    async (request, reply) => {
      const { projectSK, itemSK } = request.body;
      let item: { def: FeatureDefinition; id: string } | undefined;
      if (itemSK) {
        item = itemOfKey(features, itemSK);
        if (!item) throw notFound('Item');
      }
      const created = await createShareLink(
        db,
        currentUser(request).userId,
        parseKey('project', projectSK)!,
        item ? { id: item.id, type: item.def.type } : null,
      );
      if (created === 'no-project') throw notFound('Project');
      if (created === 'no-item') throw notFound(item!.def.label);
      const { token, ...link } = created;
      return reply
        .status(201)
        .send({ ...toShareLink(link, features), token, path: sharePagePath(token) });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The project's share links, newest first (without their tokens)",
        security,
        querystring: shareLinksQuery,
        response: { 200: shareLinkList, ...errors },
      },
    },
    async (request) => {
      const rows = await listShareLinks(
        db,
        currentUser(request).userId,
        parseKey('project', request.query.projectSK)!,
      );
      if (!rows) throw notFound('Project');
      return { links: rows.map((row) => toShareLink(row, features)) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a share link: it stops working at once',
        security,
        params: shareLinkParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteShareLink(db, currentUser(request).userId, request.params.id))) {
        throw notFound('Share link');
      }
      return reply.status(204).send(null);
    },
  );
}
