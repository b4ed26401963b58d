/**
 * Serves a folder of built static files on a free loopback port, the way a careful
 * deployment of a single-page app would: text files brotli- or gzip-compressed at the
 * highest level (the build's own `.br`/`.gz` where it has them) when the browser accepts it, files whose names carry a content hash cached for good, everything else
 * (the HTML) revalidated with an ETag, and any path without a file answered with
 * `index.html` (the app's own routes). Used to measure another build side by side with
 * ours (`versus-define-ux.bench.ts`) under the same rules our server follows for its own
 * files (api/src/routes/static-files.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** `bundle.3f9a1c2b5e.js`, `5d5c4dcd0a.css`, `App-DLbatSg3.js`: a name that changes with the content. */
export const hasContentHash = (name: string) =>
  /(^|[.-])[0-9a-f]{8,}\.|-[A-Za-z0-9_-]{8}\.(js|css)$/.test(name);

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

export interface StaticSite {
  url: string;
  stop(): Promise<void>;
}

/** The file a request path names inside `root`, or null (outside it, or not a file). */
function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/**
 * A file's brotli (quality 11) or gzip (-9) body: the build's own `.br`/`.gz` when it has
 * one, else made once and kept, as a build that precompresses would have it.
 */
const compressedBodies = new Map<string, Buffer>();
function compressed(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${file} ${encoding}`;
  let body = compressedBodies.get(key);
  if (!body) {
    const prebuilt = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const raw = () => fs.readFileSync(file);
    body = fs.existsSync(prebuilt)
      ? fs.readFileSync(prebuilt)
      : encoding === 'br'
        ? zlib.brotliCompressSync(raw(), {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          })
        : zlib.gzipSync(raw(), { level: 9 });
    compressedBodies.set(key, body);
  }
  return body;
}

export async function serveStatic(folder: string): Promise<StaticSite> {
  const root = path.resolve(folder);
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${root} has no index.html`);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(root, pathname) ?? index;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.has(path.extname(file))
      ? (['br', 'gzip'] as const).find((name) => accepts.includes(name))
      : undefined;
    const body = encoding ? compressed(file, encoding) : fs.readFileSync(file);
    const immutable = file !== index && hasContentHash(path.basename(file));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    response.setHeader('ETag', etag);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'Content-Length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
