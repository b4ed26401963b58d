import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newProject, newUser, signIn } from './client.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(REPO_ROOT, 'api/dist/server.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the built server as `pnpm start` does, in `cwd`, with no configuration at all. */
async function startBuiltServer(cwd: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    cwd,
    env: { PATH: process.env.PATH, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('the production server on a fresh folder', () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-fresh-'));
  let child: ChildProcess | undefined;

  beforeAll(() => {
    if (!fs.existsSync(SERVER))
      execFileSync('pnpm', ['exec', 'tsc', '-b', 'shared-contracts', 'api'], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
  }, 120_000);
  afterAll(async () => {
    if (child) await stop(child);
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  it('keeps data in ./data and every saved project across a restart', async () => {
    const port = await freePort();
    child = await startBuiltServer(cwd, port);
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    const user = await newUser(api);
    const saved = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      const project = await newProject(api, user);
      const renamed = await api.patch('/api/projects', {
        token: user.token,
        json: { SK: project.SK, name, description: `About ${name}` },
      });
      saved.push(renamed.body);
    }
    expect(fs.existsSync(path.join(cwd, 'data', 'app.db'))).toBe(true);

    await stop(child);
    child = await startBuiltServer(cwd, port);
    const again = await signIn(api, user.email, user.password);
    const projects = await api.get('/api/projects', { token: again.token });
    expect(projects.body).toEqual([...saved].reverse());
    // The secret made on first start is kept, so tokens issued before the restart still work.
    expect((await api.get('/api/projects', { token: user.token })).status).toBe(200);
  });
});
