import {
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';
import { migration0005Items } from './migration-0005-items.js';

/**
 * Migrations live in code (not files) so the built server carries them; they run at
 * start-up. Types are ones both engines accept: `bigint` is an integer in SQLite and a
 * 64-bit integer in PostgreSQL, where epoch milliseconds do not fit in `integer`.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('auth_method', 'text', (c) => c.notNull())
        .addColumn('oidc_issuer', 'text')
        .addColumn('oidc_subject', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('users_oidc_identity', ['oidc_issuer', 'oidc_subject'])
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_family')
        .on('refresh_tokens')
        .column('family_id')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_user')
        .on('refresh_tokens')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        // The latest thumbnail of each feature type, copied here on upload so the
        // project list is one read of one table.
        .addColumn('empathy_map_thumbnail_key', 'text')
        .addColumn('ux_persona_thumbnail_key', 'text')
        .addColumn('competitor_analysis_thumbnail_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('projects_user_updated')
        .on('projects')
        .columns(['user_id', 'updated_at'])
        .execute();

      const featureTable = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('project_id', 'text', (c) =>
            c.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('thumbnail_key', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull());

      await featureTable('empathy_maps')
        .addColumn('says', 'text', (c) => c.notNull())
        .addColumn('does', 'text', (c) => c.notNull())
        .addColumn('thinks', 'text', (c) => c.notNull())
        .addColumn('feels', 'text', (c) => c.notNull())
        .addColumn('pains', 'text', (c) => c.notNull())
        .addColumn('gains', 'text', (c) => c.notNull())
        .addColumn('persona_id', 'text')
        .execute();

      await featureTable('competitor_analyses')
        .addColumn('competitors', 'text', (c) => c.notNull())
        .execute();

      await featureTable('ux_personas')
        .addColumn('personality', 'text', (c) => c.notNull())
        .addColumn('biography', 'text', (c) => c.notNull())
        .addColumn('goals', 'text', (c) => c.notNull())
        .addColumn('frustrations', 'text', (c) => c.notNull())
        .addColumn('demographics_age', 'integer')
        .addColumn('demographics_gender', 'text')
        .addColumn('demographics_occupation', 'text', (c) => c.notNull())
        .addColumn('demographics_income', 'text', (c) => c.notNull())
        .addColumn('demographics_location', 'text', (c) => c.notNull())
        .addColumn('flags', 'text', (c) => c.notNull())
        .addColumn('personality_introvert_extrovert', 'integer', (c) => c.notNull())
        .addColumn('personality_thinking_feeling', 'integer', (c) => c.notNull())
        .addColumn('personality_sensing_intuition', 'integer', (c) => c.notNull())
        .addColumn('personality_judging_perceiving', 'integer', (c) => c.notNull())
        .addColumn('skills', 'text', (c) => c.notNull())
        .addColumn('motivations', 'text', (c) => c.notNull())
        .execute();

      for (const table of ['empathy_maps', 'competitor_analyses', 'ux_personas']) {
        await db.schema
          .createIndex(`${table}_project_updated`)
          .on(table)
          .columns(['project_id', 'updated_at'])
          .execute();
      }
    },
  },
  /**
   * Google sign-in (issue F7). An account is found by the provider's issuer + subject,
   * never by email alone; one account may have a password and a linked identity. Each
   * sign-in remembers how it was made, so a refreshed token keeps saying 'google' for a
   * Google sign-in of an account that also has a password. (The unused `oidc_*` columns
   * of `users` from 0001 stay: SQLite cannot drop a column under a UNIQUE constraint.)
   */
  '0002_external_identities': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('external_identities')
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('external_identities_pk', ['issuer', 'subject'])
        .execute();
      await db.schema
        .createIndex('external_identities_user')
        .on('external_identities')
        .column('user_id')
        .execute();
      await db.schema
        .alterTable('refresh_tokens')
        .addColumn('auth_method', 'text', (c) => c.notNull().defaultTo('password'))
        .execute();
    },
  },
  /**
   * The concurrent-edit rule (issue F9): every project and feature row counts its saves,
   * so a PATCH made from an older copy can be refused instead of silently replacing newer
   * work. Existing rows start at 1, as new ones do.
   */
  '0003_versions': {
    async up(db: Kysely<unknown>) {
      for (const table of ['projects', 'empathy_maps', 'competitor_analyses', 'ux_personas']) {
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
    },
  },
  /**
   * Sitemaps (issue G5a): a table like the other features', the whole tree of pages as
   * one JSON document (text, so both engines store identical values), and the project's
   * copy of the latest sitemap thumbnail. The common columns are written out rather than
   * shared with 0001's: an applied migration must never change because a helper did.
   */
  '0004_sitemaps': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sitemaps')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('thumbnail_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('root', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sitemaps_project_updated')
        .on('sitemaps')
        .columns(['project_id', 'updated_at'])
        .execute();
      await db.schema.alterTable('projects').addColumn('sitemap_thumbnail_key', 'text').execute();
    },
  },
  /** One `items` table for every editor type (issue H1): see migration-0005-items.ts. */
  '0005_items': migration0005Items,
  /**
   * Read-only share links (issue H5). Each dies with what it shows: an item link with its
   * item, every link with its project or its owner's account. The token's hash is unique
   * (its index is the lookup of every share page); the other indexes serve the owner's
   * list and keep the cascades from scanning the table.
   */
  '0006_share_links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('share_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('project_id', 'text', (c) =>
          c.notNull().references('projects.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'text', (c) => c.references('items.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_opened_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('share_links_project_created')
        .on('share_links')
        .columns(['project_id', 'created_at'])
        .execute();
      await db.schema.createIndex('share_links_item').on('share_links').column('item_id').execute();
      await db.schema.createIndex('share_links_user').on('share_links').column('user_id').execute();
    },
  },
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Brings the schema up to date; throws with the failing migration's error. With a
 * PostgreSQL schema of our own, Kysely must be told it: its lock-table check otherwise
 * finds another schema's table and skips creating ours.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The migrations of this code that the database has not applied (none when the schema is
 * as expected); throws when the database or its migration table cannot be read. A newer
 * instance's extra migrations do not count: its additions leave this code's schema whole.
 * On PostgreSQL the table is found through the connection's search path (its schema).
 */
export async function missingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from ${sql.table(
    DEFAULT_MIGRATION_TABLE,
  )}`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !names.has(name));
}
