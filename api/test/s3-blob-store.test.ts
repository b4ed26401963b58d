import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { newBlobKey } from '../src/images/blob-store.js';
import { urlValidity } from '../src/images/image-urls.js';
import { createS3Client, S3BlobStore } from '../src/images/s3-blob-store.js';
import { ApiClient, newFeature, newProject, newUser, pathKey } from './client.js';
import { SKIP, startServer, type TestServer } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import { type S3Peer, startS3 } from './peers.js';

const HOUR_S = 3600;

/** What a browser gets for an image URL. */
async function load(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), response };
}

describe('S3BlobStore against an S3 server (s3rver)', () => {
  let s3: S3Peer;
  let store: S3BlobStore;

  beforeAll(async () => {
    s3 = await startS3();
    const config = loadConfig({
      ...s3.env,
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'http://localhost:8080',
    });
    if (config.blobStore.kind !== 's3') throw new Error('expected the S3 store');
    store = new S3BlobStore(createS3Client(config.blobStore), config.blobStore.bucket);
  });
  afterAll(async () => {
    await store?.close();
    await s3?.close();
  });

  it('stores a blob that a browser loads from its presigned URL', async () => {
    const key = newBlobKey('jpeg');
    const body = await jpegThumbnail();
    await store.put(key, body, 'image/jpeg');
    expect(await store.get(key)).toEqual({ body, contentType: 'image/jpeg' });

    const validity = urlValidity(HOUR_S, Date.now());
    const url = await store.urlOf(key, validity);
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(2 * HOUR_S));
    const loaded = await load(url);
    expect(loaded.status).toBe(200);
    expect(loaded.type).toBe('image/jpeg');
    // Kept by the browser until the URL expires, not longer.
    expect(loaded.response.headers.get('cache-control')).toBe('private, immutable');
    expect(loaded.response.headers.get('expires')).toBe(new Date(validity.expiresAt).toUTCString());
    expect(Buffer.from(await loaded.response.arrayBuffer())).toEqual(body);
  });

  it('presigns the same URL throughout a period, so browsers can cache it', async () => {
    const key = newBlobKey('png');
    const now = Date.now();
    const first = await store.urlOf(key, urlValidity(HOUR_S, now));
    expect(await store.urlOf(key, urlValidity(HOUR_S, now + 1000))).toBe(first);
    const nextPeriod = urlValidity(HOUR_S, now + HOUR_S * 1000);
    expect(await store.urlOf(key, nextPeriod)).not.toBe(first);
  });

  // s3rver checks a presigned URL's expiry but not its SigV4 signature (S3 itself checks
  // both), so a tampered URL cannot be tested against it.
  it('refuses an expired URL', async () => {
    const key = newBlobKey('jpeg');
    await store.put(key, await jpegThumbnail(), 'image/jpeg');
    const longAgo = urlValidity(HOUR_S, Date.now() - 3 * HOUR_S * 1000);
    expect((await load(await store.urlOf(key, longAgo))).status).toBe(403);
    expect((await load(await store.urlOf(key, urlValidity(HOUR_S, Date.now())))).status).toBe(200);
  });

  it('replaces and deletes: a deleted blob is gone for good', async () => {
    const key = newBlobKey('webp');
    await store.put(key, Buffer.from('old'), 'image/webp');
    await store.put(key, Buffer.from('new'), 'image/webp');
    expect((await store.get(key))?.body.toString()).toBe('new');
    const url = await store.urlOf(key, urlValidity(HOUR_S, Date.now()));

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect((await load(url)).status).toBe(404);
    // Deleting what is not there is not an error.
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('deleteMany removes every key given (absent ones too) and nothing else', async () => {
    const keys = [newBlobKey('jpeg'), newBlobKey('png'), newBlobKey('webp')];
    const types = ['image/jpeg', 'image/png', 'image/webp'];
    await Promise.all(keys.map((key, i) => store.put(key, Buffer.from('x'), types[i]!)));
    const kept = newBlobKey('png');
    await store.put(kept, Buffer.from('kept'), 'image/png');

    await store.deleteMany([...keys, newBlobKey('jpeg')]);
    for (const key of keys) expect(await store.get(key)).toBeNull();
    expect(await store.get(kept)).not.toBeNull();
    await expect(store.deleteMany([])).resolves.toBeUndefined();
  });

  it('refuses keys it did not make, and a content type that does not match the key', async () => {
    const kept = newBlobKey('png');
    await store.put(kept, Buffer.from('x'), 'image/png');
    await expect(store.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(store.get('images/x.jpg')).rejects.toThrow();
    await expect(store.deleteMany([kept, '../x.jpg'])).rejects.toThrow();
    expect(await store.get(kept)).not.toBeNull();
    await expect(store.put(newBlobKey('jpeg'), Buffer.from('x'), 'image/png')).rejects.toThrow();
  });

  it('names the bucket origin the CSP must allow', async () => {
    expect(await store.externalOrigin()).toBe(s3.endpoint);
  });

  it('stops the server from starting when the bucket cannot be used, saying which', async () => {
    const config = loadConfig({
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: '/nonexistent/never-created',
      LOG_LEVEL: 'silent',
    });
    await expect(buildApp(config)).rejects.toThrow(
      `Cannot use S3 bucket "no-such-bucket" at ${s3.endpoint}: HTTP 404`,
    );
  });
});

describe.skipIf(SKIP)('images through the API with BLOB_STORE=s3', () => {
  let s3: S3Peer;
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    s3 = await startS3();
    server = await startServer({ ...s3.env, PUBLIC_URL: 'http://localhost:8080' });
    api = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  /** A user with a project holding one item of each type, each with a thumbnail. */
  async function userWithImages() {
    const user = await newUser(api);
    const project = await newProject(api, user);
    const urls: string[] = [];
    for (const route of ['empathy-maps', 'ux-personas'] as const) {
      const item = await newFeature(api, user, route, project.SK);
      const upload = await uploadThumbnail(api, user, route, item, await jpegThumbnail());
      expect(upload.status).toBe(200);
      urls.push(upload.body.thumbnailPath);
    }
    for (const url of urls) expect((await load(url)).status).toBe(200);
    return { user, project, urls };
  }

  it('uploads to the bucket and answers with presigned URLs the browser loads', async () => {
    const user = await newUser(api);
    const project = await newProject(api, user);
    const item = await newFeature(api, user, 'empathy-maps', project.SK);
    const upload = await uploadThumbnail(api, user, 'empathy-maps', item, await jpegThumbnail());
    expect(upload.status).toBe(200);

    const url: string = upload.body.thumbnailPath;
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/images/`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const image = await load(url);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/jpeg');
    const bytes = Buffer.from(await image.response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // Every response carries that same URL, so the browser's cache serves it.
    const detail = await api.get(`/api/empathy-maps/${pathKey(item.PK)}/${pathKey(item.SK)}`, {
      token: user.token,
    });
    expect(detail.body.thumbnailPath).toBe(url);
    const projects = await api.get('/api/projects', { token: user.token });
    expect(projects.body[0].empathyMapThumbnailPath).toBe(url);
    // Nothing went to the local disk, and this server does not serve images itself.
    expect(fs.existsSync(path.join(server.dataDir, 'blobs'))).toBe(false);
    const file = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
    expect((await api.get(`/api/images/${file}`)).status).toBe(404);
  });

  it('lets pages load images from the bucket (CSP)', async () => {
    const page = await fetch(`${server.url}/api/health`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replaceAll('.', '\\.')}`));
  });

  it('deletes the replaced image from the bucket', async () => {
    const user = await newUser(api);
    const project = await newProject(api, user);
    const item = await newFeature(api, user, 'competitor-analysis', project.SK);
    const route = 'competitor-analysis';
    const first = await uploadThumbnail(api, user, route, item, await jpegThumbnail('#111'));
    const second = await uploadThumbnail(api, user, route, item, await jpegThumbnail('#eee'));
    expect(second.body.thumbnailPath).not.toBe(first.body.thumbnailPath);
    expect((await load(first.body.thumbnailPath)).status).toBe(404);
    expect((await load(second.body.thumbnailPath)).status).toBe(200);
  });

  it('deleting an item deletes its image', async () => {
    const user = await newUser(api);
    const project = await newProject(api, user);
    const item = await newFeature(api, user, 'ux-personas', project.SK);
    const upload = await uploadThumbnail(api, user, 'ux-personas', item, await jpegThumbnail());
    const path = `/api/ux-personas/${pathKey(item.PK)}/${pathKey(item.SK)}`;
    expect((await api.delete(path, { token: user.token })).status).toBe(204);
    expect((await load(upload.body.thumbnailPath)).status).toBe(404);
  });

  it('deleting a project deletes the images of its items', async () => {
    const { user, project, urls } = await userWithImages();
    const path = `/api/projects/${pathKey(project.PK)}/${pathKey(project.SK)}`;
    expect((await api.delete(path, { token: user.token })).status).toBe(204);
    for (const url of urls) expect((await load(url)).status).toBe(404);
  });

  it('deleting an account deletes the images of all its projects', async () => {
    const { user, urls } = await userWithImages();
    const other = await userWithImages();
    expect((await api.delete('/api/auth/delete-account', { token: user.token })).status).toBe(204);
    for (const url of urls) expect((await load(url)).status).toBe(404);
    // Another account's images are untouched.
    for (const url of other.urls) expect((await load(url)).status).toBe(200);
  });
});
