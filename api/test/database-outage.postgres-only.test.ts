import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Account,
  call,
  createAccount,
  itemPath,
  type SeededItem,
  seedProjects,
} from '../bench/seed.js';
import {
  dropSchema,
  newJwtSecret,
  newSchemaName,
  type ServerProcess,
  startApiServer,
} from '../bench/server-process.js';
import { SKIP } from './harness.js';
import { SERVED_ROUTES, savedBody, seedServedItem } from './served-features.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/**
 * The database going away under a running API (issue 17), on the machine's PostgreSQL,
 * which is shared and so never stopped: the API's own connections are terminated with
 * pg_terminate_backend (found by an application_name of this test's), and the database is
 * cut and stalled through a TCP proxy the test controls. Throughout, the server process
 * stays up, every answer is 200 or 503 (never a 500 or a hang), it recovers by itself,
 * and every acknowledged save is kept.
 */

/** Streams of saves at once, one item each: at least one of every served editor type. */
const ITEMS = Math.max(6, SERVED_ROUTES.length);
/** How long the database stays cut off: about a restart's or a failover's outage. */
const OUTAGE_MS = 3_000;
const saveNumber = (name: string) => Number(/^save (\d+)$/.exec(name)?.[1] ?? Number.NaN);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Writer {
  item: SeededItem<string>;
  /** The highest save number answered 200, and the highest sent. */
  acked: number;
  attempted: number;
  /** Answers by status since the counts were last reset. */
  statuses: Record<number, number>;
}

/** Saves every item over and over (each item's saves in sequence) until `stop()`. */
function startWriters(base: string, token: string, writers: Writer[]) {
  let stopped = false;
  const failures: string[] = [];
  const loops = writers.map(async (writer) => {
    while (!stopped) {
      const n = ++writer.attempted;
      try {
        const response = await fetch(`${base}/api/${writer.item.route}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(savedBody(writer.item.route, writer.item, `save ${n}`)),
        });
        const body = await response.json();
        writer.statuses[response.status] = (writer.statuses[response.status] ?? 0) + 1;
        if (response.status === 200) writer.acked = n;
        else if (response.status !== 503 || typeof body.message !== 'string') {
          failures.push(`save ${n}: ${response.status} ${JSON.stringify(body)}`);
        }
      } catch (error) {
        failures.push(`save ${n}: ${String(error)}`); // no answer: the server is gone
        return;
      }
      if (writer.statuses[503]) await pause(20); // as a client backs off
    }
  });
  return {
    failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Polls (without asserting any timing) until `condition` holds or `failures` appear. */
async function until(condition: () => boolean, failures: string[]) {
  while (!condition() && failures.length === 0) await pause(10);
}

/** Recovered: every writer gets 5 more saves through from now on. */
async function untilEveryWriterSavesAgain(writers: Writer[], failures: string[]) {
  const saved = (writer: Writer) => writer.statuses[200] ?? 0;
  const before = writers.map(saved);
  await until(() => writers.every((writer, i) => saved(writer) >= before[i]! + 5), failures);
}

const count = (writers: Writer[], status: number) =>
  writers.reduce((sum, writer) => sum + (writer.statuses[status] ?? 0), 0);

describe.skipIf(SKIP)('the API while its PostgreSQL goes away and comes back', () => {
  const postgresUrl = inject('postgresUrl')!;
  const schema = newSchemaName('outage');
  const applicationName = `ux-outage-${schema}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-outage-'));
  let proxy: TcpProxy;
  let admin: pg.Client;
  let server: ServerProcess;
  let account: Account;
  const writers: Writer[] = [];
  let stream: ReturnType<typeof startWriters> | undefined;

  const resetCounts = () => {
    for (const writer of writers) writer.statuses = {};
  };
  const ready = () =>
    fetch(`${server.url}/api/ready`).then(async (r) => [r.status, await r.json()]);

  beforeAll(async () => {
    const target = new URL(postgresUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(postgresUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('application_name', applicationName);
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    server = await startApiServer({
      entry: 'source',
      dataDir,
      database: { kind: 'postgres', url: viaProxy.toString(), schema },
      jwtSecret: newJwtSecret(),
      // Every request of an outage is logged as a warning; the test reads the answers.
      env: { LOG_LEVEL: 'error' },
    });
    account = await createAccount(server.url, 'outage');
    const projects = await seedProjects(server.url, account.token, ITEMS);
    for (const [i, project] of projects.entries()) {
      const route = SERVED_ROUTES[i % SERVED_ROUTES.length]!;
      const item = await seedServedItem(server.url, account.token, route, project, 'save 0');
      writers.push({ item, acked: 0, attempted: 0, statuses: {} });
    }
  }, 60_000);

  // A failed test must not leave the next one without its database.
  afterEach(async () => {
    await stream?.stop();
    proxy.restore();
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await admin?.end();
    await dropSchema(postgresUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every item holds its last acknowledged save or a later attempted one. */
  async function expectNoAcknowledgedSaveLost() {
    for (const writer of writers) {
      const { body } = await call(server.url, 'GET', itemPath(writer.item), {
        token: account.token,
      });
      expect(saveNumber(body.name), writer.item.SK).toBeGreaterThanOrEqual(writer.acked);
      expect(saveNumber(body.name), writer.item.SK).toBeLessThanOrEqual(writer.attempted);
    }
  }

  it('survives pg_terminate_backend on its connections during a stream of saves', async () => {
    resetCounts();
    stream = startWriters(server.url, account.token, writers);
    let terminated = 0;
    for (let round = 0; round < 8 && stream.failures.length === 0; round++) {
      const acked = count(writers, 200);
      await until(() => count(writers, 200) >= acked + 20, stream.failures);
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      terminated += rows.filter((row) => row.done).length;
    }
    // Recovered by itself: every writer gets saves through after the last termination.
    await untilEveryWriterSavesAgain(writers, stream.failures);
    await stream.stop();
    expect(stream.failures).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    await expectNoAcknowledgedSaveLost();
  }, 60_000);

  it('answers 503 while the database is cut off, and recovers once it is back', async () => {
    resetCounts();
    stream = startWriters(server.url, account.token, writers);
    await until(() => count(writers, 200) >= 30, stream.failures);
    proxy.cut();
    // A save sent before the cut may still be acknowledged; none sent after it can be.
    const firstSentAfterCut = writers.map((writer) => writer.attempted + 1);
    const outage = pause(OUTAGE_MS);
    await until(() => writers.every((writer) => (writer.statuses[503] ?? 0) >= 3), stream.failures);
    const [readyStatus, readiness] = await ready();
    expect(readyStatus).toBe(503);
    expect(readiness).toMatchObject({ status: 'unavailable', checks: { database: 'failing' } });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200); // alive, not ready
    // Nothing was acknowledged while nothing could be stored.
    await outage;
    for (const [i, writer] of writers.entries()) {
      expect(writer.acked).toBeLessThan(firstSentAfterCut[i]!);
    }

    proxy.restore();
    await untilEveryWriterSavesAgain(writers, stream.failures);
    await stream.stop();
    expect(stream.failures).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(await ready()).toEqual([200, expect.objectContaining({ status: 'ready' })]);
    await expectNoAcknowledgedSaveLost();
  }, 60_000);

  it('answers 503 after a bounded wait while the network drops everything', async () => {
    const [writer] = writers;
    const save = (n: number) =>
      fetch(`${server.url}/api/${writer!.item.route}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(savedBody(writer!.item.route, writer!.item, `save ${n}`)),
      });
    expect((await save(++writer!.attempted)).status).toBe(200);
    writer!.acked = writer!.attempted;
    proxy.stall();
    // No reset ever arrives: the pool's connect and query timeouts end the wait.
    const [stalled, readiness] = await Promise.all([save(++writer!.attempted), ready()]);
    expect(stalled.status).toBe(503);
    expect((await stalled.json()).message).toMatch(/try again/);
    expect(readiness[0]).toBe(503);
    proxy.restore();
    let status = 0;
    while (status !== 200) {
      status = (await save(++writer!.attempted)).status;
      expect([200, 503]).toContain(status);
      if (status === 200) writer!.acked = writer!.attempted;
    }
    expect(server.child.exitCode).toBeNull();
    await expectNoAcknowledgedSaveLost();
  }, 60_000);
});
