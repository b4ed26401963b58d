import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * Benchmark, not a test: `GET /api/projects` (a user with 30 projects) on the real server next
 * to bare Fastify routes in the same run (the same payload, and a tiny one), so the ratio shows
 * how close our per-request work (auth, database, schema serialisation) is to the framework's
 * ceiling on this machine. From `api/`, after `pnpm build` at the root:
 *   node --conditions=source --import tsx bench/projects-list.ts
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_RUNS (3), BENCH_DATABASE_URL (SQLite).
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_JS = path.join(API_DIR, 'dist/server.js');
const BARE_SERVER = path.join(API_DIR, 'bench/bare-server.ts');
const RESULTS_FILE = path.resolve(API_DIR, '../bench/results/projects-list.md');
const WARMUP_SECONDS = 2;
const SECONDS = positiveInt('BENCH_SECONDS', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const RUNS = positiveInt('BENCH_RUNS', 3);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || null;
// PostgreSQL: a schema of our own, so the bench neither reads nor leaves rows in shared tables.
const SCHEMA = `bench_${randomBytes(6).toString('hex')}`;

type Target = { label: string; url: string; headers?: Record<string, string> };
type Sample = { reqPerSec: number; p99: number; non2xx: number; errors: number };

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

// ---- Child processes, tracked so that every way out (end, error, Ctrl+C) stops them. ----

const children = new Set<ChildProcess>();
let tmpDir: string | undefined;

/** A port the OS just handed out; the child binds it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until `url` answers 200; fails at once if the child dies (no build, bad env). */
async function waitUntilOk(url: string, child: ChildProcess, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url}`);
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * `node <args>` on a free loopback port; resolves with its base URL once `readyPath` answers.
 * Only PATH, HOME and TMPDIR are inherited: a stray PORT or DATABASE_URL must not leak in.
 */
async function startServer(args: string[], vars: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const { PATH, HOME, TMPDIR } = process.env;
  const env = { PATH, HOME, TMPDIR, ...vars, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${base}${readyPath}`, child);
  return base;
}

const startRealServer = (dataDir: string) =>
  startServer(
    [SERVER_JS],
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // A long run must not outlive the token and turn into 401s.
      ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
      ...(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: SCHEMA } : {}),
    },
    '/api/health',
  );

/** Started the way this script was (`--import tsx`), so the .ts file loads. */
const startBareServer = (payloadFile: string) =>
  startServer([...process.execArgv, BARE_SERVER], { BARE_PAYLOAD_FILE: payloadFile }, '/hello');

/** SIGTERM lets the real server close its database; SIGKILL if that takes over 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => resolve(clearTimeout(force)));
    child.kill('SIGTERM');
  });
}

async function dropSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists "${SCHEMA}" cascade`).finally(() => client.end());
}

let stopping: Promise<void> | undefined;
/** Idempotent: the normal end and a signal may both ask. */
function shutdown(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all([...children].map(stopChild));
    if (DATABASE_URL) await dropSchema(DATABASE_URL).catch(console.error);
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  })();
  return stopping;
}

// ---- Data: one user with 30 projects, a few renamed, as a real account looks. ----

async function call(url: string, method: string, token?: string, json?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: JSON.stringify(json) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { text, body: text ? JSON.parse(text) : undefined };
}

async function seedUser(base: string): Promise<string> {
  const username = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const user = { username, password: 'Str0ng-passw0rd' };
  await call(`${base}/api/auth/sign-up`, 'POST', undefined, user);
  const signIn = await call(`${base}/api/auth/sign-in`, 'POST', undefined, user);
  const token: string = signIn.body.access_token;
  for (let i = 1; i <= 30; i++) {
    const { SK } = (await call(`${base}/api/projects`, 'POST', token)).body;
    if (i % 4 !== 0) continue;
    const name = `Checkout redesign, wave ${i / 4}`;
    const description = `Personas and empathy maps from the wave ${i / 4} interviews, ${i} rivals.`;
    await call(`${base}/api/projects`, 'PATCH', token, { SK, name, description });
  }
  return token;
}

// ---- Measuring and reporting. ----

async function measure({ url, headers }: Target, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  const { non2xx, errors } = result;
  return { reqPerSec: result.requests.average, p99: result.latency.p99, non2xx, errors };
}

