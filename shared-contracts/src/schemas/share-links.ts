import { z } from 'zod';
import { isUuid } from '../keys.js';
import { MESSAGES } from '../messages.js';
import { keySchema, timestamp } from './common.js';

/*
 * Read-only share links (issue H5). An owner makes a link to one item or to a whole
 * project; anyone holding it reads that content without an account. The token is shown
 * once, when the link is made: the server keeps only its hash.
 */

/** A share token: 32 random bytes in base64url (43 characters, no padding). */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether the text has the form of a share token (not whether such a link exists). */
export function isShareToken(text: string): boolean {
  return SHARE_TOKEN.test(text);
}

/** The site's share page for a token: `/s/<token>`. */
export function sharePagePath(token: string): string {
  return `/s/${token}`;
}

/** An editor key prefix, as editor descriptions allow them (`UXPERS`). */
const ITEM_KEY = /^([A-Z][A-Z0-9]*)[#_](.+)$/;

/**
 * The key of an item of any editor type (`UXPERS#<uuid>`, or with `_`), parsed to its `#`
 * form. Which prefixes name a type is the server's to say: it serves the editors.
 */
export const anyItemKey = z
  .string({ error: MESSAGES.invalidKey('item') })
  .transform((value, ctx) => {
    const match = ITEM_KEY.exec(value);
    if (!match || !isUuid(match[2]!)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidKey('item') });
      return z.NEVER;
    }
    return `${match[1]}#${match[2]!.toLowerCase()}`;
  })
  .meta({ description: 'An item key of any editor type: <PREFIX>#<uuid> (or <PREFIX>_<uuid>)' });

export const createShareLinkRequest = z.object({
  projectSK: keySchema('project'),
  /** Absent (or null): a link to the whole project. */
  itemSK: anyItemKey.nullish(),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkRequest>;

/** A link as its owner sees it in the list: everything but the token, which is not kept. */
export const shareLink = z
  .object({
    id: z.string(),
    projectSK: z.string(),
    /** null: the link shows the whole project. */
    itemSK: z.string().nullable(),
    /** The item's editor type (`uxPersona`), null for a project link. */
    itemType: z.string().nullable(),
    /** The item's name as it is now, null for a project link. */
    itemName: z.string().nullable(),
    createdAt: timestamp,
    /** When anyone last opened it; null until then. */
    lastOpenedAt: timestamp.nullable(),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLink>;

/** The answer to creating a link: the only time its token and page are told. */
export const createdShareLink = shareLink
  .extend({
    token: z.string(),
    /** The share page on the site: `/s/<token>`. */
    path: z.string(),
  })
  .meta({ id: 'CreatedShareLink' });
export type CreatedShareLink = z.infer<typeof createdShareLink>;

export const shareLinksQuery = z.object({ projectSK: keySchema('project') });

/** The project's links, newest first. */
export const shareLinkList = z.object({ links: z.array(shareLink) });
export type ShareLinkList = z.infer<typeof shareLinkList>;

/** An id that is not one of the caller's links (or not an id at all) answers 404 alike. */
export const shareLinkParams = z.object({ id: z.string() });

/** Any text: a token of the wrong form is answered as an unknown one, not as a bad request. */
export const sharedViewParams = z.object({ token: z.string() });

export const sharedItem = z.object({
  /** The editor type: which viewer shows it. */
  type: z.string(),
  detail: z.record(z.string(), z.unknown()).meta({
    description: "Exactly what GET /api/<the type's path>/{PK}/{SK} answers for the item",
  }),
});
export type SharedItem = z.infer<typeof sharedItem>;

/** What a page knows of an item another one refers to (an empathy map's persona). */
export const relatedItem = z.object({
  type: z.string(),
  name: z.string(),
  /** Its thumbnail (a persona's photo) as a signed URL, or null. */
  thumbnailPath: z.string().nullable(),
});

export type RelatedItem = z.infer<typeof relatedItem>;

/** What a share page shows (`GET /api/shared/{token}`). */
export const sharedView = z
  .object({
    kind: z.enum(['project', 'item']),
    /** The owner's email before the '@': the full address is not shown to strangers. */
    sharedBy: z.string(),
    project: z.object({ name: z.string(), description: z.string() }),
    /** A project link: every item, in the editors' order, then oldest first. */
    items: z.array(sharedItem),
    /**
     * The items of the project the shown ones refer to (their contracts' `references`),
     * by key (`UXPERS#…`), for their viewers (ViewerProps `related`).
     */
    related: z.record(z.string(), relatedItem),
  })
  .meta({ id: 'SharedView' });
export type SharedView = z.infer<typeof sharedView>;
