import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { Database, ItemsTable } from '../db/schema.js';
import type { FeatureCatalog } from '../features/catalog.js';
import type { FeatureDefinition } from '../features/definition.js';
import { conflict, notFound } from '../http/errors.js';
import {
  lockRow,
  replaceRemovedProjectThumbnail,
  setProjectThumbnail,
  touchProject,
} from './projects.js';
import { checkReferences, clearReferencesTo } from './references.js';

/*
 * Storage of every editor type, written once: an item is one `items` row whose `body` is
 * its content as JSON (db/schema.ts). Every function takes the signed-in user's id and
 * finds nothing in a project that is not theirs, so another user's keys behave exactly
 * like keys that do not exist.
 */

/** A list entry: the columns every type has. */
export type ItemSummary = Pick<
  ItemsTable,
  'id' | 'project_id' | 'name' | 'thumbnail_key' | 'created_at' | 'updated_at'
>;

/** An item with its content (the detail's own fields). */
export interface StoredItem extends ItemSummary {
  version: number;
  content: Record<string, unknown>;
}

type Content = Record<string, unknown> & { name: string };

/** The columns of an ItemSummary, and with the version those of a StoredItem but its body. */
const SUMMARY_COLUMNS = [
  'id',
  'project_id',
  'name',
  'thumbnail_key',
  'created_at',
  'updated_at',
] as const;
const ITEM_COLUMNS = [...SUMMARY_COLUMNS, 'version'] as const;

/** The user's own project of that id exists: folded into each statement's WHERE. */
const inOwnedProject =
  (userId: string, projectId: string) => (eb: ExpressionBuilder<Database, 'items'>) =>
    eb.exists(
      eb
        .selectFrom('projects')
        .select('projects.id')
        .where('projects.id', '=', projectId)
        .where('projects.user_id', '=', userId),
    );

async function ownedProject(trx: Kysely<Database>, userId: string, projectId: string) {
  return trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The content fields of each type: those of its default content, found once. */
const contentFieldsOf = new WeakMap<FeatureDefinition, readonly string[]>();

/**
 * What is stored of a validated body: its content fields, without the name (a column of
 * its own), the keys and the version. A field it leaves out (an optional one) is stored
 * as `null`, which is how the detail shows an empty optional field.
 */
export function storedContent(def: FeatureDefinition, body: Content): Record<string, unknown> {
  let fields = contentFieldsOf.get(def);
  if (!fields) {
    fields = Object.keys(def.defaultContent()).filter((field) => field !== 'name');
    contentFieldsOf.set(def, fields);
  }
  const { name: _, projectSK: _project, version: _version, ...content } = body;
  delete content[def.skField];
  for (const field of fields) content[field] ??= null;
  return content;
}

const parseBody = (row: { body: string }): Record<string, unknown> => JSON.parse(row.body);

/**
 * The project's items of the type, last changed first; `undefined` when the project is not
 * the user's. Both queries run on one connection: taken from the pool twice, a list waited
 * in the pool's queue twice under load and took twice as long as a get (load test,
 * PostgreSQL).
 */
export function listFeatures(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
): Promise<ItemSummary[] | undefined> {
  return db.kysely.connection().execute(async (conn) => {
    if (!(await ownedProject(conn, userId, projectId))) return undefined;
    return conn
      .selectFrom('items')
      .select(SUMMARY_COLUMNS)
      .where('project_id', '=', projectId)
      .where('type', '=', def.type)
      .orderBy('updated_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  });
}

export function getFeature(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
): Promise<StoredItem | undefined> {
  return selectFeature(db.kysely, def, userId, projectId, itemId);
}

/** getFeature on a given connection or transaction. */
async function selectFeature(
  executor: Kysely<Database>,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
): Promise<StoredItem | undefined> {
  const row = await executor
    .selectFrom('items')
    .select([...ITEM_COLUMNS, 'body'])
    .where('id', '=', itemId)
    .where('project_id', '=', projectId)
    .where('type', '=', def.type)
    .where(inOwnedProject(userId, projectId))
    .executeTakeFirst();
  if (!row) return undefined;
  const { body, ...columns } = row;
  return { ...columns, version: Number(columns.version), content: parseBody(row) };
}

/** Creates an item with the type's default content; 404 for a foreign project, 409 at the limit. */
export async function createFeature(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
): Promise<StoredItem> {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await ownedProject(trx, userId, projectId))) throw notFound('Project');
    await lockRow(db, trx, 'projects', projectId);
    const { count } = await trx
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', projectId)
      .where('type', '=', def.type)
      .executeTakeFirstOrThrow();
    if (Number(count) >= def.maxPerProject) throw conflict(MESSAGES.maxFeatures);
    const defaults = def.defaultContent();
    const content = storedContent(def, defaults);
    const now = Date.now();
    const item: StoredItem = {
      id: randomUUID(),
      project_id: projectId,
      name: defaults.name,
      thumbnail_key: null,
      created_at: now,
      updated_at: now,
      version: 1,
      content,
    };
    const { content: _, ...columns } = item;
    await trx
      .insertInto('items')
      .values({ ...columns, type: def.type, body: JSON.stringify(content) })
      .execute();
    await touchProject(trx, projectId, now);
    return item;
  });
}

