import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { MAX_FEATURES_PER_TYPE, MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { Database, FeatureTable } from '../db/schema.js';
import type { FeatureDefinition, FeatureRow } from '../features/definition.js';
import { conflict, notFound } from '../http/errors.js';
import {
  lockRow,
  replaceRemovedProjectThumbnail,
  setProjectThumbnail,
  touchProject,
} from './projects.js';

/*
 * Storage of the feature types, written once against their definitions. Every
 * function takes the signed-in user's id and finds nothing in a project that is not
 * theirs, so another user's keys behave exactly like keys that do not exist.
 */

// The feature tables share the FeatureColumns; Kysely cannot type a table chosen at run
// time, so queries here address them through one of the names.
type AnyFeatureTable = 'empathy_maps';
const tableOf = (def: FeatureDefinition) => def.table as FeatureTable as AnyFeatureTable;

async function ownedProject(trx: Kysely<Database>, userId: string, projectId: string) {
  return trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The project's items, last changed first; `undefined` when the project is not the user's.
 * Both queries run on one connection: taken from the pool twice, a list waited in the
 * pool's queue twice under load and took twice as long as a get (load test, PostgreSQL).
 */
export function listFeatures(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
): Promise<FeatureRow[] | undefined> {
  return db.kysely.connection().execute(async (conn) => {
    if (!(await ownedProject(conn, userId, projectId))) return undefined;
    const rows = await conn
      .selectFrom(tableOf(def))
      .select(['id', 'project_id', 'name', 'thumbnail_key', 'created_at', 'updated_at'])
      .where('project_id', '=', projectId)
      .orderBy('updated_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    return rows as FeatureRow[];
  });
}

export function getFeature(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
): Promise<FeatureRow | undefined> {
  return selectFeature(db.kysely, def, userId, projectId, itemId);
}

/** getFeature on a given connection or transaction. */
async function selectFeature(
  executor: Kysely<Database>,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
): Promise<FeatureRow | undefined> {
  const row = await executor
    .selectFrom(tableOf(def))
    .selectAll(tableOf(def))
    .innerJoin('projects', 'projects.id', `${tableOf(def)}.project_id`)
    .where('projects.user_id', '=', userId)
    .where('projects.id', '=', projectId)
    .where(`${tableOf(def)}.id`, '=', itemId)
    .executeTakeFirst();
  return row as FeatureRow | undefined;
}

/** Creates an item with the type's default content; 404 for a foreign project, 409 at the limit. */
export async function createFeature(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
): Promise<FeatureRow> {
  const itemId = await db.kysely.transaction().execute(async (trx) => {
    if (!(await ownedProject(trx, userId, projectId))) throw notFound('Project');
    await lockRow(db, trx, 'projects', projectId);
    const { count } = await trx
      .selectFrom(tableOf(def))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_FEATURES_PER_TYPE) throw conflict(MESSAGES.maxFeatures);
    const { name, ...content } = def.defaultContent();
    const now = Date.now();
    const id = randomUUID();
    await trx
      .insertInto(tableOf(def))
      .values({
        id,
        project_id: projectId,
        name,
        thumbnail_key: null,
        created_at: now,
        updated_at: now,
        ...def.toColumns(content),
      } as never)
      .execute();
    await touchProject(trx, projectId);
    return id;
  });
  return (await getFeature(db, def, userId, projectId, itemId))!;
}

/**
 * Replaces the item's content (full-object PATCH) and counts the save; `undefined` when
 * it is not the user's. With `expectedVersion`, the write happens only if the item is
 * still at that version (one conditional UPDATE, so two saves racing cannot both pass);
 * otherwise 409, and nothing changes.
 */
export async function updateFeature(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
  content: { name: string },
  expectedVersion?: number,
): Promise<FeatureRow | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await ownedProject(trx, userId, projectId))) return undefined;
    let update = trx
      .updateTable(tableOf(def))
      .set({
        name: content.name,
        updated_at: Date.now(),
        version: sql<number>`version + 1`,
        ...def.toColumns(content),
      } as never)
      .where('id', '=', itemId)
      .where('project_id', '=', projectId);
    if (expectedVersion !== undefined) update = update.where('version', '=', expectedVersion);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists =
        expectedVersion !== undefined && (await selectFeature(trx, def, userId, projectId, itemId));
      if (exists) {
        throw conflict(MESSAGES.editConflict(def.label.toLowerCase()));
      }
      return undefined;
    }
    // After the version check, so a stale copy hears 'changed elsewhere' (what reloading
    // fixes) rather than a reference error; a refusal here rolls the update back.
    await def.checkReferences?.(trx, projectId, content);
    await touchProject(trx, projectId);
    // Read back in the same transaction: a second pool checkout queued twice under load.
    return selectFeature(trx, def, userId, projectId, itemId);
  });
}

/**
 * Deletes the item. Returns its image key (or `null`) for the caller to remove from the
 * blob store, or `undefined` when there was no such item of the user's.
 */
export function deleteFeature(
  db: Db,
  def: FeatureDefinition,
  userId: string,
  projectId: string,
  itemId: string,
): Promise<string | null | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await ownedProject(trx, userId, projectId))) return undefined;
    const row = await trx
      .deleteFrom(tableOf(def))
      .where('id', '=', itemId)
      .where('project_id', '=', projectId)
      .returning('thumbnail_key')
      .executeTakeFirst();
    if (!row) return undefined;
    await def.afterDelete?.(trx, projectId, itemId);
    if (row.thumbnail_key) {
      await replaceRemovedProjectThumbnail(trx, def.table, projectId, row.thumbnail_key);
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
    if (!(await ownedProject(trx, userId, projectId))) return undefined;
    const previous = await trx
      .selectFrom(tableOf(def))
      .select('thumbnail_key')
      .where('id', '=', itemId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!previous) return undefined;
    await trx
      .updateTable(tableOf(def))
      .set({ thumbnail_key: key })
      .where('id', '=', itemId)
      .execute();
    await setProjectThumbnail(trx, def.table, projectId, key);
    return previous.thumbnail_key;
  });
}
