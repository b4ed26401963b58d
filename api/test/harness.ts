import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import type { FeatureCatalog } from '../src/features/catalog.js';
import { ApiClient } from './client.js';

/** Which database this run of the suite uses (see vitest.config.ts). */
export const DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
const postgresUrl = DATABASE === 'postgres' ? inject('postgresUrl') : null;
/** True when this run cannot happen (PostgreSQL wanted but not answering). */
export const SKIP = DATABASE === 'postgres' && !postgresUrl;

export interface TestServer {
  url: string;
  config: Config;
  app: FastifyInstance;
  dataDir: string;
  /** The server's own database, for checks no endpoint shows. */
  db: Db;
  close(): Promise<void>;
}

/**
 * Starts the real server on a free loopback port, with a fresh data folder and, for
 * PostgreSQL, a fresh schema of its own, so test files can run in parallel. `features`
 * replaces the editor types the server serves (features/index.ts's by default).
 */
export async function startServer(
  env: Record<string, string> = {},
  features?: FeatureCatalog,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-api-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The longest period: tests compare image URLs between responses, which differ once
    // a period ends (every 3.5 days, not every hour, so no test straddles one).
    IMAGE_URL_TTL_SECONDS: '302400',
    // No web build unless a test gives one: starting would publish the repository's.
    STATIC_ROOT: path.join(dataDir, 'no-web-build'),
    ...(postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const cleanUp = async () => {
    if (postgresUrl) await dropSchema(postgresUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let db: Db | undefined;
  let app: FastifyInstance;
  try {
    db = await openDatabase(config);
    app = await buildApp(config, { db }, features);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await db?.close();
    await cleanUp();
    throw error;
  }
  const database = db;
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const server: TestServer = {
    url: `http://127.0.0.1:${address.port}`,
    config,
    app,
    dataDir,
    db: database,
    async close() {
      await app.close();
      await database.close();
      await cleanUp();
    },
  };
  return server;
}

/**
 * A server for the enclosing `describe`, started before its tests and closed after.
 * Read `.server` and `.api` inside tests and hooks, not at collection time.
 */
export function serverForSuite(env: Record<string, string> = {}, features?: FeatureCatalog) {
  const suite = {} as { server: TestServer; api: ApiClient };
  beforeAll(async () => {
    suite.server = await startServer(env, features);
    suite.api = new ApiClient(suite.server.url);
  });
  afterAll(() => suite.server?.close());
  return suite;
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
