import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { DEFAULT_PROJECT_NAME, MAX_PROJECTS, MESSAGES } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { Database, ProjectsTable } from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';

/** A project with the image key of its latest thumbnail per editor type (types with one). */
export interface StoredProject extends ProjectsTable {
  thumbnailKeys: Record<string, string>;
}

/**
 * The user's projects (or one of them) with their thumbnails: one statement, each project
 * on as many rows as it has thumbnails (at least one), gathered back in the rows' order.
 */
async function selectProjects(
  db: Db,
  userId: string,
  projectId?: string,
): Promise<StoredProject[]> {
  let query = db.kysely
    .selectFrom('projects')
    .leftJoin('project_thumbnails as t', 't.project_id', 'projects.id')
    .selectAll('projects')
    .select(['t.type as thumbnail_type', 't.thumbnail_key'])
    .where('projects.user_id', '=', userId);
  if (projectId !== undefined) query = query.where('projects.id', '=', projectId);
  const rows = await query
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.created_at', 'desc')
    .execute();
  const projects = new Map<string, StoredProject>();
  for (const { thumbnail_type, thumbnail_key, ...columns } of rows) {
    let project = projects.get(columns.id);
    if (!project) {
      project = { ...columns, thumbnailKeys: {} };
      projects.set(columns.id, project);
    }
    if (thumbnail_type && thumbnail_key) project.thumbnailKeys[thumbnail_type] = thumbnail_key;
  }
  return [...projects.values()];
}

/** The user's projects, last changed first. */
export function listProjects(db: Db, userId: string): Promise<StoredProject[]> {
  return selectProjects(db, userId);
}

/** One project of the user; `undefined` for a project that is not theirs or does not exist. */
export async function getProject(
  db: Db,
  userId: string,
  projectId: string,
): Promise<StoredProject | undefined> {
  return (await selectProjects(db, userId, projectId))[0];
}

/**
 * Locks the row that guards a count limit for the rest of the transaction. PostgreSQL
 * needs the explicit lock; SQLite already runs one write transaction at a time.
 */
export function lockRow(db: Db, trx: Kysely<Database>, table: 'users' | 'projects', id: string) {
  const query = trx.selectFrom(table).select('id').where('id', '=', id);
  return (db.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Inside a transaction that will add a project: locks the user's row (so two at once
 * cannot both take the last place) and refuses when the account is gone or full.
 */
export async function claimProjectPlace(db: Db, trx: Kysely<Database>, userId: string) {
  if (!(await lockRow(db, trx, 'users', userId))) {
    throw new HttpError(401, MESSAGES.accountGone);
  }
  const { count } = await trx
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_PROJECTS) throw conflict(MESSAGES.maxProjects);
}

export async function createProject(db: Db, userId: string): Promise<StoredProject> {
  const id = await db.kysely.transaction().execute(async (trx) => {
    await claimProjectPlace(db, trx, userId);
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
): Promise<StoredProject | undefined> {
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

/** Shows a newly uploaded thumbnail as the project's latest of its editor type. */
export async function setProjectThumbnail(
  trx: Kysely<Database>,
  type: string,
  projectId: string,
  key: string,
): Promise<void> {
  await trx
    .insertInto('project_thumbnails')
    .values({ project_id: projectId, type, thumbnail_key: key })
    .onConflict((oc) => oc.columns(['project_id', 'type']).doUpdateSet({ thumbnail_key: key }))
    .execute();
}

/**
 * After the item whose thumbnail the project showed is deleted, the project shows the
 * thumbnail of its most recently changed remaining item of that type, not a dead link;
 * none when no item of the type has one.
 */
export async function replaceRemovedProjectThumbnail(
  trx: Kysely<Database>,
  type: string,
  projectId: string,
  removedKey: string,
): Promise<void> {
  const next = await trx
    .selectFrom('items')
    .select('thumbnail_key')
    .where('project_id', '=', projectId)
    .where('type', '=', type)
    .where('thumbnail_key', 'is not', null)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (next?.thumbnail_key) {
    await trx
      .updateTable('project_thumbnails')
      .set({ thumbnail_key: next.thumbnail_key })
      .where('project_id', '=', projectId)
      .where('type', '=', type)
      .where('thumbnail_key', '=', removedKey)
      .execute();
  } else {
    await trx
      .deleteFrom('project_thumbnails')
      .where('project_id', '=', projectId)
      .where('type', '=', type)
      .where('thumbnail_key', '=', removedKey)
      .execute();
  }
}

/** Marks the project changed: creating or saving a feature does (architecture §6). */
export async function touchProject(
  trx: Kysely<Database>,
  projectId: string,
  at: number = Date.now(),
): Promise<void> {
  await trx.updateTable('projects').set({ updated_at: at }).where('id', '=', projectId).execute();
}

/**
 * Every image key stored under the user's projects (or one of them): their items'
 * thumbnails and photos, and the projects' copies of them (the same keys; read too, so a
 * copy that ever outlived its item cannot leave an image behind).
 */
async function imageKeysOfProjects(
  trx: Kysely<Database>,
  userId: string,
  projectId?: string,
): Promise<string[]> {
  const owned = trx.selectFrom('projects').select('id').where('user_id', '=', userId);
  const projects = projectId === undefined ? owned : owned.where('id', '=', projectId);
  const items = await trx
    .selectFrom('items')
    .select('thumbnail_key')
    .where('project_id', 'in', projects)
    .where('thumbnail_key', 'is not', null)
    .execute();
  const copies = await trx
    .selectFrom('project_thumbnails')
    .select('thumbnail_key')
    .where('project_id', 'in', projects)
    .execute();
  const keys = new Set<string>();
  for (const row of [...items, ...copies]) if (row.thumbnail_key) keys.add(row.thumbnail_key);
  return [...keys];
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
    const keys = await imageKeysOfProjects(trx, userId, projectId);
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
    const keys = await imageKeysOfProjects(trx, userId);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return keys;
  });
}
