import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A file inside `root`, or null when the path escapes it or names no file. */
export function fileUnder(root: string, relative: string): string | null {
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(resolved).isFile() ? resolved : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file with its `.br`/`.gz` sibling when the client accepts one (@fastify/static
 * `preCompressed`, registered by the calling plugin).
 */
export const sendFile = (reply: FastifyReply, file: string, cacheControl: string) =>
  reply
    .header('Cache-Control', cacheControl)
    .sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
