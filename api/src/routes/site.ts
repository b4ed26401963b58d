import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EDITOR_REMOTES, type RemotesManifest } from 'shared-contracts';
import { REMOTE_FOLDERS } from '../config.js';
import { errorBody } from '../http/errors.js';
import type { AppContext } from './context.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const REMOTE_FOLDER_NAMES = new Set<string>(Object.values(REMOTE_FOLDERS));

/** A file inside `root`, or null when the path escapes it or names no file. */
function fileUnder(root: string, relative: string): string | null {
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!resolved.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(resolved).isFile() ? resolved : null;
  } catch {
    return null;
  }
}

/** Vite puts content-hashed files under assets/; everything else may change in place. */
const cacheControlFor = (relative: string) =>
  relative.startsWith('assets/') || relative.includes('/assets/') ? IMMUTABLE : REVALIDATE;

/** The version a build's manifest names (`metaData.buildInfo.buildVersion`), or 'unknown'. */
function builtVersion(manifestFile: string): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: unknown } };
    };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && version ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Each remote's own build under the static root, read per request like its files. */
function builtRemotes(staticRoot: string): RemotesManifest {
  return Object.fromEntries(
    EDITOR_REMOTES.map(({ name, folder }) => [
      name,
      {
        entry: `/remotes/${folder}/mf-manifest.json`,
        version: builtVersion(path.join(staticRoot, folder, 'dist', 'mf-manifest.json')),
      },
    ]),
  );
}

const API_UP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>UX artefacts API</title></head>
<body><h1>The API is up</h1><p>The web app is not built yet. See <a href="/api/docs">the API docs</a> or <a href="/api/health">its health</a>.</p></body></html>`;

/**
 * Production serving (architecture §3): the shell at `/` (any unknown page gets its
 * index.html so the client router can answer), each remote's build at
 * `/remotes/<folder>/`, and `/remotes.json`. Folders are looked up per request, so
 * publishing a remote is replacing its folder: no restart, no shell rebuild.
 */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const { staticRoot, remotes } = ctx.config;
  const shellRoot = path.join(staticRoot, 'shell', 'dist');
  // Builds carry .br/.gz siblings (tooling/precompress.mjs); they are sent as they are.
  await app.register(fastifyStatic, { root: staticRoot, serve: false, preCompressed: true });

  const sendFile = (reply: FastifyReply, file: string, cacheControl: string) =>
    reply
      .header('Cache-Control', cacheControl)
      .sendFile(path.basename(file), path.dirname(file), { cacheControl: false });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).send(remotes ?? builtRemotes(staticRoot)),
  );

  app.get<{ Params: { folder: string; '*': string } }>(
    '/remotes/:folder/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, '*': relative } = request.params;
      const file = REMOTE_FOLDER_NAMES.has(folder)
        ? fileUnder(path.join(staticRoot, folder, 'dist'), relative)
        : null;
      if (!file)
        return reply.status(404).send(errorBody(404, `No file ${relative} in remote ${folder}`));
      return sendFile(reply, file, cacheControlFor(relative));
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const relative = request.params['*'];
    if (relative === 'api' || relative.startsWith('api/')) {
      return reply.status(404).send(errorBody(404, `Route GET /${relative} not found`));
    }
    const file = relative ? fileUnder(shellRoot, relative) : null;
    if (file) return sendFile(reply, file, cacheControlFor(relative));
    const index = fileUnder(shellRoot, 'index.html');
    if (index) return sendFile(reply, index, REVALIDATE);
    if (relative === '') return reply.type('text/html; charset=utf-8').send(API_UP_PAGE);
    return reply.status(404).send(errorBody(404, 'Not Found'));
  });
}
