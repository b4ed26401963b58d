import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, PLANNED_EDITORS } from 'shared-contracts';
import { createAccessTokenIssuer } from './auth/access-tokens.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './auth/mailer.js';
import { createSessionCheck } from './auth/session-check.js';
import type { Config } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import type { FeatureCatalog } from './features/catalog.js';
import { FEATURES } from './features/index.js';
import { registerErrorHandling } from './http/errors.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { type LogDestination, loggerOptions } from './http/log-redaction.js';
import { pageUrlWithLiteralPercents } from './http/page-urls.js';
import { MemoryRateLimitStore, type RateLimitStore } from './http/rate-limits.js';
import { connectRedis, RedisRateLimitStore } from './http/redis-rate-limits.js';
import { rejectUnstorableText } from './http/unstorable-text.js';
import { type BlobStore, FileSystemBlobStore } from './images/blob-store.js';
import { imageUrlsForRequests } from './images/image-url-origin.js';
import { ImageUrlSigner } from './images/image-url-signer.js';
import { imageUrls } from './images/image-urls.js';
import { createS3Client, S3BlobStore } from './images/s3-blob-store.js';
import { openSiteReleases } from './releases/site-releases.js';
import { authRoutes } from './routes/auth.js';
import type { AppContext } from './routes/context.js';
import { featureRoutes } from './routes/features.js';
import { healthRoutes } from './routes/health.js';
import { imageRoutes } from './routes/images.js';
import { projectBackupRoutes } from './routes/project-backup.js';
import { projectRoutes } from './routes/projects.js';
import { remoteRoutes } from './routes/remotes.js';
import { shareLinkRoutes } from './routes/share-links.js';
import { sharedRoutes } from './routes/shared.js';
import { siteRoutes } from './routes/site.js';
import { scheduleHousekeeping } from './store/housekeeping.js';

/**
 * The largest valid document is a 30×30 competitor analysis with 300-character texts
 * (about 1.6 MB of UTF-8 at worst); 4 MB leaves room without inviting abuse.
 */
const JSON_BODY_LIMIT = 4 * 1024 * 1024;

/** Request headers other origins (CORS_ORIGINS) may send; the safelisted ones need no entry. */
const CORS_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Content-Language',
  'Cache-Control',
  'Pragma',
  'If-Match',
  'If-None-Match',
  'If-Modified-Since',
  'If-Unmodified-Since',
  'X-Requested-With',
];

export interface AppServices {
  db: Db;
  blobs: BlobStore;
  mailer: Mailer;
  rateLimits: RateLimitStore;
}

async function openBlobStore(config: Config): Promise<BlobStore> {
  const store = config.blobStore;
  if (store.kind === 'fs') {
    return new FileSystemBlobStore(store.dir, new ImageUrlSigner(config.jwtSecret));
  }
  const s3 = new S3BlobStore(createS3Client(store), store.bucket);
  try {
    await s3.checkBucket(store.endpoint);
  } catch (error) {
    await s3.close();
    throw error;
  }
  return s3;
}

/**
 * Everything an instance shares with the others lives in these services (the database,
 * the blob store, Redis); the process itself keeps only what can be derived again.
 */
async function openServices(
  config: Config,
  given: Partial<AppServices>,
  app: FastifyInstance,
): Promise<AppServices & { close(): Promise<void> }> {
  const redis =
    !given.rateLimits && config.redisUrl
      ? await connectRedis(config.redisUrl, (error) =>
          app.log.error({ err: error }, 'Redis connection failed'),
        )
      : null;
  let blobs: BlobStore | undefined;
  let db: Db;
  try {
    blobs = given.blobs ?? (await openBlobStore(config));
    db =
      given.db ??
      (await openDatabase({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        databaseSchema: config.databaseSchema,
        onConnectionError: (error) =>
          app.log.warn({ err: error }, 'a database connection failed; it will be replaced'),
      }));
  } catch (error) {
    redis?.disconnect();
    if (!given.blobs) await blobs?.close();
    throw error;
  }
  const mailer =
    given.mailer ??
    (config.mail.kind === 'smtp'
      ? createSmtpMailer(config.mail.url, config.mail.from)
      : createOutboxMailer(config.dataDir, app.log));
  return {
    db,
    blobs,
    mailer,
    rateLimits:
      given.rateLimits ??
      (redis
        ? new RedisRateLimitStore(redis, config.redisKeyPrefix, (error) =>
            app.log.error({ err: error }, 'rate limit count failed'),
          )
        : new MemoryRateLimitStore()),
    async close() {
      // Only what was opened here: passed-in services belong to the caller.
      if (!given.db) await db.close();
      if (!given.blobs) await blobs.close();
      if (!given.mailer) mailer.close();
      await redis?.quit();
    },
  };
}

