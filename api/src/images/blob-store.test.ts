import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileSystemBlobStore,
  imageCacheControl,
  isValidBlobKey,
  newBlobKey,
} from './blob-store.js';
import { ImageUrlSigner } from './image-url-signer.js';

const INVALID_KEYS = [
  '../x.jpg',
  'images/../../etc/passwd',
  'images/abc.exe',
  'images/abc.jpg',
  `/images/${crypto.randomUUID()}.jpg`,
  `images/${crypto.randomUUID()}.jpg/`,
  `images/sub/${crypto.randomUUID()}.jpg`,
  `images/${crypto.randomUUID().toUpperCase()}.jpg`,
  `images\\${crypto.randomUUID()}.jpg`,
  `images/${crypto.randomUUID()}.jpeg`,
  `images/${crypto.randomUUID()}.jpg\n`,
  '',
];

describe('blob keys', () => {
  it('accepts the keys newBlobKey makes, with the right extension', () => {
    expect(newBlobKey('jpeg')).toMatch(/^images\/[0-9a-f-]{36}\.jpg$/);
    expect(newBlobKey('png')).toMatch(/\.png$/);
    expect(newBlobKey('webp')).toMatch(/\.webp$/);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      expect(isValidBlobKey(newBlobKey(format))).toBe(true);
    }
    expect(newBlobKey('png')).not.toBe(newBlobKey('png'));
  });

  it.each(INVALID_KEYS)('rejects %j', (key) => {
    expect(isValidBlobKey(key)).toBe(false);
  });
});

describe('imageCacheControl', () => {
  it('lets the browser keep an image until its URL expires, and no longer', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(imageCacheControl(now + 5_400_999, now)).toBe('private, max-age=5400, immutable');
    expect(imageCacheControl(now - 1000, now)).toBe('private, max-age=0, immutable');
  });
});

describe('FileSystemBlobStore', () => {
  let root: string;
  let store: FileSystemBlobStore;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
    store = new FileSystemBlobStore(
      root,
      new ImageUrlSigner(crypto.getRandomValues(new Uint8Array(32))),
    );
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('round-trips put, get and delete, leaving no temp files', async () => {
    const key = newBlobKey('png');
    const body = Buffer.from('png bytes');
    await store.put(key, body, 'image/png');

    expect(await store.get(key)).toEqual({ body, contentType: 'image/png' });
    expect(fs.readdirSync(path.join(root, 'images'))).toEqual([key.slice('images/'.length)]);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('overwrites an existing blob', async () => {
    const key = newBlobKey('jpeg');
    await store.put(key, Buffer.from('old'), 'image/jpeg');
    await store.put(key, Buffer.from('new'), 'image/jpeg');
    expect((await store.get(key))?.body.toString()).toBe('new');
  });

  it('derives the content type from the extension and refuses a mismatch', async () => {
    const key = newBlobKey('webp');
    await store.put(key, Buffer.from('x'), 'image/webp');
    expect((await store.get(key))?.contentType).toBe('image/webp');
    await expect(store.put(newBlobKey('jpeg'), Buffer.from('x'), 'image/png')).rejects.toThrow();
  });

  it('returns null for an absent key and deletes one without complaint', async () => {
    const key = newBlobKey('jpeg');
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it.each(INVALID_KEYS)('refuses the invalid key %j everywhere', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(store.get(key)).rejects.toThrow();
    await expect(store.delete(key)).rejects.toThrow();
    await expect(store.deleteMany([key])).rejects.toThrow();
  });

  it('writes nothing outside rootDir for a hostile key', async () => {
    await expect(store.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(fs.existsSync(path.join(root, '..', 'x.jpg'))).toBe(false);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('deleteMany removes every key, absent ones included', async () => {
    const formats = ['jpeg', 'png', 'webp'] as const;
    const keys = formats.map((format) => newBlobKey(format));
    await Promise.all(
      formats.map((format, i) => store.put(keys[i]!, Buffer.from('x'), `image/${format}`)),
    );
    const kept = newBlobKey('png');
    await store.put(kept, Buffer.from('kept'), 'image/png');

    await store.deleteMany([...keys, newBlobKey('jpeg')]);
    for (const key of keys) expect(await store.get(key)).toBeNull();
    expect(await store.get(kept)).not.toBeNull();
  });

  it('deleteMany deletes nothing when one key is invalid', async () => {
    const key = newBlobKey('png');
    await store.put(key, Buffer.from('x'), 'image/png');
    await expect(store.deleteMany([key, '../x.jpg'])).rejects.toThrow();
    expect(await store.get(key)).not.toBeNull();
  });
});
