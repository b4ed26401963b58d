import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dropSchema } from '../bench/server-process.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations.js';

const postgresUrl = inject('postgresUrl');

/**
 * Instances of a scaled-out site start together (a deploy, an autoscaler) against one
 * PostgreSQL: creating the schema and migrating it must survive the race.
 */
describe.skipIf(!postgresUrl)('several instances starting at once on one empty schema', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const opened: Db[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await dropSchema(postgresUrl!, schema);
  });

  it('all start, and the migrations run once', async () => {
    const starts = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        openDatabase({ dataDir: os.tmpdir(), databaseUrl: postgresUrl!, databaseSchema: schema }),
      ),
    );
    for (const start of starts) if (start.status === 'fulfilled') opened.push(start.value);
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);

    const db = opened[0]!;
    const { rows } = await sql<{ name: string }>`
      select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db.kysely);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    await Promise.all(opened.map((each) => each.checkSchema()));
  });
});

/**
 * Other schemas come and go in the same database (other tenants; here, test files ending):
 * Kysely's own introspector looked among every schema's tables, so a schema dropped during
 * that look failed a start with 'schema "…" does not exist' naming the other schema (in
 * every run of this test before the migrations' own introspector, own-schema-introspector.ts).
 */
describe.skipIf(!postgresUrl)('starting while other schemas are dropped', () => {
  const created: string[] = [];
  const newSchema = () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    created.push(name);
    return name;
  };
  const open = (schema: string) =>
    openDatabase({ dataDir: os.tmpdir(), databaseUrl: postgresUrl!, databaseSchema: schema });

  afterAll(async () => {
    for (const schema of created) await dropSchema(postgresUrl!, schema);
  });

  it('every start succeeds', async () => {
    const client = new pg.Client({ connectionString: postgresUrl! });
    await client.connect();
    try {
      for (let round = 0; round < 3; round++) {
        const doomed = Array.from({ length: 8 }, newSchema);
        for (const schema of doomed) await (await open(schema)).close();
        const dropping = (async () => {
          for (const schema of doomed) await client.query(`drop schema "${schema}" cascade`);
        })();
        const starts = await Promise.allSettled(
          Array.from({ length: 6 }, async () => (await open(newSchema())).close()),
        );
        await dropping;
        expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
      }
    } finally {
      await client.end();
    }
    // 42 starts, each migrating a fresh schema from nothing: 16 s before migration 0005
    // (which rebuilds what 0001 made), 24 s after, on a machine at a load average of 11.
  }, 120_000);
});
