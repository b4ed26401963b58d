import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
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
    const client = new pg.Client({ connectionString: postgresUrl! });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
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
