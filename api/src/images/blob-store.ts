import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImageFormat } from './image-processing.js';
import type { ImageUrlSigner } from './image-url-signer.js';
import type { UrlValidity } from './image-urls.js';

export interface StoredBlob {
  body: Buffer;
  contentType: string;
}

/** Where uploaded images live: files under DATA_DIR, or an S3-compatible bucket (§8). */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<StoredBlob | null>;
  /** An absent key is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /**
   * A URL a browser can load the blob from until `validity.expiresAt` and no longer;
   * the same for the same key and validity, so browsers can cache by it.
   */
  urlOf(key: string, validity: UrlValidity): Promise<string>;
  /** The origin those URLs point at when it is not the site's own (the CSP must allow it). */
  externalOrigin(): Promise<string | null>;
  /** Throws unless blobs can be stored now (the readiness check). */
  checkUsable(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a browser may keep an image loaded from a URL that expires at `expiresAtMs`.
 * The bytes under a key never change (a new upload gets a new key), but the permission to
 * see them ends with the URL (an hour or two), so a cached copy must not outlive it: a
 * year-long cache would keep showing an image after its link expired or it was deleted.
 * `private`: a shared cache would serve it to anyone.
 */
export function imageCacheControl(expiresAtMs: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((expiresAtMs - now) / 1000));
  return `private, max-age=${seconds}, immutable`;
}

const EXTENSION_BY_FORMAT: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

// Written out rather than imported from image-processing so serving blobs never loads sharp.
const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

// Only the exact shape newBlobKey makes: keys arrive from clients, and a whitelist leaves no
// room for `..`, encoded separators or odd characters to reach the filesystem.
const BLOB_KEY =
  /^images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export function isValidBlobKey(key: string): boolean {
  return BLOB_KEY.test(key);
}

export function newBlobKey(format: ImageFormat): string {
  return `images/${randomUUID()}.${EXTENSION_BY_FORMAT[format]}`;
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const contentType = CONTENT_TYPE_BY_EXTENSION[extension];
  if (!contentType) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  return contentType;
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Refuses anything but the exact keys newBlobKey makes (keys can come from clients). */
export function checkedBlobKey(key: string): string {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Blobs as files under rootDir; the content type is implied by the key's extension. This
 * server serves them itself, at URLs it signs (see ImageUrlSigner and routes/images.ts).
 */
export class FileSystemBlobStore implements BlobStore {
  private readonly rootDir: string;

  constructor(
    rootDir: string,
    readonly signer: ImageUrlSigner,
  ) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    // The type is not stored, so a mismatch would silently serve the blob as something else.
    if (contentType !== contentTypeOf(key)) {
      throw new Error(`Content type ${contentType} does not match blob key ${key}`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Same directory, so the rename is atomic: a reader sees the old blob or the whole new one.
    // The temp name never matches a valid key, so a leftover from a crash is never served.
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(body);
        // Without this a power cut after the rename can leave an empty file under the key.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const target = this.pathOf(key);
    try {
      return { body: await readFile(target), contentType: contentTypeOf(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    // Resolve every key first so one bad key deletes nothing rather than some.
    const targets = keys.map((key) => this.pathOf(key));
    await Promise.all(targets.map((target) => rm(target, { force: true })));
  }

  async urlOf(key: string, validity: UrlValidity): Promise<string> {
    return this.signer.pathOf(checkedBlobKey(key), validity.expiresAt);
  }

  async externalOrigin(): Promise<null> {
    return null;
  }

  /** Writes and removes a small file: a full, read-only or missing disk fails here. */
  async checkUsable(): Promise<void> {
    await mkdir(this.rootDir, { recursive: true });
    // Not the shape of a key, so never served even if the removal below fails.
    const probe = path.join(this.rootDir, `.ready-${randomUUID()}.tmp`);
    try {
      const handle = await open(probe, 'wx');
      try {
        await handle.writeFile('ready');
      } finally {
        await handle.close();
      }
    } finally {
      await rm(probe, { force: true });
    }
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    const target = path.resolve(this.rootDir, ...checkedBlobKey(key).split('/'));
    // Belt and braces: the key pattern already rules this out, but a later loosening must not.
    const relative = path.relative(this.rootDir, target);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`Blob key escapes the store: ${JSON.stringify(key)}`);
    }
    return target;
  }
}
