import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKUP_MESSAGES,
  errorResponse,
  keySchema,
  MAX_BACKUP_BYTES,
  parseKey,
  project,
  projectBackup,
} from 'shared-contracts';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.js';
import { backupContentDisposition, backupStream } from '../backup/export-backup.js';
import { restoreProject } from '../backup/restore-project.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { type RateLimitKey, rateLimiter } from '../http/rate-limits.js';
import { readProjectForBackup } from '../store/project-backup.js';
import type { AppContext } from './context.js';
import { toProject } from './serialize.js';

const security = [{ bearer: [] }];

/** Fastify's refusals of a body it could not read, said in a backup's words. */
const BODY_REFUSALS: Record<string, () => HttpError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, BACKUP_MESSAGES.tooLarge),
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest(BACKUP_MESSAGES.notABackup),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest(BACKUP_MESSAGES.notABackup),
};

/**
 * A project's backup and its restore as a new project (issue H5; the file's format is
 * shared-contracts schemas/project-backup.ts, documented in docs/backup-format.md). The
 * work is backup/*'s; these routes only read the request and send the answer.
 */
export async function projectBackupRoutes(appBase: FastifyInstance, ctx: AppContext) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, blobs, features, imageUrlsFor } = ctx;
  app.addHook('onRequest', requireUser(ctx.tokens, ctx.sessions));
  const limit = rateLimiter(ctx.rateLimits, ctx.config.rateLimits);
  const byAccount: RateLimitKey = (request) => currentUser(request).userId;
  // Thrown on: the app's own handler (http/errors.ts) sends what is thrown from here.
  app.setErrorHandler((error: FastifyError) => {
    const refusal = error.code ? BODY_REFUSALS[error.code] : undefined;
    throw refusal ? refusal() : error;
  });

  app.get(
    '/:SK/backup',
    {
      // A HEAD would run the whole export (every picture read) to send no body.
      exposeHeadRoute: false,
      schema: {
        tags: ['projects'],
        summary: 'The whole project as one file: its items, their content and pictures',
        description:
          'Answered as a download (`Content-Disposition: attachment`); the format is ' +
          'documented in docs/backup-format.md. POST it to /api/projects/restore.',
        security,
        params: z.object({ SK: keySchema('project') }),
        response: {
          200: projectBackup,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const projectId = parseKey('project', request.params.SK)!;
      const source = await readProjectForBackup(db, features, userId, projectId);
      if (!source) throw notFound('Project');
      const stream = backupStream(source, features, blobs, new Date(), (key) =>
        request.log.warn({ key }, 'a backup left out a picture missing from the blob store'),
      );
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('Content-Disposition', backupContentDisposition(source.project.name))
          .header('Cache-Control', 'no-store')
          // A stream, which Fastify pipes past the serializer: the schema above documents it.
          .send(stream as never)
      );
    },
  );

  app.post(
    '/restore',
    {
      // The route's own limit, far above the API's: a backup carries pictures. Why this
      // figure and not the one the per-item limits add up to: MAX_BACKUP_BYTES.
      bodyLimit: MAX_BACKUP_BYTES,
      // Counted before the body is read: a restore is the API's heaviest request.
      onRequest: limit('restore-account', ctx.config.rateLimits.restorePerAccount, byAccount),
      // The body is checked by the restore itself, which names the item in every refusal
      // (`Item 3 (UX persona “Anna”): …`); the schema is here for the API's documentation.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['projects'],
        summary: 'Restore a backup as a new project (at most 30 per user)',
        description:
          'Takes the file GET /api/projects/{SK}/backup answers, as the JSON body. Nothing ' +
          'is created unless all of it is valid; the answer is the new project, as ' +
          'POST /api/projects gives it.',
        security,
        body: projectBackup,
        response: {
          201: project,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await restoreProject(
        {
          db,
          blobs,
          features,
          onCleanupFailure: (error, keys) =>
            request.log.error({ err: error, keys }, 'pictures of a failed restore are left'),
        },
        currentUser(request).userId,
        request.body as unknown,
      );
      return reply.status(201).send(await toProject(row, features, imageUrlsFor(request, reply)));
    },
  );
}
