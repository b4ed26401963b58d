import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  call,
  createAccount,
  itemPath,
  type SeededItem,
  seedProjects,
} from '../bench/seed.js';
import type { ServerProcess } from '../bench/server-process.js';
import { SKIP } from './harness.js';
import { type ProcessServer, processServer } from './process-server.js';
import { SERVED_ROUTES, savedBody, seedServedItem } from './served-features.js';

/**
 * SIGKILL during a stream of saves, as a crash or the OOM killer would stop the server:
 * after a restart every acknowledged save is there (an unacknowledged one may or may not
 * be), and the database is sound. Several items are saved at once, each item's saves one
 * after another with an increasing number in the name, so "the last acknowledged one or a
 * later attempted one" is a range check per item.
 */

/** Streams of saves at once, one item each: at least one of every served editor type. */
const ITEMS = Math.max(6, SERVED_ROUTES.length);
const ROUNDS = 3;
/** Acknowledged saves per round before the kill: enough that it lands mid-stream. */
const ACKS_BEFORE_KILL = 60;

interface Progress {
  item: SeededItem<string>;
  /** The highest save number answered 200. */
  acked: number;
  /** The highest save number sent. */
  attempted: number;
}

const saveNumber = (name: string) => Number(/^save (\d+)$/.exec(name)?.[1] ?? Number.NaN);

/**
 * Saves every item over and over until the server dies; resolves once every writer has
 * seen its connection fail. Any answer but 200 before that is a failure of the test.
 */
function saveUntilKilled(base: string, token: string, progress: Progress[], unexpected: string[]) {
  return progress.map(async (entry) => {
    for (;;) {
      const n = ++entry.attempted;
      let status: number;
      try {
        const response = await fetch(`${base}/api/${entry.item.route}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(savedBody(entry.item.route, entry.item, `save ${n}`)),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        return; // the server is gone (reset mid-request or refused)
      }
      if (status === 200) entry.acked = n;
      else unexpected.push(`${entry.item.route} save ${n}: ${status}`);
    }
  });
}

/**
 * Checks no endpoint shows: every item's project exists, and each project's UPDATED_AT is
 * at least its items' (a save bumps both in one transaction; a torn one would leave the
 * project behind). Each item here is the only one saved in its project.
 */
const CONSISTENCY_QUERIES = [
  'select count(*) as n from items f left join projects p on p.id = f.project_id where p.id is null',
  'select count(*) as n from projects p where p.updated_at < (select max(updated_at) from items where project_id = p.id)',
];

function checkSqlite(dataDir: string) {
  // Read-only, after the crash and before the restart recovers anything.
  const db = new SqliteDatabase(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    for (const query of CONSISTENCY_QUERIES)
      expect(db.prepare(query).get(), query).toEqual({ n: 0 });
  } finally {
    db.close();
  }
}

async function checkPostgres(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (const query of CONSISTENCY_QUERIES) {
      const { rows } = await client.query(query);
      expect(Number(rows[0].n), query).toBe(0);
    }
  } finally {
    await client.end();
  }
}

describe.skipIf(SKIP)('a server killed with SIGKILL in the middle of saves', () => {
  let setup: ProcessServer;
  let server: ServerProcess;
  let account: Account;
  const progress: Progress[] = [];

  beforeAll(async () => {
    setup = processServer();
    server = await setup.start();
    account = await createAccount(server.url, 'crash');
    // One item per project, so a project's UPDATED_AT follows exactly one stream of saves.
    const projects = await seedProjects(server.url, account.token, ITEMS);
    for (const [i, project] of projects.entries()) {
      const route = SERVED_ROUTES[i % SERVED_ROUTES.length]!;
      const item = await seedServedItem(server.url, account.token, route, project, 'save 0');
      progress.push({ item, acked: 0, attempted: 0 });
    }
  }, 60_000);
  afterAll(() => setup?.cleanUp());

  it(`keeps every acknowledged save through ${ROUNDS} kills, in a sound database`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const unexpected: string[] = [];
      const ackedBefore = progress.reduce((sum, p) => sum + p.acked, 0);
      const writers = saveUntilKilled(server.url, account.token, progress, unexpected);
      const target = ackedBefore + ACKS_BEFORE_KILL + Math.floor(Math.random() * ACKS_BEFORE_KILL);
      while (progress.reduce((sum, p) => sum + p.acked, 0) < target && unexpected.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await server.kill();
      await Promise.all(writers);
      expect(unexpected).toEqual([]);

      if (setup.database.kind === 'sqlite') checkSqlite(setup.dataDir);
      else await checkPostgres(setup.database.url, setup.database.schema);

      server = await setup.start(); // waits for /api/health
      const projects = (await call(server.url, 'GET', '/api/projects', { token: account.token }))
        .body as { SK: string; UPDATED_AT: number }[];
      for (const entry of progress) {
        const { body } = await call(server.url, 'GET', itemPath(entry.item), {
          token: account.token,
        });
        const stored = saveNumber(body.name);
        const where = `round ${round}, ${entry.item.route} ${entry.item.SK}`;
        expect(stored, where).toBeGreaterThanOrEqual(entry.acked);
        expect(stored, where).toBeLessThanOrEqual(entry.attempted);
        // What the server answers agrees with itself: the project list shows the save.
        const project = projects.find((p) => p.SK === entry.item.projectSK);
        expect(project?.UPDATED_AT, where).toBeGreaterThanOrEqual(body.UPDATED_AT);
      }
    }
  }, 120_000);
});
