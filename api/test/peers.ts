import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import S3rver from 's3rver';

/**
 * The real services a scaled-out site shares, as the tests reach them on loopback:
 * s3rver (an S3 API, started in this process on a free port) and the machine's Redis.
 */

export interface S3Peer {
  /** The environment that points the API at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** s3rver's fixed credentials; it checks every request's signature against them. */
const S3RVER_KEY = 'S3RVER';

export async function startS3(): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-s3rver-'));
  const bucket = `images-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The Redis URL when a Redis answers there, otherwise null after a printed notice, and
 * the suites that need it skip (as the PostgreSQL project does without PostgreSQL).
 */
export async function redisIfAvailable(suite: string): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return TEST_REDIS_URL;
  } catch (error) {
    console.warn(
      `\n*** NOTICE: Redis at ${TEST_REDIS_URL} does not answer (${String(error)}); ` +
        `${suite} is SKIPPED. Set TEST_REDIS_URL to run it. ***\n`,
    );
    return null;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own per test, so runs sharing the machine's Redis never collide. */
export function redisTestPrefix(): string {
  return `ux-test:${randomBytes(6).toString('hex')}:`;
}

/** Every key under the prefix (to look at, and to delete after a test). */
export async function redisKeys(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  } finally {
    redis.disconnect();
  }
}

export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const keys = await redisKeys(url, prefix);
  if (keys.length === 0) return;
  const redis = new Redis(url);
  try {
    await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
