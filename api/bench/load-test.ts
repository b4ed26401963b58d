import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchFigure, writeBenchFigures } from '../../tooling/bench-figures.js';
import { type BenchDatabase, benchDatabases, machineLine, positiveInt } from './bench-settings.js';
import { type LoadResult, MIX, REQUEST_KINDS, runLoad, seedLoadAccounts } from './load.js';
import { API_DIR, newJwtSecret, runScript, startApiServer } from './server-process.js';
import { formatCount, formatMs } from './stats.js';

/**
 * The long load test, not part of the suite (its short form is test/load.test.ts):
 * LOAD_CONNECTIONS clients (200) for LOAD_SECONDS (60) against the built server in a child
 * process, on SQLite and on PostgreSQL, mixing sign-in, lists, gets and PATCHes (see
 * load.ts). Goal: zero errors, p99 under 100 ms. Exits 1 when any request failed.
 * From `api/`, after `pnpm build`: `pnpm bench:load`.
 * Env: LOAD_SECONDS, LOAD_CONNECTIONS, LOAD_ACCOUNTS (clients / 4), LOAD_SIGN_IN_EVERY (200),
 * BENCH_DATABASES (sqlite,postgres), BENCH_DATABASE_URL.
 */

const SECONDS = positiveInt('LOAD_SECONDS', 60);
const CLIENTS = positiveInt('LOAD_CONNECTIONS', 200);
const ACCOUNTS = positiveInt('LOAD_ACCOUNTS', Math.max(1, Math.round(CLIENTS / 4)));
const SIGN_IN_EVERY = positiveInt('LOAD_SIGN_IN_EVERY', 200);
const P99_TARGET_MS = 100;
const RESULTS_FILE = path.resolve(API_DIR, '../bench/results/load-test.md');

let tmpDir: string | undefined;
const databasesToClean: BenchDatabase[] = [];

/** The machine's 1-minute load average before and after each run: the clients share it. */
const loadAverages = new Map<BenchDatabase, [number, number]>();
/**
 * The server process's CPU seconds during each run (Linux). Unlike latency, CPU per request
 * hardly moves with other load on the machine, so it says what one core could serve.
 */
const serverCpu = new Map<BenchDatabase, number>();