/**
 * Builds the whole server: plugins, every route, error handling. Services can be passed
 * in (tests, other stores; a test that reads the log gives its `logStream`); otherwise
 * they come from the configuration. The editor types are features/index.ts's unless
 * given (a test serves one of its own).
 */
export async function buildApp(
  config: Config,
  services: Partial<AppServices> & { logStream?: LogDestination } = {},
  features: FeatureCatalog = FEATURES,
): Promise<FastifyInstance> {
  const app = Fastify({
    // Share tokens are written out of every line (http/log-redaction.ts).
    logger: loggerOptions(config.logLevel, services.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    rewriteUrl: pageUrlWithLiteralPercents,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  // First: a broken release registry stops the start before anything is opened.
  const releases = await openSiteReleases(config.releases, config.staticRoot, app.log, {
    // Listed in the remotes map even while their remote has no release.
    served: features.all.map((def) => def.editor),
    planned: PLANNED_EDITORS,
  });
  const opened = await openServices(config, services, app);
  const { db, blobs } = opened;
  // Every instance runs it; its deletes are idempotent, so concurrent runs are harmless.
  const housekeeping = scheduleHousekeeping(db, (error) =>
    app.log.error({ err: error }, 'housekeeping failed'),
  );
  app.addHook('onClose', async () => {
    housekeeping.stop();
    await opened.close();
  });
  const ctx: AppContext = {
    config,
    db,
    blobs,
    mailer: opened.mailer,
    rateLimits: opened.rateLimits,
    tokens: createAccessTokenIssuer(config.jwtSecret, config.accessTokenTtlSeconds),
    sessions: createSessionCheck(db),
    imageUrlsFor: imageUrlsForRequests(imageUrls(blobs, config.imageUrlTtlSeconds), config),
    releases,
    features,
  };
  // With S3, browsers load images from the bucket's origin (and exports fetch them). A
  // configured PUBLIC_URL is allowed too: a page opened by another address of the site
  // may be handed image URLs on it (image-url-origin.ts).
  const imageOrigin = await blobs.externalOrigin();
  const imageSources = [
    ...(imageOrigin ? [imageOrigin] : []),
    ...(config.publicUrlConfigured ? [new URL(config.publicUrl).origin] : []),
  ];

  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  // After validation: keys and emails with a NUL get their own schema message first.
  app.addHook('preHandler', rejectUnstorableText);
  // Remotes hosted on another origin (a CDN) load their code, manifest, styles and
  // pictures from it; the origins come from the release registry, per response. Four
  // directives name them: the registry is looked at once per response, not four times
  // (a stat of its file each: 5 % of a save's CPU when every directive did it).
  const hostedByResponse = new WeakMap<object, string>();
  const hosted = (_request: unknown, response: object) => {
    let sources = hostedByResponse.get(response);
    if (sources === undefined) {
      sources = releases.cspSources();
      hostedByResponse.set(response, sources);
    }
    return sources;
  };
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", hosted],
        'style-src': ["'self'", 'https:', "'unsafe-inline'", hosted],
        'img-src': ["'self'", 'data:', 'blob:', ...imageSources, hosted],
        'connect-src': ["'self'", ...imageSources, hosted],
        // Upgrading would break a site served over plain HTTP (local runs, intranets).
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Remotes and images may come from other origins (a CDN, the bucket) that send no CORP.
    crossOriginEmbedderPolicy: false,
    // Only a site served over https may ask browsers to keep to https.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    // Every method the API uses (the default stops at GET, HEAD, POST), and the request
    // headers a JSON API's clients commonly send: a fetch with `cache: 'no-cache'` adds
    // Cache-Control and Pragma, libraries add X-Requested-With, revalidations If-*.
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: ['Retry-After'],
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'UX artefacts API',
        version: '1.0.0',
        description:
          'UX artefacts in projects, one resource per editor type. Keys contain `#`; ' +
          'write it as `%23` or `_` in paths.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, ctx);
      await api.register(authRoutes, { ...ctx, prefix: '/auth' });
      await api.register(projectRoutes, { ...ctx, prefix: '/projects' });
      await api.register(projectBackupRoutes, { ...ctx, prefix: '/projects' });
      await api.register(shareLinkRoutes, { ...ctx, prefix: '/share-links' });
      await api.register(sharedRoutes, { ...ctx, prefix: '/shared' });
      for (const def of features.all) {
        await api.register(featureRoutes, { ctx, def, prefix: `/${def.route}` });
        if (def.routes) {
          const own = def.routes;
          await api.register(async (scope) => own(scope, ctx), { prefix: `/${def.route}` });
        }
      }
      if (blobs instanceof FileSystemBlobStore) {
        await api.register(imageRoutes, { store: blobs, prefix: '/images' });
      }
    },
    { prefix: '/api' },
  );
  await app.register(remoteRoutes, ctx);
  await app.register(siteRoutes, ctx);
  return app;
}
