import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A site started for the tests: its URL, its data folder and how to stop it. */
export interface Site {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not answer within ${timeoutMs} ms`);
}

interface StartOptions {
  /** `['pnpm', 'start']` (install, build, serve) or the built server alone. */
  command?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Starts the production server on a free port with a fresh data folder. Its output goes
 * to `<dataDir>/server.log`, which is where to look when a test fails.
 */
export async function startSite({
  command = ['node', 'api/dist/server.js'],
  env = {},
  timeoutMs = 30_000,
}: StartOptions = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ux-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const [executable, ...args] = command;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // Each test signs up its own users from one IP: production limits would trip.
    RATE_LIMITS: 'off',
    ...env,
  };
  // SQLite in the fresh data folder unless a test asks for another database.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // `PUBLIC_URL: ''` leaves it unset: the server's default, http://localhost:<port>.
  if (env.PUBLIC_URL === '') delete childEnv.PUBLIC_URL;
  const child = spawn(executable!, args, {
    cwd: REPO_ROOT,
    // A process group of its own, so `pnpm start` and the server it runs stop together.
    detached: true,
    stdio: ['ignore', log, log],
    env: childEnv,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stop();
    const output = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  return { url, dataDir, stop };
}
