import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * What Kysely's migrator learns of the database, on PostgreSQL: the schemas, and the
 * tables of the connection's own schema only (`current_schema()`, the search path's).
 *
 * Kysely's own introspector reads every schema's tables and columns, naming each table by
 * its schema (`pg_get_serial_sequence`), so a schema dropped meanwhile in the same database
 * (another tenant's; here, a test file's that ended) failed a start with 'schema "…" does
 * not exist' naming that other schema (in each of 3 runs of the race in
 * test/concurrent-start.postgres-only.test.ts before this). The migrator only asks whether
 * its own two tables exist, so names are all it needs.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`
      select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
      select c.relname as name, n.nspname as schema, c.relkind = 'v' as "isView"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v')`.execute(this.db);
    return rows.map((row) => ({ ...row, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL for the migrations: Kysely's dialect with the introspector above. */
export class MigrationPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
