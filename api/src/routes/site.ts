import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSourceMap } from 'release-registry';
import { errorBody } from '../http/errors.js';
import { type PageDocument, pageDocuments } from '../releases/page-documents.js';
import type { AppContext } from './context.js';
import { fileUnder, IMMUTABLE, REVALIDATE, sendFile } from './static-files.js';

/** The shell's page for share links (`/s/<token>`), built beside index.html. */
const SHARE_PAGE = 'share.html';
const SHARE_PATH = /^s\/[^/]+\/?$/;

/** Vite puts content-hashed files under assets/; everything else may change in place. */
const cacheControlFor = (relative: string) =>
  relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;

const API_UP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>UX artefacts API</title></head>
<body><h1>The API is up</h1><p>The web app is not built yet. See <a href="/api/docs">the API docs</a> or <a href="/api/health">its health</a>.</p></body></html>`;

/** The page in the best encoding the client accepts. */
function sendPage(reply: FastifyReply, accepted: string | undefined, page: PageDocument) {
  const encoding = /\bbr\b/.test(accepted ?? '')
    ? 'br'
    : /\bgzip\b/.test(accepted ?? '')
      ? 'gzip'
      : null;
  reply
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding === null) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}

/**
 * The shell (architecture §3): its build at `/`, and its index.html for any other page
 * so the client router can answer, with what that page's route needs written in
 * (releases/page-documents.ts). The remotes are served from their releases
 * (`remotes.ts`). Source maps are built but never served (see tooling/README.md).
 */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  const shellRoot = path.join(ctx.config.staticRoot, 'shell', 'dist');
  const pageFor = pageDocuments(shellRoot, ctx.releases);
  // A share link's page (issue H5): its own small entry, never indexed, and the token in
  // its address is not sent on to the pages it links to.
  const sharePageFor = pageDocuments(shellRoot, ctx.releases, SHARE_PAGE);
  // Builds carry .br/.gz siblings (tooling/precompress.mjs); they are sent as they are.
  await app.register(fastifyStatic, {
    root: ctx.config.staticRoot,
    serve: false,
    preCompressed: true,
  });

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const relative = request.params['*'];
    if (relative === 'api' || relative.startsWith('api/')) {
      return reply.status(404).send(errorBody(404, `Route GET /${relative} not found`));
    }
    const file =
      relative && relative !== 'index.html' && !isSourceMap(relative)
        ? fileUnder(shellRoot, relative)
        : null;
    if (file) return sendFile(reply, file, cacheControlFor(relative));
    if (SHARE_PATH.test(relative)) {
      const page = sharePageFor(relative);
      if (page) {
        reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
        return sendPage(reply, request.headers['accept-encoding'], page);
      }
    }
    const page = pageFor(relative);
    if (page) return sendPage(reply, request.headers['accept-encoding'], page);
    if (relative === '') return reply.type('text/html; charset=utf-8').send(API_UP_PAGE);
    return reply.status(404).send(errorBody(404, 'Not Found'));
  });
}
