import type { Db } from '../db/database.js';
import type { FeatureCatalog } from '../features/catalog.js';
import {
  claimProjectPlace,
  getProject,
  type StoredProject,
  setProjectThumbnail,
} from './projects.js';

/*
 * What a project backup reads and what its restore writes (issue H5). The rules are
 * backup/plan-restore.ts's; here are only the statements.
 */

/** An item as a backup carries it: its content as stored, and its picture's blob key. */
export interface BackupRow {
  id: string;
  type: string;
  name: string;
  content: Record<string, unknown>;
  thumbnailKey: string | null;
}

/**
 * The user's project with its items of every served type, in a stable order: by type in
 * the catalogue's order, then oldest change first, so each type's last item with a picture
 * is the one whose picture the project shows (as after a save); `undefined` when the
 * project is not the user's.
 */
export async function readProjectForBackup(
  db: Db,
  catalog: FeatureCatalog,
  userId: string,
  projectId: string,
): Promise<{ project: StoredProject; items: BackupRow[] } | undefined> {
  const project = await getProject(db, userId, projectId);
  if (!project) return undefined;
  const types = catalog.all.map((def) => def.type);
  const rows = await db.kysely
    .selectFrom('items')
    .select(['id', 'type', 'name', 'body', 'thumbnail_key'])
    .where('project_id', '=', projectId)
    .where('type', 'in', types)
    .orderBy('updated_at', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const order = new Map(types.map((type, index) => [type, index]));
  // Array sort is stable: within a type, the query's order stays.
  rows.sort((a, b) => order.get(a.type)! - order.get(b.type)!);
  return {
    project,
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      content: JSON.parse(row.body) as Record<string, unknown>,
      thumbnailKey: row.thumbnail_key,
    })),
  };
}

export async function countProjects(db: Db, userId: string): Promise<number> {
  const { count } = await db.kysely
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A restored project as it is written: everything already checked, the pictures stored. */
interface RestoredProject {
  id: string;
  name: string;
  description: string;
  /** In the backup's order. */
  items: BackupRow[];
}

/** Rows per INSERT: far below either engine's limit on a statement's parameters. */
const ITEMS_PER_INSERT = 50;

/**
 * Writes the project and all its items in one transaction, as creating the project and
 * saving each item would leave them: new rows at version 1, the project's latest
 * thumbnail of each type, and the user's project limit checked under the same lock as
 * `createProject`'s. The items' dates run a millisecond apart in the backup's order up to
 * now (the project's dates span them), so the lists (last changed first) show them in the
 * order the backup's project did.
 */
export async function insertRestoredProject(
  db: Db,
  userId: string,
  restored: RestoredProject,
): Promise<StoredProject> {
  await db.kysely.transaction().execute(async (trx) => {
    await claimProjectPlace(db, trx, userId);
    const now = Date.now();
    const first = now - Math.max(0, restored.items.length - 1);
    await trx
      .insertInto('projects')
      .values({
        id: restored.id,
        user_id: userId,
        name: restored.name,
        description: restored.description,
        created_at: first,
        updated_at: now,
        version: 1,
      })
      .execute();
    const { items } = restored;
    const rows = items.map((item, index) => {
      const at = first + index;
      return {
        id: item.id,
        project_id: restored.id,
        type: item.type,
        name: item.name,
        thumbnail_key: item.thumbnailKey,
        created_at: at,
        updated_at: at,
        version: 1,
        body: JSON.stringify(item.content),
      };
    });
    for (let start = 0; start < rows.length; start += ITEMS_PER_INSERT) {
      await trx
        .insertInto('items')
        .values(rows.slice(start, start + ITEMS_PER_INSERT))
        .execute();
    }
    const latestThumbnail = new Map<string, string>();
    for (const item of items)
      if (item.thumbnailKey) latestThumbnail.set(item.type, item.thumbnailKey);
    for (const [type, key] of latestThumbnail) {
      await setProjectThumbnail(trx, type, restored.id, key);
    }
  });
  return (await getProject(db, userId, restored.id))!;
}