/**
 * Replaces the item's content (full-object PATCH) and counts the save; `undefined` when
 * it is not the user's. With `expectedVersion`, the write happens only if the item is
 * still at that version (one conditional UPDATE, so two saves racing cannot both pass);
 * otherwise 409, and nothing changes.
 *
 * Two statements when all is well, the ownership check folded into the UPDATE and the
 * answer built from what was sent plus what the UPDATE returns: a PATCH holds SQLite's one
 * writer lock (and blocks Node's event loop) for every statement it runs.
 */
export async function updateFeature(
  db: Db,
  catalog: FeatureCatalog,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
  body: Content,
  expectedVersion?: number,
): Promise<StoredItem | undefined> {
  const content = storedContent(def, body);
  const serialized = JSON.stringify(content);
  return db.kysely.transaction().execute(async (trx) => {
    const now = Date.now();
    let update = trx
      .updateTable('items')
      .set({
        name: body.name,
        updated_at: now,
        version: sql<number>`version + 1`,
        body: serialized,
      })
      .where('id', '=', itemId)
      .where('project_id', '=', projectId)
      .where('type', '=', def.type)
      .where(inOwnedProject(userId, projectId));
    if (expectedVersion !== undefined) update = update.where('version', '=', expectedVersion);
    const row = await update.returning(ITEM_COLUMNS).executeTakeFirst();
    if (!row) {
      const exists =
        expectedVersion !== undefined && (await selectFeature(trx, def, userId, projectId, itemId));
      if (exists) {
        throw conflict(MESSAGES.editConflict(def.label.toLowerCase()));
      }
      return undefined;
    }
    // After the version check, so a stale copy hears 'changed elsewhere' (what reloading
    // fixes) rather than a reference error; a refusal here rolls the update back.
    await checkReferences(trx, catalog, def, projectId, content);
    await touchProject(trx, projectId, now);
    return { ...row, version: Number(row.version), content };
  });
}

/**
 * Deletes the item. Returns its image key (or `null`) for the caller to remove from the
 * blob store, or `undefined` when there was no such item of the user's.
 */
export function deleteFeature(
  db: Db,
  catalog: FeatureCatalog,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
): Promise<string | null | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('items')
      .where('id', '=', itemId)
      .where('project_id', '=', projectId)
      .where('type', '=', def.type)
      .where(inOwnedProject(userId, projectId))
      .returning('thumbnail_key')
      .executeTakeFirst();
    if (!row) return undefined;
    await clearReferencesTo(trx, catalog, def, projectId, itemId);
    if (row.thumbnail_key) {
      await replaceRemovedProjectThumbnail(trx, def.type, projectId, row.thumbnail_key);
    }
    return row.thumbnail_key;
  });
}

/**
 * Points the item at a new image. Returns the key it replaces (or `null`), or
 * `undefined` when there is no such item of the user's.
 */
export function replaceThumbnail(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
  key: string,
): Promise<string | null | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('items')
      .select('thumbnail_key')
      .where('id', '=', itemId)
      .where('project_id', '=', projectId)
      .where('type', '=', def.type)
      .where(inOwnedProject(userId, projectId))
      .executeTakeFirst();
    if (!previous) return undefined;
    await trx.updateTable('items').set({ thumbnail_key: key }).where('id', '=', itemId).execute();
    await setProjectThumbnail(trx, def.type, projectId, key);
    return previous.thumbnail_key;
  });
}
