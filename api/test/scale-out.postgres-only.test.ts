import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/config.js';
import {
  ApiClient,
  type ApiResponse,
  newFeature,
  newProject,
  newUser,
  pathKey,
  signIn,
} from './client.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import {
  deleteRedisKeys,
  redisIfAvailable,
  redisTestPrefix,
  type S3Peer,
  startS3,
} from './peers.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = inject('postgresUrl');
const redisUrl = await redisIfAvailable('the two-instance scale-out test');

interface Instance {
  api: ApiClient;
  child: ChildProcess;
  dataDir: string;
}

/**
 * Starts `src/server.ts` in a process of its own, as a deployment would, with its own
 * data folder and port; everything it shares with the other instance comes from `env`.
 */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-instance-'));
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill('SIGKILL');
      reject(new Error(`instance did not start (${why}):\n${output.slice(-4000)}`));
    };
    const timer = setTimeout(() => fail('timed out'), 45_000);
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      // Fastify logs one JSON line per event; the listening one carries the port.
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) {
        clearTimeout(timer);
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ api: new ApiClient(listening[1]!), child, dataDir });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
  });
}

function stopInstance({ child, dataDir }: Instance): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/**
 * Polls `api` with the token until it is refused as expired, which the other instance's
 * session check makes happen within SESSION_RECHECK_MS; every answer before that must
 * pass `meanwhile`. The test's timeout bounds the wait, no timing is asserted.
 */
async function refusedWithin(
  api: ApiClient,
  token: string,
  meanwhile: (answer: ApiResponse) => void,
) {
  for (;;) {
    const answer = await api.get('/api/projects', { token });
    if (answer.status === 401) return expect(answer.body.message).toBe('jwt expired');
    meanwhile(answer);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

describe.skipIf(!postgresUrl || !redisUrl)(
  'two API instances on one PostgreSQL, one bucket and one Redis',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const redisPrefix = redisTestPrefix();
    let s3: S3Peer;
    let a: ApiClient;
    let b: ApiClient;
    const instances: Instance[] = [];

    beforeAll(async () => {
      s3 = await startS3();
      const env = {
        DATABASE_URL: postgresUrl!,
        DATABASE_SCHEMA: schema,
        ...s3.env,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: redisPrefix,
        // What every instance behind one load balancer shares.
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'http://localhost:8080',
        HOST: '127.0.0.1',
      };
      // Both at once on an empty schema: creating it and migrating must not race.
      const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      [a, b] = instances.map((instance) => instance.api) as [ApiClient, ApiClient];
    }, 90_000);

    afterAll(async () => {
      await Promise.all(instances.map(stopInstance));
      await s3?.close();
      await dropSchema(postgresUrl!, schema);
      await deleteRedisKeys(redisUrl!, redisPrefix);
    });

    it('both start on one schema at once and answer health', async () => {
      expect((await a.get('/api/health')).status).toBe(200);
      expect((await b.get('/api/health')).status).toBe(200);
    });

    it('behaves as one site: sign in on one, refresh on the other, save on one, read on the other', async () => {
      const user = await newUser(a);
      // A's token works on B, and B rotates the refresh token A issued.
      expect((await b.get('/api/projects', { token: user.token })).body).toEqual([]);
      const refreshed = await b.post('/api/auth/refresh-tokens', {
        refreshCookie: user.refreshCookie,
      });
      expect(refreshed.status).toBe(200);
      // Replaying the rotated token on A is seen as reuse: the sign-in is revoked on both.
      expect(
        (await a.post('/api/auth/refresh-tokens', { refreshCookie: user.refreshCookie })).status,
      ).toBe(401);
      const replayed = await b.post('/api/auth/refresh-tokens', {
        refreshCookie: refreshed.refreshCookie,
      });
      expect(replayed.status).toBe(401);
      // Its access tokens ended with it: sign in again (through B) for the rest.
      expect((await a.get('/api/projects', { token: refreshed.body.access_token })).status).toBe(
        401,
      );
      const { token } = await signIn(b, user.email, user.password);

      // Save on A, read on B.
      const project = await newProject(a, { ...user, token });
      const renamed = await a.patch('/api/projects', {
        token,
        json: { SK: project.SK, name: 'Shared', description: 'Saved on A' },
      });
      expect(renamed.status).toBe(200);
      const projectPath = `/api/projects/${pathKey(project.PK)}/${pathKey(project.SK)}`;
      expect((await b.get(projectPath, { token })).body).toEqual(renamed.body);

      // Upload on B; A answers with the very same image URL (one bucket, one signing period).
      const persona = await newFeature(b, { ...user, token }, 'ux-personas', project.SK);
      const upload = await uploadThumbnail(
        b,
        { ...user, token },
        'ux-personas',
        persona,
        await jpegThumbnail(),
      );
      expect(upload.status).toBe(200);
      const url: string = upload.body.thumbnailPath;
      expect(url.startsWith(`${s3.endpoint}/`)).toBe(true);
      const personaPath = `/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
      expect((await a.get(personaPath, { token })).body.thumbnailPath).toBe(url);
      expect((await fetch(url)).status).toBe(200);

      // Delete on A removes the image B stored.
      expect((await a.delete(personaPath, { token })).status).toBe(204);
      expect((await fetch(url)).status).toBe(404);
      expect((await b.get(personaPath, { token })).status).toBe(404);
    });

    it('an account deleted on one instance is gone on the other too', async () => {
      const user = await newUser(a);
      await newProject(a, user);
      expect((await a.get('/api/projects', { token: user.token })).body).toHaveLength(1);
      expect((await b.delete('/api/auth/delete-account', { token: user.token })).status).toBe(204);
      await expect(signIn(a, user.email, user.password)).rejects.toThrow(/401/);
      // A trusted the sign-in a moment ago; it finds nothing meanwhile, and refuses the
      // token within SESSION_RECHECK_MS (polled, not timed).
      await refusedWithin(a, user.token, (answer) => expect(answer.body).toEqual([]));
      expect((await a.post('/api/projects', { token: user.token })).status).toBe(401);
    });

    it('a sign-out through one instance ends the access token on the other too', async () => {
      const user = await newUser(a);
      expect((await b.get('/api/projects', { token: user.token })).status).toBe(200);
      const out = await a.post('/api/auth/revoke-token', { refreshCookie: user.refreshCookie });
      expect(out.status).toBe(200);
      expect((await a.get('/api/projects', { token: user.token })).status).toBe(401);
      await refusedWithin(b, user.token, (answer) => expect(answer.status).toBe(200));
    });

    it('counts the sign-in limit across both instances', async () => {
      const user = await newUser(b); // one sign-in counted
      const attempt = (api: ApiClient) =>
        api.post('/api/auth/sign-in', { json: { username: user.email, password: 'Wr0ng-pass' } });
      // One address that fails gets this share of the account's checks (lock-out.test.ts).
      const budget = DEFAULT_RATE_LIMITS.signInAfterFailure.max;
      for (let i = 1; i < budget; i++) expect((await attempt(i % 2 ? a : b)).status).toBe(401);
      // Each instance has seen about half the attempts, yet both refuse the next.
      expect((await attempt(a)).status).toBe(429);
      const limited = await attempt(b);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right password from this failing address is refused too until the window ends.
      expect(
        (
          await b.post('/api/auth/sign-in', {
            json: { username: user.email, password: user.password },
          })
        ).status,
      ).toBe(429);
    });
  },
);
