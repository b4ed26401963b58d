import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import {
  type DatabaseTarget,
  dropSchema,
  newJwtSecret,
  newSchemaName,
  type ServerProcess,
  startApiServer,
} from '../bench/server-process.js';
import { DATABASE } from './harness.js';

/**
 * The real server as a process of its own, for tests that must kill or load it: one data
 * folder and, on PostgreSQL, one schema, kept across restarts (as a deployment keeps its
 * database), with one token secret so tokens survive them too. Runs `src/server.ts`
 * through tsx, so the test needs no build.
 */
export interface ProcessServer {
  dataDir: string;
  database: DatabaseTarget;
  start(): Promise<ServerProcess>;
  /** Stops what is still running and removes the folder and the schema. */
  cleanUp(): Promise<void>;
}

export function processServer(): ProcessServer {
  const postgresUrl = DATABASE === 'postgres' ? inject('postgresUrl') : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-process-test-'));
  const database: DatabaseTarget = postgresUrl
    ? { kind: 'postgres', url: postgresUrl, schema: newSchemaName('test') }
    : { kind: 'sqlite' };
  const jwtSecret = newJwtSecret();
  const started: ServerProcess[] = [];
  return {
    dataDir,
    database,
    async start() {
      const server = await startApiServer({ entry: 'source', dataDir, database, jwtSecret });
      started.push(server);
      return server;
    },
    async cleanUp() {
      await Promise.all(started.map((server) => server.stop()));
      if (database.kind === 'postgres') await dropSchema(database.url, database.schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
