import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations.js';
import { UNAVAILABLE_MESSAGE } from '../src/http/errors.js';
import { ApiClient, newUser } from './client.js';
import { DATABASE, SKIP, serverForSuite, startServer } from './harness.js';

const ALL_OK = { database: 'ok', schema: 'ok', blobStore: 'ok' };

describe.skipIf(SKIP)('liveness and readiness', () => {
  const suite = serverForSuite();
  const blobsDir = () => path.join(suite.server.dataDir, 'blobs');
  const lastMigration = Object.keys(migrations).at(-1)!;

  afterEach(async () => {
    fs.rmSync(blobsDir(), { recursive: true, force: true });
    await sql`insert into kysely_migration (name, timestamp)
      values (${lastMigration}, ${new Date().toISOString()}) on conflict do nothing`.execute(
      suite.server.db.kysely,
    );
  });

  it('is live and ready while everything works, and says so in the API docs', async () => {
    const health = await suite.api.get('/api/health');
    expect([health.status, health.body]).toEqual([200, { status: 'ok' }]);
    const ready = await suite.api.get('/api/ready');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready', checks: ALL_OK }]);
    const docs = await suite.api.get('/api/docs/json');
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready']),
    );
  });

  it('is not ready while the blob store cannot store, and ready again once it can', async () => {
    fs.writeFileSync(blobsDir(), 'a file where the folder should be');
    const ready = await suite.api.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'unavailable',
      checks: { ...ALL_OK, blobStore: 'failing' },
    });
    expect((await suite.api.get('/api/health')).status).toBe(200);
    fs.rmSync(blobsDir());
    expect((await suite.api.get('/api/ready')).status).toBe(200);
  });

  it('is not ready while the database lacks a migration of this code', async () => {
    await sql`delete from kysely_migration where name = ${lastMigration}`.execute(
      suite.server.db.kysely,
    );
    const ready = await suite.api.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { ...ALL_OK, schema: 'failing' } });
  });
});

describe.skipIf(DATABASE !== 'postgres' || SKIP)(
  'a PostgreSQL schema dropped under the API',
  () => {
    it('makes it not ready, and its data routes answer 503 rather than 500', async () => {
      const server = await startServer();
      try {
        const api = new ApiClient(server.url);
        const user = await newUser(api);
        const schema = server.config.databaseSchema!;
        await sql`drop schema ${sql.id(schema)} cascade`.execute(server.db.kysely);

        const ready = await api.get('/api/ready');
        expect(ready.status).toBe(503);
        expect(ready.body.checks).toEqual({ ...ALL_OK, schema: 'failing' });
        expect((await api.get('/api/health')).status).toBe(200);
        const projects = await api.get('/api/projects', { token: user.token });
        expect([projects.status, projects.body.message]).toEqual([503, UNAVAILABLE_MESSAGE]);
      } finally {
        await server.close();
      }
    });
  },
);
