import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  isDevelopmentMaterial,
  isSourceMap,
  RELEASE_VERSION,
  remoteInFolder,
} from 'release-registry';
import { errorBody } from '../http/errors.js';
import type { AppContext } from './context.js';
import { fileUnder, IMMUTABLE, REVALIDATE, sendFile } from './static-files.js';

/**
 * The editor remotes (architecture §3, §4 "Releases"): `/remotes.json` names each
 * remote's current release, read from the registry at request time, so a release or a
 * rollback shows on the next page load without a restart. Every kept release is served
 * at `/remotes/<folder>/<version>/` (`mf_ux_persona`'s folder is `mf-ux-persona`), for
 * any remote the registry has; a folder never changes once published, so all of it is
 * cached for good, and a tab opened on an older release keeps loading its chunks.
 */
export async function remoteRoutes(app: FastifyInstance, { releases }: AppContext) {
  await app.register(fastifyStatic, {
    root: releases.store.dir,
    serve: false,
    preCompressed: true,
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).send(releases.remotesDocument()),
  );

  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, version, '*': relative } = request.params;
      const remote = remoteInFolder(releases.registry(), folder);
      const servable =
        remote &&
        RELEASE_VERSION.test(version) &&
        !isDevelopmentMaterial(relative) &&
        !isSourceMap(relative);
      const file = servable ? fileUnder(releases.store.folderOf(remote, version), relative) : null;
      if (!file) {
        return reply
          .status(404)
          .send(errorBody(404, `No file ${relative} in release ${version} of ${folder}`));
      }
      return sendFile(reply, file, IMMUTABLE);
    },
  );

  // Anything else under /remotes/ is a missing file, not a page of the shell.
  app.get<{ Params: { '*': string } }>(
    '/remotes/*',
    { schema: { hide: true } },
    async (request, reply) =>
      reply.status(404).send(errorBody(404, `No file /remotes/${request.params['*']}`)),
  );
}