/** Interleaved, so drift (heat, other load) hits every target alike. Warm-ups count errors. */
async function runAll(targets: Target[]): Promise<Sample[][]> {
  const samples: Sample[][] = targets.map(() => []);
  for (let run = 1; run <= RUNS; run++) {
    for (const [i, target] of targets.entries()) {
      const warmup = await measure(target, WARMUP_SECONDS);
      const sample = await measure(target, SECONDS);
      sample.non2xx += warmup.non2xx;
      sample.errors += warmup.errors;
      samples[i]!.push(sample);
      const line = `${Math.round(sample.reqPerSec)} req/s, p99 ${sample.p99} ms`;
      console.error(`run ${run}/${RUNS} ${target.label}: ${line}`);
    }
  }
  return samples;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const sum = (samples: Sample[], key: 'non2xx' | 'errors') =>
  samples.reduce((total, s) => total + s[key], 0);
// autocannon's latency histogram holds whole milliseconds: 0 means under one.
const ms = (value: number) => (value === 0 ? '< 1' : String(value));

/** `sameIndex` is the bare route with the real payload: the reference of the ratios. */
function report(targets: Target[], samples: Sample[][], sameIndex: number, bytes: number) {
  const rps = samples.map((runs) => median(runs.map((s) => s.reqPerSec)));
  const rows = targets.map((target, i) => {
    const runs = samples[i]!;
    const p99 = ms(median(runs.map((s) => s.p99)));
    const ratio = (rps[i]! / rps[sameIndex]!).toFixed(2);
    const errors = `${sum(runs, 'non2xx')} non-2xx, ${sum(runs, 'errors')} errors`;
    return `| ${target.label} | ${Math.round(rps[i]!)} | ${p99} | ${ratio} | ${errors} |`;
  });
  return [
    '| route | req/s (median) | p99 ms (median) | ratio vs bare same payload | errors |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ` +
      `${process.version}, ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, a ${bytes}-byte list: ` +
      'autocannon in the parent process, each server in a child process of its own; ' +
      `${WARMUP_SECONDS} s warm-up then ${SECONDS} s with ${CONNECTIONS} connections per route, ` +
      `${RUNS} run(s) interleaved, medians shown; errors include the warm-ups.`,
    '',
  ].join('\n');
}

/** Through a .tmp file and a rename, so an interrupted write never leaves half a result. */
function writeResults(text: string) {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(`${RESULTS_FILE}.tmp`, text);
  fs.renameSync(`${RESULTS_FILE}.tmp`, RESULTS_FILE);
}

async function main(): Promise<number> {
  if (!fs.existsSync(SERVER_JS)) {
    console.error(`${SERVER_JS} is missing: run \`pnpm build\` at the repository root first.`);
    return 1;
  }
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-bench-'));
  const real = await startRealServer(path.join(tmpDir, 'data'));
  const token = await seedUser(real);
  const list = await call(`${real}/api/projects`, 'GET', token);
  if (list.body.length !== 30) throw new Error(`expected 30 projects, got ${list.body.length}`);

  const payloadFile = path.join(tmpDir, 'projects.json');
  fs.writeFileSync(payloadFile, list.text);
  const bare = await startBareServer(payloadFile);
  // The ratio only means something if both send the very same body.
  if ((await call(`${bare}/bare`, 'GET')).text !== list.text)
    throw new Error('GET /bare does not send the same body as GET /api/projects');

  const targets: Target[] = [
    {
      label: '`GET /api/projects` (real, 30 projects)',
      url: `${real}/api/projects`,
      headers: { authorization: `Bearer ${token}` },
    },
    { label: '`GET /bare` (bare Fastify, same payload)', url: `${bare}/bare` },
    { label: '`GET /hello` (bare Fastify, `{hello:"world"}`)', url: `${bare}/hello` },
  ];
  const samples = await runAll(targets);
  // targets[1], the bare route with the same payload, is what the ratios compare to.
  const text = report(targets, samples, 1, Buffer.byteLength(list.text));
  console.log(text);
  if (samples.flat().some((s) => s.non2xx > 0 || s.errors > 0)) {
    console.error('Some requests failed or were not 2xx: results not written.');
    return 1;
  }
  writeResults(text);
  console.error(`written to ${RESULTS_FILE}`);
  return 0;
}

// Last resort for exits that skip `shutdown` (process.exit elsewhere, a fatal throw).
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers`);
    shutdown().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await shutdown();
    process.exit(code);
  });
