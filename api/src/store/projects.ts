import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { DEFAULT_PROJECT_NAME, MAX_PROJECTS, MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { Database, FeatureTable, ProjectsTable } from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';

export interface ProjectRow extends ProjectsTable {
  empathy_map_thumbnail: string | null;
  ux_persona_thumbnail: string | null;
  competitor_analysis_thumbnail: string | null;
}

/**
 * The project's thumbnail of one feature type is derived, not copied: the thumbnail of
 * its most recently updated item of that type (architecture §6). Deleting that item then
 * shows the next one's without any bookkeeping.
 */
function latestThumbnail(eb: ExpressionBuilder<Database, 'projects'>, table: FeatureTable) {
  return eb
    .selectFrom(table)
    .select(`${table}.thumbnail_key`)
    .whereRef(`${table}.project_id`, '=', 'projects.id')
    .where(`${table}.thumbnail_key`, 'is not', null)
    .orderBy(`${table}.updated_at`, 'desc')
    .limit(1);
}

function projectsWithThumbnails(db: Kysely<Database>) {
  return db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) => [
      latestThumbnail(eb, 'empathy_maps').as('empathy_map_thumbnail'),
      latestThumbnail(eb, 'ux_personas').as('ux_persona_thumbnail'),
      latestThumbnail(eb, 'competitor_analyses').as('competitor_analysis_thumbnail'),
    ]);
}

/** The user's projects, last changed first. */
export function listProjects(db: Db, userId: string): Promise<ProjectRow[]> {
  return projectsWithThumbnails(db.kysely)
    .where('projects.user_id', '=', userId)
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.created_at', 'desc')
    .execute();
}

/** One project of the user; `undefined` for a project that is not theirs or does not exist. */
export function getProject(
  db: Db,
  userId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  return projectsWithThumbnails(db.kysely)
    .where('projects.user_id', '=', userId)
    .where('projects.id', '=', projectId)
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

export async function createProject(db: Db, userId: string): Promise<ProjectRow> {
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
        created_at: now,
        updated_at: now,
      })
      .execute();
    return projectId;
  });
  return (await getProject(db, userId, id))!;
}

export async function updateProject(
  db: Db,
  userId: string,
  projectId: string,
  changes: { name: string; description: string },
): Promise<ProjectRow | undefined> {
  const result = await db.kysely
    .updateTable('projects')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return getProject(db, userId, projectId);
}

/** Marks the project changed: creating or saving a feature does (architecture §6). */
export async function touchProject(trx: Kysely<Database>, projectId: string): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ updated_at: Date.now() })
    .where('id', '=', projectId)
    .execute();
}

const FEATURE_TABLES: FeatureTable[] = ['empathy_maps', 'competitor_analyses', 'ux_personas'];

/** Every image key stored under the given projects (their features' thumbnails and photos). */
export async function imageKeysOfProjects(
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