function cpuSeconds(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (100 a second).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function loadOn(database: BenchDatabase): Promise<LoadResult> {
  databasesToClean.push(database);
  const server = await startApiServer({
    entry: 'built',
    dataDir: fs.mkdtempSync(path.join(tmpDir!, 'data-')),
    database: database.target(),
    jwtSecret: newJwtSecret(),
  });
  try {
    console.error(`${database.label}: seeding ${ACCOUNTS} accounts…`);
    const accounts = await seedLoadAccounts(server.url, ACCOUNTS);
    console.error(`${database.label}: ${CLIENTS} clients for ${SECONDS} s…`);
    const before = os.loadavg()[0]!;
    let cpuBefore = Number.NaN;
    const result = await runLoad({
      base: server.url,
      clients: CLIENTS,
      seconds: SECONDS,
      accounts,
      signInEvery: SIGN_IN_EVERY,
      onClockStart: () => {
        cpuBefore = cpuSeconds(server.child.pid);
      },
    });
    console.error(
      `${database.label}: ${Math.round(result.throughput)} req/s, p99 ${formatMs(result.overall.p99)} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const failure of result.failures) console.error(`  ${failure}`);
    loadAverages.set(database, [before, os.loadavg()[0]!]);
    serverCpu.set(database, cpuSeconds(server.child.pid) - cpuBefore);
    return result;
  } finally {
    await server.stop();
  }
}

function table(database: BenchDatabase, result: LoadResult): string {
  const [before, after] = loadAverages.get(database) ?? [Number.NaN, Number.NaN];
  const cpu = serverCpu.get(database) ?? Number.NaN;
  const cpuLine = Number.isFinite(cpu)
    ? ` The server process used ${cpu.toFixed(1)} s of CPU (${((100 * cpu) / result.elapsedSeconds).toFixed(0)} % ` +
      `of one core), ${((1000 * cpu) / result.requests).toFixed(2)} ms per request, sign-ins' argon2 included` +
      `${database.label === 'PostgreSQL' ? "; PostgreSQL's own work is not in it" : ''}.`
    : '';
  const row = (name: string, s: { count: number; p50: number; p99: number; max: number }) =>
    `| ${name} | ${formatCount(s.count)} | ${((100 * s.count) / result.overall.count).toFixed(1)} % | ` +
    `${formatMs(s.p50)} | ${formatMs(s.p99)} | ${formatMs(s.max)} |`;
  const errors = REQUEST_KINDS.map((kind) => result.byKind[kind])
    .map((k, i) =>
      k.non2xx || k.errors ? `${REQUEST_KINDS[i]}: ${k.non2xx} non-2xx, ${k.errors} errors` : '',
    )
    .filter(Boolean);
  return [
    `### ${database.label}: ${Math.round(result.throughput)} req/s, p99 ${formatMs(result.overall.p99)} ms, ` +
      `${result.non2xx + result.errors} errors`,
    '',
    '| requests | count | share | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...REQUEST_KINDS.map((kind) => row(kind, result.byKind[kind])),
    row('**all**', result.overall),
    row('all but sign-in', result.withoutSignIn),
    '',
    `${formatCount(result.requests)} requests in ${result.elapsedSeconds.toFixed(1)} s, load ` +
      `average ${before.toFixed(1)} before and ${after.toFixed(1)} after on ${os.cpus().length} cores; ` +
      `${result.non2xx} non-2xx, ${result.errors} socket errors or timeouts (${result.timeouts} timeouts)` +
      (errors.length ? `: ${errors.join('; ')}.` : '.') +
      cpuLine,
    ...(result.failures.length
      ? ['', 'First failures:', '', ...result.failures.map((f) => `- ${f}`)]
      : []),
    '',
  ].join('\n');
}

function report(results: [BenchDatabase, LoadResult][]): string {
  const mix = Object.entries(MIX)
    .map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`)
    .join(', ');
  return [
    `## Load test: ${CLIENTS} clients for ${SECONDS} s`,
    '',
    ...results.map(([database, result]) => table(database, result)),
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. The built server in a ` +
      'child process (rate limits off), the clients in the parent on the same machine, over ' +
      `loopback with keep-alive. ${CLIENTS} clients as ${ACCOUNTS} accounts (each with 2 projects ` +
      'holding a persona, an empathy map linked to it and a 6 × 8 competitor table), closed loop: ' +
      'each sends its next request when the previous one answers, no think time. Each client ' +
      `signs in before the clock starts (not counted) and again every ${SIGN_IN_EVERY} requests ` +
      `(argon2id, 19 MiB, t=2), turns spread evenly; the other requests: ${mix}, over the ` +
      "account's items of every type it seeds; PATCH sends the whole realistic object. Latency from " +
      'request to last byte, exact percentiles over every request; errors are non-2xx answers, ' +
      `socket errors and timeouts (10 s). Goal: zero errors, p99 under ${P99_TARGET_MS} ms.`,
    '',
  ].join('\n');
}

function figures(results: [BenchDatabase, LoadResult][]): BenchFigure[] {
  const how = `${CLIENTS} clients, ${SECONDS} s, closed loop, sign-in every ${SIGN_IN_EVERY} requests`;
  return results.flatMap(([database, result]) => [
    {
      group: database.group,
      figure: 'Load test: throughput',
      value: `${formatCount(result.throughput)} req/s`,
      how,
    },
    {
      group: database.group,
      figure: 'Load test: p99, all requests',
      value: `${formatMs(result.overall.p99)} ms`,
      how,
      target: `< ${P99_TARGET_MS} ms`,
      met: result.overall.p99 < P99_TARGET_MS,
    },
    {
      group: database.group,
      figure: 'Load test: p99 without sign-in',
      value: `${formatMs(result.withoutSignIn.p99)} ms`,
      how,
    },
    {
      group: database.group,
      figure: 'Load test: p99 of sign-in',
      value: `${formatMs(result.byKind['sign-in'].p99)} ms`,
      how,
    },
    {
      group: database.group,
      figure: 'Load test: errors',
      value: formatCount(result.non2xx + result.errors),
      how: `${how}; non-2xx, socket errors and timeouts`,
      target: '0',
      met: result.non2xx + result.errors === 0,
    },
  ]);
}

function writeResults(text: string) {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(`${RESULTS_FILE}.tmp`, text);
  fs.renameSync(`${RESULTS_FILE}.tmp`, RESULTS_FILE);
}

async function main(): Promise<number> {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-load-'));
  const results: [BenchDatabase, LoadResult][] = [];
  for (const database of await benchDatabases()) results.push([database, await loadOn(database)]);
  const text = report(results);
  console.log(text);
  writeResults(text);
  writeBenchFigures('load-test', figures(results));
  console.error(`written to ${RESULTS_FILE}`);
  const failed = results.some(([, result]) => result.non2xx + result.errors > 0);
  if (failed) console.error('Some requests failed: the load test did not pass.');
  return failed ? 1 : 0;
}

runScript(main, async () => {
  await Promise.all(databasesToClean.map((database) => database.cleanUp()));
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});
