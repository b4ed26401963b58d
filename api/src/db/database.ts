import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import { migrateToLatest, missingMigrations } from './migrations.js';
import { MigrationPostgresDialect } from './own-schema-introspector.js';
import { resilientPostgresPool } from './postgres-pool.js';
import type { Database } from './schema.js';

type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Throws unless the database answers (readiness). */
  ping(): Promise<void>;
  /** Throws unless the database holds every migration of this code (readiness). */
  checkSchema(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL only: a schema of its own, created when missing (used to isolate tests). */
  databaseSchema: string | null;
  /** PostgreSQL only: a pooled connection failed outside a query (it is replaced). */
  onConnectionError?: (error: Error) => void;
}

// PostgreSQL returns int8 (bigint) as text to avoid precision loss; our bigints are epoch
// milliseconds, far below 2^53, so numbers are safe and keep both engines' rows identical.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(dataDir, 'app.db'));
  // WAL lets readers run during a write; NORMAL sync is durable across process crashes
  // (the case we test) and only risks the last commits on power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteAfterErrorsDialect(database) });
}

/**
 * SQLite ends a transaction by itself on some errors (a full disk, an I/O error). Kysely
 * then sends ROLLBACK anyway, which fails with "cannot rollback - no transaction is
 * active", and that error replaces the one that says what happened: a 500 instead of the
 * full disk's 503. So a rollback is sent only while a transaction is open.
 */
class SqliteAfterErrorsDriver extends SqliteDriver {
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database: withStatementCache(database) });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteAfterErrorsDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new SqliteAfterErrorsDriver(this.database);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not,
 * so its migrator would run them one statement at a time: a migration that fails part-way
 * (0005 copies rows, then drops the old tables) would leave a half-migrated database that
 * the next start cannot migrate. Said here, the pending migrations and their record in
 * the migration table commit together or not at all, as on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Kysely prepares every query anew; compiling SQL was a tenth of the time of a list
 * request. Our queries are a small fixed set of texts, so prepared statements are kept
 * by SQL text (bounded, in case of a surprise).
 */
function withStatementCache(database: SqliteDatabase.Database, limit = 500) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= limit) statements.clear();
      statement = database.prepare(source);
      statements.set(source, statement);
    }
    return statement;
  };
  return Object.assign(Object.create(database) as SqliteDatabase.Database, { prepare });
}

/**
 * Migrations run over a connection of their own, without the serving pool's timeouts: a
 * migration may take long, and instances starting together wait on its lock meanwhile.
 */
async function migratePostgres(url: string, schema: string | null): Promise<void> {
  const pool = new pg.Pool({
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {}); // a failure reaches migrateToLatest through its query
  const kysely = new Kysely<unknown>({ dialect: new MigrationPostgresDialect({ pool }) });
  try {
    await migrateToLatest(kysely, schema ?? undefined);
  } finally {
    await kysely.destroy();
  }
}

/** Opens the configured database and runs the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  let kysely: Kysely<Database>;
  if (options.databaseUrl) {
    if (options.databaseSchema) await createSchema(options.databaseUrl, options.databaseSchema);
    await migratePostgres(options.databaseUrl, options.databaseSchema);
    const pool = resilientPostgresPool({
      url: options.databaseUrl,
      schema: options.databaseSchema,
      onConnectionError: options.onConnectionError ?? (() => {}),
    });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    kysely = openSqlite(options.dataDir);
    try {
      await migrateToLatest(kysely as Kysely<unknown>);
    } catch (error) {
      // The file stays as it was (the migrations run in one transaction); let go of it.
      await kysely.destroy();
      throw error;
    }
  }
  return {
    kysely,
    dialect,
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    async checkSchema() {
      const missing = await missingMigrations(kysely as Kysely<unknown>);
      if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
    },
    async close() {
      await kysely.destroy();
    },
  };
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } catch (error) {
    // Two instances starting at once can both find the schema missing; the loser of that
    // race gets a unique violation on the catalogue although the schema now exists.
    if (!(error instanceof Error && 'code' in error && error.code === '23505')) throw error;
  } finally {
    await client.end();
  }
}
