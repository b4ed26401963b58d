import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  buildKey,
  errorResponse,
  isShareToken,
  MESSAGES,
  parseKey,
  type RelatedItem,
  type SharedItem,
  sharedView,
  sharedViewParams,
} from 'shared-contracts';
import { z } from 'zod';
import type { RateLimitRule } from '../config.js';
import type { FeatureCatalog } from '../features/catalog.js';
import { HttpError } from '../http/errors.js';
import { byIp, rateLimiter } from '../http/rate-limits.js';
import type { ImageUrlOf } from '../images/image-urls.js';
import { type OpenedShareLink, openShareLink } from '../store/share-links.js';
import type { AppContext } from './context.js';
import { toFeatureDetail } from './serialize.js';

/**
 * Share-page lookups one address may make: plenty for a person opening links, few for
 * someone trying tokens. Counted for every lookup, found or not, under the auth routes'
 * switch (`RATE_LIMITS=off` for the e2e and dev servers).
 */
export const SHARED_VIEWS_PER_IP: RateLimitRule = { max: 60, windowMs: 60_000 };

/**
 * One answer for every link that does not work (never existed, malformed, revoked, its
 * item or project deleted): whoever tries tokens learns nothing from the answers.
 */
const linkGone = () => new HttpError(404, MESSAGES.shareLinkGone);

/**
 * On every answer of the route, errors and 429s included: the content is private to
 * whoever holds the link, so no cache keeps it, no search engine lists it, and no page it
 * links to learns the link from the Referer.
 */
function privateAnswer(reply: FastifyReply) {
  reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Referrer-Policy', 'no-referrer');
}

/**
 * The shared items as their own GET answers them (the same serializer and schema), the
 * served types only, in the editors' order and then as the store gave them (oldest first).
 */
async function sharedItems(
  features: FeatureCatalog,
  opened: OpenedShareLink,
  imageUrl: ImageUrlOf,
): Promise<SharedItem[]> {
  const served = opened.items.flatMap((item) => {
    const def = features.byType(item.type);
    return def ? [{ def, item }] : [];
  });
  served.sort((a, b) => a.def.editor.order - b.def.editor.order);
  return Promise.all(
    served.map(async ({ def, item }) => ({
      type: def.type,
      // Encoded by the detail schema as the item's own route does, so the two are equal.
      detail: z.encode(def.detail, await toFeatureDetail(def, item, imageUrl)) as Record<
        string,
        unknown
      >,
    })),
  );
}

/**
 * What the shown items refer to through their contracts' `references` (an empathy map's
 * persona), by key, as a page needs it for their viewers: found among the project's items
 * (shown or not), of the referred type; a key naming nothing is left out.
 */
async function relatedItems(
  features: FeatureCatalog,
  opened: OpenedShareLink,
  imageUrl: ImageUrlOf,
): Promise<Record<string, RelatedItem>> {
  const all = [...opened.items, ...opened.others];
  const related: Record<string, RelatedItem> = {};
  for (const item of opened.items) {
    for (const reference of features.byType(item.type)?.references ?? []) {
      const key = item.content[reference.field];
      const target = features.byType(reference.type);
      if (typeof key !== 'string' || !target || key in related) continue;
      const id = parseKey(target.keyKind, key);
      const found = all.find((candidate) => candidate.id === id && candidate.type === target.type);
      if (!found) continue;
      related[buildKey(target.keyKind, found.id)] = {
        type: found.type,
        name: found.name,
        thumbnailPath: await imageUrl(found.thumbnail_key),
      };
    }
  }
  return related;
}

/**
 * `GET /api/shared/:token`: what a share link shows, to anyone holding it, without an
 * account (issue H5). Opening it notes when it was last opened, for its owner's list.
 */
export async function sharedRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, features, imageUrlsFor } = ctx;
  const limit = rateLimiter(ctx.rateLimits, ctx.config.rateLimits);

  const lookup = {
    onRequest: async (_request: unknown, reply: FastifyReply) => privateAnswer(reply),
    preHandler: limit('shared-view-ip', SHARED_VIEWS_PER_IP, byIp),
  };

  // Addresses the token route does not take (a token past the router's parameter length,
  // further segments, none at all) are links that do not work either, answered alike
  // rather than by the not-found page, which would differ and quote the address.
  app.get('/*', { schema: { hide: true }, ...lookup }, async () => {
    throw linkGone();
  });

  app.get(
    '/:token',
    {
      schema: {
        tags: ['share-links'],
        summary: 'What a share link shows (no account needed)',
        params: sharedViewParams,
        response: { 200: sharedView, 404: errorResponse, 429: errorResponse },
      },
      ...lookup,
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!isShareToken(token)) throw linkGone();
      const opened = await openShareLink(db, token);
      if (!opened) throw linkGone();
      const imageUrl = imageUrlsFor(request, reply);
      const items = await sharedItems(features, opened, imageUrl);
      // An item deleted (or no longer served) since the link was found.
      if (opened.kind === 'item' && items.length === 0) throw linkGone();
      const at = opened.ownerEmail.lastIndexOf('@');
      return {
        kind: opened.kind,
        sharedBy: at === -1 ? opened.ownerEmail : opened.ownerEmail.slice(0, at),
        project: opened.project,
        items,
        related: await relatedItems(features, opened, imageUrl),
      };
    },
  );
}
