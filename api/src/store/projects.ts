import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { DEFAULT_PROJECT_NAME, MAX_PROJECTS, MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import {
  type Database,
  type FeatureTable,
  PROJECT_THUMBNAIL_COLUMN,
  type ProjectsTable,
} from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';

/** The user's projects, last changed first. */
export function listProjects(db: Db, userId: string): Promise<ProjectsTable[]> {
  return db.kysely
    .selectFrom('projects')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** One project of the user; `undefined` for a project that is not theirs or does not exist. */
export function getProject(
  db: Db,
  userId: string,
  projectId: string,
): Promise<ProjectsTable | undefined> {
  return db.kysely
    .selectFrom('projects')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/**
 * Locks the row that guards a count limit for the rest of the transaction. PostgreSQL
 * needs the explicit lock; SQLite already runs one write transaction at a time.
 */
export function lockRow(db: Db, trx: Kysely<Database>, table: 'users' | 'projects', id: string) {
  const query = trx.selectFrom(table).select('id').where('id', '=', id);
  return (db.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function createProject(db: Db, userId: string): Promise<ProjectsTable> {
  const id = await db.kysely.transaction().execute(async (trx) => {
    if (!(await lockRow(db, trx, 'users', userId))) {
      throw new HttpError(401, MESSAGES.accountGone);
    }
    const { count } = await trx
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_PROJECTS) throw conflict(MESSAGES.maxProjects);
    const now = Date.now();
    const projectId = randomUUID();
    await trx
      .insertInto('projects')
      .values({
        id: projectId,
        user_id: userId,
        name: DEFAULT_PROJECT_NAME,
        description: '',
        empathy_map_thumbnail_key: null,
        ux_persona_thumbnail_key: null,
        competitor_analysis_thumbnail_key: null,
        sitemap_thumbnail_key: null,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute();
    return projectId;
  });
  return (await getProject(db, userId, id))!;
}

/**
 * Renames the project or changes its description; `undefined` when it is not the user's.
 * With `expectedVersion`, only if it is still at that version (the concurrent-edit rule,
 * as for features in store/features.ts); otherwise 409 and nothing changes.
 */
export async function updateProject(
  db: Db,
  userId: string,
  projectId: string,
  changes: { name: string; description: string },
  expectedVersion?: number,
): Promise<ProjectsTable | undefined> {
  let update = db.kysely
    .updateTable('projects')
    .set({ ...changes, updated_at: Date.now(), version: sql<number>`version + 1` })
    .where('id', '=', projectId)
    .where('user_id', '=', userId);
  if (expectedVersion !== undefined) update = update.where('version', '=', expectedVersion);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    if (expectedVersion !== undefined && (await getProject(db, userId, projectId))) {
      throw conflict(MESSAGES.editConflict('project'));
    }
    return undefined;
  }
  return getProject(db, userId, projectId);
}

/** Shows a newly uploaded thumbnail as the project's latest of its feature type. */
export async function setProjectThumbnail(
  trx: Kysely<Database>,
  table: FeatureTable,
  projectId: string,
  key: string,
): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ [PROJECT_THUMBNAIL_COLUMN[table]]: key })
    .where('id', '=', projectId)
    .execute();
}

/**
 * After the item whose thumbnail the project showed is deleted, the project shows the
 * thumbnail of its most recently changed remaining item of that type, not a dead link.
 */
export async function replaceRemovedProjectThumbnail(
  trx: Kysely<Database>,
  table: FeatureTable,
  projectId: string,
  removedKey: string,
): Promise<void> {
  const column = PROJECT_THUMBNAIL_COLUMN[table];
  const next = trx
    .selectFrom(table)
    .select(`${table}.thumbnail_key`)
    .where(`${table}.project_id`, '=', projectId)
    .where(`${table}.thumbnail_key`, 'is not', null)
    .orderBy(`${table}.updated_at`, 'desc')
    .limit(1);
  await trx
    .updateTable('projects')
    .set({ [column]: next })
    .where('id', '=', projectId)
    .where(column, '=', removedKey)
    .execute();
}

/** Marks the project changed: creating or saving a feature does (architecture §6). */
export async function touchProject(trx: Kysely<Database>, projectId: string): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ updated_at: Date.now() })
    .where('id', '=', projectId)
    .execute();
}

const FEATURE_TABLES = Object.keys(PROJECT_THUMBNAIL_COLUMN) as FeatureTable[];

/** Every image key stored under the given projects (their features' thumbnails and photos). */
async function imageKeysOfProjects(
  trx: Kysely<Database>,
  projectIds: readonly string[],
): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const keys: string[] = [];
  for (const table of FEATURE_TABLES) {
    const rows = await trx
      .selectFrom(table)
      .select('thumbnail_key')
      .where('project_id', 'in', projectIds)
      .where('thumbnail_key', 'is not', null)
      .execute();
    for (const row of rows) if (row.thumbnail_key) keys.push(row.thumbnail_key);
  }
  return keys;
}

/**
 * Deletes the project and, by cascade, everything in it. Returns the image keys the
 * caller must remove from the blob store, or `undefined` when there was no such project.
 */
export function deleteProject(
  db: Db,
  userId: string,
  projectId: string,
): Promise<string[] | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const keys = await imageKeysOfProjects(trx, [projectId]);
    const result = await trx
      .deleteFrom('projects')
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 0 ? undefined : keys;
  });
}

/** Deletes the account and everything it owns; returns the image keys to remove. */
export function deleteUserWithContent(db: Db, userId: string): Promise<string[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const projects = await trx
      .selectFrom('projects')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const keys = await imageKeysOfProjects(
      trx,
      projects.map((p) => p.id),
    );
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return keys;
  });
}
