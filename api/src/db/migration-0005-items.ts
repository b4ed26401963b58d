import { type Kysely, type Migration, sql } from 'kysely';

/*
 * Migration 0005 (issue H1): every editor type in one `items` table, its content as one
 * JSON document in `body`, and the project's latest thumbnail per type in
 * `project_thumbnails` instead of a column per type on `projects`. A new editor type then
 * needs no migration.
 *
 * Self-contained on purpose: the body of each old row is built here the way the API built
 * its answer from those columns when this was written (the definitions' `fromColumns` of
 * that time). Nothing is imported from the live definitions or the shared schemas: an
 * applied migration must never change because a helper did.
 *
 * It runs inside one transaction on both engines (see database.ts for SQLite), so a
 * failure part-way (say, a JSON column that does not parse) leaves the database as it was.
 */

type Row = Record<string, unknown>;

/** Rows copied per statement: few enough for SQLite's limit on bound parameters. */
const BATCH = 200;

const jsonColumn = (row: Row, column: string): unknown => JSON.parse(String(row[column]));

const pick = (row: Row, columns: readonly string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[column]]));

/** Content columns a persona's detail showed as they were stored. */
const PERSONA_PLAIN_COLUMNS = [
  'personality',
  'biography',
  'goals',
  'frustrations',
  'demographics_occupation',
  'demographics_income',
  'demographics_location',
  'personality_introvert_extrovert',
  'personality_thinking_feeling',
  'personality_sensing_intuition',
  'personality_judging_perceiving',
] as const;

const EMPATHY_QUADRANTS = ['says', 'does', 'thinks', 'feels', 'pains', 'gains'] as const;

/** The key prefix of personas' keys, as empathy maps' `personaSK` wrote it. */
const PERSONA_KEY_PREFIX = 'UXPERS';

interface OldTable {
  table: string;
  /** The editor type its rows become. */
  type: string;
  /** The project's column that copied this type's latest thumbnail. */
  projectColumn: string;
  /** The row's content as the API answered it (everything but the common columns). */
  body(row: Row): Row;
}

const OLD_TABLES: readonly OldTable[] = [
  {
    table: 'ux_personas',
    type: 'uxPersona',
    projectColumn: 'ux_persona_thumbnail_key',
    body: (row) => ({
      ...pick(row, PERSONA_PLAIN_COLUMNS),
      demographics_age: row.demographics_age ?? null,
      demographics_gender: row.demographics_gender ?? null,
      // The block switches were one JSON object; the detail spread them beside the rest.
      ...(jsonColumn(row, 'flags') as Row),
      skills: jsonColumn(row, 'skills'),
      motivations: jsonColumn(row, 'motivations'),
    }),
  },
  {
    table: 'empathy_maps',
    type: 'empathyMap',
    projectColumn: 'empathy_map_thumbnail_key',
    body: (row) => ({
      ...pick(row, EMPATHY_QUADRANTS),
      personaSK:
        typeof row.persona_id === 'string' ? `${PERSONA_KEY_PREFIX}#${row.persona_id}` : null,
    }),
  },
  {
    table: 'competitor_analyses',
    type: 'competitorAnalysis',
    projectColumn: 'competitor_analysis_thumbnail_key',
    body: (row) => ({ competitors: jsonColumn(row, 'competitors') }),
  },
  {
    table: 'sitemaps',
    type: 'sitemap',
    projectColumn: 'sitemap_thumbnail_key',
    body: (row) => ({ root: jsonColumn(row, 'root') }),
  },
];

async function createTables(db: Kysely<unknown>) {
  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  // A project's list of one type, last changed first; also its count and its next thumbnail.
  await db.schema
    .createIndex('items_project_type_updated')
    .on('items')
    .columns(['project_id', 'type', 'updated_at'])
    .execute();
  await db.schema
    .createTable('project_thumbnails')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_thumbnails_pk', ['project_id', 'type'])
    .execute();
}

/** Copies one old table into `items`, in batches by id so memory stays flat. */
async function copyRows(db: Kysely<unknown>, old: OldTable) {
  let after = '';
  for (;;) {
    const { rows } = await sql<Row>`select * from ${sql.table(old.table)}
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const items = rows.map((row) => ({
      id: String(row.id),
      project_id: String(row.project_id),
      type: old.type,
      name: String(row.name),
      thumbnail_key: row.thumbnail_key ?? null,
      created_at: Number(row.created_at),
      updated_at: Number(row.updated_at),
      version: Number(row.version),
      body: JSON.stringify(old.body(row)),
    }));
    await sql`insert into items
      (id, project_id, type, name, thumbnail_key, created_at, updated_at, version, body)
      values ${sql.join(
        items.map(
          (item) =>
            sql`(${item.id}, ${item.project_id}, ${item.type}, ${item.name}, ${item.thumbnail_key},
              ${item.created_at}, ${item.updated_at}, ${item.version}, ${item.body})`,
        ),
      )}`.execute(db);
    after = String(rows.at(-1)!.id);
  }
}

export const migration0005Items: Migration = {
  async up(db: Kysely<unknown>) {
    await createTables(db);
    for (const old of OLD_TABLES) {
      await copyRows(db, old);
      const column = sql.ref(old.projectColumn);
      // The type as a literal: PostgreSQL cannot type a bound parameter in a select list.
      await sql`insert into project_thumbnails (project_id, type, thumbnail_key)
        select id, ${sql.lit(old.type)}, ${column} from projects
        where ${column} is not null`.execute(db);
    }
    for (const old of OLD_TABLES) {
      await db.schema.dropTable(old.table).execute();
      // One column per statement: SQLite's ALTER TABLE drops one at a time. These columns
      // are in no index or constraint, which SQLite's DROP COLUMN would refuse.
      await db.schema.alterTable('projects').dropColumn(old.projectColumn).execute();
    }
  },
};
