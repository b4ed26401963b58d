import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_SHARE_LINKS_PER_PROJECT, MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { ShareLinksTable } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import type { StoredItem } from './features.js';

/*
 * Read-only share links (issue H5). The token is 256 random bits, handed to the owner once;
 * only its SHA-256 is stored and a link is found by looking that hash up, so neither the
 * table nor a timing of comparisons gives a working link away. A fast hash is enough: the
 * token is random, not a password someone could guess.
 */

/** A new token: 32 random bytes, base64url (43 characters). */
function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

function shareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link with what the owner's list shows of its item (null for a project link). */
export interface ListedShareLink extends Omit<ShareLinksTable, 'token_hash' | 'user_id'> {
  item_type: string | null;
  item_name: string | null;
}

/** A link to what is stored under a share token, with the owner and the project. */
export interface OpenedShareLink {
  kind: 'project' | 'item';
  ownerEmail: string;
  project: { name: string; description: string };
  /** The item, or every item of the project, oldest first; with their editor type. */
  items: (StoredItem & { type: string })[];
  /**
   * For an item link, the project's other items, which the item may refer to (an empathy
   * map's persona); for a project link, none (they are all in `items`).
   */
  others: (StoredItem & { type: string })[];
}

/** The project of that id when it is the user's, locked for the rest of the transaction. */
function ownedProjectForUpdate(db: Db, trx: Db['kysely'], userId: string, projectId: string) {
  const query = trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .where('user_id', '=', userId);
  return (db.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Makes a link to the user's project, or to one item of it (`item`: its id and editor
 * type). `'no-project'`/`'no-item'` when they are not the user's or not in that project;
 * 400 past the per-project limit.
 */
export async function createShareLink(
  db: Db,
  userId: string,
  projectId: string,
  item: { id: string; type: string } | null,
): Promise<(ListedShareLink & { token: string }) | 'no-project' | 'no-item'> {
  return db.kysely.transaction().execute(async (trx) => {
    // The lock makes the count and the newest date below hold until the insert.
    if (!(await ownedProjectForUpdate(db, trx, userId, projectId))) return 'no-project';
    let itemName: string | null = null;
    if (item) {
      const row = await trx
        .selectFrom('items')
        .select('name')
        .where('id', '=', item.id)
        .where('project_id', '=', projectId)
        .where('type', '=', item.type)
        .executeTakeFirst();
      if (!row) return 'no-item';
      itemName = row.name;
    }
    const { count, newest } = await trx
      .selectFrom('share_links')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.max<number | null>('created_at').as('newest'),
      ])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SHARE_LINKS_PER_PROJECT) throw badRequest(MESSAGES.maxShareLinks);
    // Strictly after the project's newest link, so "newest first" is an order even for
    // links made within one millisecond.
    const createdAt = Math.max(Date.now(), newest === null ? 0 : Number(newest) + 1);
    const token = newShareToken();
    const link = {
      id: randomUUID(),
      project_id: projectId,
      item_id: item?.id ?? null,
      created_at: createdAt,
      last_opened_at: null,
    };
    await trx
      .insertInto('share_links')
      .values({ ...link, user_id: userId, token_hash: shareTokenHash(token) })
      .execute();
    return { ...link, item_type: item?.type ?? null, item_name: itemName, token };
  });
}

/** The links of the user's project, newest first; `undefined` when it is not theirs. */
export function listShareLinks(
  db: Db,
  userId: string,
  projectId: string,
): Promise<ListedShareLink[] | undefined> {
  return db.kysely.connection().execute(async (conn) => {
    const project = await conn
      .selectFrom('projects')
      .select('id')
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!project) return undefined;
    const rows = await conn
      .selectFrom('share_links')
      .leftJoin('items', 'items.id', 'share_links.item_id')
      .select([
        'share_links.id',
        'share_links.project_id',
        'share_links.item_id',
        'share_links.created_at',
        'share_links.last_opened_at',
        'items.type as item_type',
        'items.name as item_name',
      ])
      .where('share_links.project_id', '=', projectId)
      .orderBy('share_links.created_at', 'desc')
      .orderBy('share_links.id', 'desc')
      .execute();
    return rows.map((row) => ({
      ...row,
      created_at: Number(row.created_at),
      last_opened_at: row.last_opened_at === null ? null : Number(row.last_opened_at),
    }));
  });
}

/** Revokes one of the user's links; false when there is no such link of theirs. */
export async function deleteShareLink(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('share_links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const ITEM_COLUMNS = [
  'id',
  'project_id',
  'type',
  'name',
  'thumbnail_key',
  'created_at',
  'updated_at',
  'version',
  'body',
] as const;

/**
 * What a token shares, and notes that it was opened now; `undefined` for a token of no
 * link. Cascades remove a link with its item or project, so a link found still has them.
 */
export async function openShareLink(db: Db, token: string): Promise<OpenedShareLink | undefined> {
  const link = await db.kysely
    .selectFrom('share_links')
    .innerJoin('projects', 'projects.id', 'share_links.project_id')
    .innerJoin('users', 'users.id', 'share_links.user_id')
    .select([
      'share_links.id',
      'share_links.project_id',
      'share_links.item_id',
      'projects.name',
      'projects.description',
      'users.email',
    ])
    .where('share_links.token_hash', '=', shareTokenHash(token))
    .executeTakeFirst();
  if (!link) return undefined;
  // Every item of the project (a few hundred at most): an item link's own, and those it
  // may name.
  const rows = await db.kysely
    .selectFrom('items')
    .select(ITEM_COLUMNS)
    .where('project_id', '=', link.project_id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  await db.kysely
    .updateTable('share_links')
    .set({ last_opened_at: Date.now() })
    .where('id', '=', link.id)
    .execute();
  const items = rows.map(({ body, ...columns }) => ({
    ...columns,
    version: Number(columns.version),
    content: JSON.parse(body) as Record<string, unknown>,
  }));
  const shown = (item: { id: string }) => link.item_id === null || item.id === link.item_id;
  return {
    kind: link.item_id === null ? 'project' : 'item',
    ownerEmail: link.email,
    project: { name: link.name, description: link.description },
    items: items.filter(shown),
    others: items.filter((item) => !shown(item)),
  };
}
