import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The API server in a child process of its own, as it runs in production: the benches and
 * the process-level tests (load, crash) start, stop and kill it through this module.
 */

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILT_SERVER = path.join(API_DIR, 'dist/server.js');

/** Where a server keeps its rows: SQLite in its data folder, or a PostgreSQL schema. */
export type DatabaseTarget = { kind: 'sqlite' } | { kind: 'postgres'; url: string; schema: string };

export interface ApiServerOptions {
  /** `built`: `dist/server.js` (benches); `source`: `src/server.ts` through tsx (tests, no build). */
  entry: 'built' | 'source';
  dataDir: string;
  database: DatabaseTarget;
  /** The same secret across restarts keeps issued tokens valid. */
  jwtSecret: string;
  /** Extra variables, e.g. LOG_LEVEL. */
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, so the server closes its database; SIGKILL if that takes over 5 s. */
  stop(): Promise<void>;
  /** SIGKILL: the crash a power cut or the OOM killer would cause, resolved once it is dead. */
  kill(): Promise<void>;
}

/** Every child still running, so that any way out (end, error, Ctrl+C) can stop them. */
const children = new Set<ChildProcess>();

process.once('exit', () => {
  // Last resort for exits that skip the normal stop (a fatal throw, process.exit elsewhere).
  for (const child of children) child.kill('SIGKILL');
});

export const newSchemaName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
export const newJwtSecret = () => randomBytes(32).toString('hex');

/** A port the OS just handed out; the child binds it a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Polls until `url` answers 200; fails at once if the child dies (no build, bad env). */
export async function waitUntilOk(url: string, child: ChildProcess, timeoutMs = 45_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (exited(child)) throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  const force = setTimeout(() => child.kill('SIGKILL'), 5000);
  child.kill('SIGTERM');
  return waitForExit(child).finally(() => clearTimeout(force));
}

export function killChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  child.kill('SIGKILL');
  return waitForExit(child);
}

/**
 * `node <args>` on a free loopback port; resolves once `readyPath` answers 200. Only PATH,
 * HOME and TMPDIR are inherited: a stray PORT or DATABASE_URL must not leak in.
 */
export async function startNodeServer(
  args: string[],
  vars: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const { PATH, HOME, TMPDIR } = process.env;
  const inherited = Object.fromEntries(
    Object.entries({ PATH, HOME, TMPDIR }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...inherited, ...vars, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilOk(`${url}${readyPath}`, child);
  } catch (error) {
    await killChild(child);
    throw error;
  }
  return { url, child, stop: () => stopChild(child), kill: () => killChild(child) };
}

/** The real API server, rate limits off (a load run signs in far more than a person would). */
export function startApiServer(options: ApiServerOptions): Promise<ServerProcess> {
  if (options.entry === 'built' && !fs.existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: run \`pnpm build\` at the repository root first.`);
  }
  const args =
    options.entry === 'built'
      ? [BUILT_SERVER]
      : ['--conditions=source', '--import', 'tsx', 'src/server.ts'];
  const { database } = options;
  return startNodeServer(
    args,
    {
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      JWT_SECRET: options.jwtSecret,
      // A long run must not outlive its tokens and turn into 401s.
      ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema }
        : {}),
      ...options.env,
    },
    '/api/health',
  );
}

/** Stops every child this process started (idempotent per child). */
export function stopAllChildren(): Promise<void> {
  return Promise.all([...children].map(stopChild)).then(() => undefined);
}

export async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Runs a bench script's `main` and exits with its code, stopping the servers and running
 * `cleanUp` on every way out, Ctrl+C included.
 */
export function runScript(main: () => Promise<number>, cleanUp: () => Promise<void> | void) {
  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= (async () => {
      await stopAllChildren();
      await cleanUp();
    })();
    return stopping;
  };
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
      await shutdown().catch((error: unknown) => console.error(error));
      process.exit(code);
    });
}
