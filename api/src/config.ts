import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReleaseSettings, releaseSettings } from 'release-registry';
import { RECENT_SIGN_IN_SECONDS } from 'shared-contracts';
import { z } from 'zod';

/** The repository root, two levels above `api/src` or `api/dist`. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Per-IP and per-account budgets of the auth endpoints (architecture §7). A per-account
 * budget of secret checks comes with its `…AfterFailure` share: how much of it an address
 * that recently failed for the account may use (http/account-throttle.ts).
 */
export interface RateLimits {
  enabled: boolean;
  signInPerIp: RateLimitRule;
  signInPerAccount: RateLimitRule;
  signInAfterFailure: RateLimitRule;
  signUpPerIp: RateLimitRule;
  resetRequestPerIp: RateLimitRule;
  resetRequestPerAccount: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerAccount: RateLimitRule;
  resetAfterFailure: RateLimitRule;
  refreshPerIp: RateLimitRule;
  /** Restores from a backup (issue H5): each decodes every picture of a file up to 100 MB. */
  restorePerAccount: RateLimitRule;
}

/** Where uploaded images live (architecture §8). */
export type BlobStoreConfig =
  | { kind: 'fs'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** null: AWS itself. Otherwise any S3-compatible service (MinIO, R2, s3rver…). */
      endpoint: string | null;
      forcePathStyle: boolean;
      /** null: the AWS SDK's default chain (environment, instance role…). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/** Google sign-in through OpenID Connect (architecture §7); null when not configured. */
export interface GoogleSignInConfig {
  /** The OpenID provider's issuer identifier; its discovery document names the endpoints. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: a page of the site (`/` by default). */
  redirectUrl: string;
}

/** Outgoing email: SMTP when configured, otherwise the log and the outbox folder. */
type MailConfig = { kind: 'outbox' } | { kind: 'smtp'; url: string; from: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` switches the store to PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate themselves with one schema each). */
  databaseSchema: string | null;
  /** The site's own origin: reset links, Google's redirect and outgoing email name it. */
  publicUrl: string;
  /** PUBLIC_URL was set: the site has one public address (image URLs for other origins). */
  publicUrlConfigured: boolean;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  /**
   * A sign-in at most this old stands as proof of the owner for a password change or an
   * account deletion; older ones must give the current password (0: always).
   */
  recentSignInSeconds: number;
  passwordResetTtlMs: number;
  corsOrigins: string[];
  /** Where the built shell and remotes live (`<root>/shell/dist`, `<root>/mf-*\/dist`). */
  staticRoot: string;
  /** The release registry and folders of the remotes (architecture §4, "Releases"). */
  releases: ReleaseSettings;
  trustProxy: boolean;
  logLevel: string;
  rateLimits: RateLimits;
  blobStore: BlobStoreConfig;
  /**
   * Image URLs in responses stay valid at least this long (at most twice as long). They
   * are the same for every response within one such period, so browsers cache them.
   */
  imageUrlTtlSeconds: number;
  /** `redis://…`: rate limits shared by every instance; otherwise kept in memory. */
  redisUrl: string | null;
  /** Prepended to every Redis key, so several sites (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  google: GoogleSignInConfig | null;
  mail: MailConfig;
}

const MINUTE = 60_000;
const HALF_WEEK_SECONDS = (7 * 24 * 60 * 60) / 2;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  enabled: true,
  signInPerIp: { max: 30, windowMs: 5 * MINUTE },
  signInPerAccount: { max: 10, windowMs: 5 * MINUTE },
  signInAfterFailure: { max: 5, windowMs: 15 * MINUTE },
  signUpPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetRequestPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { max: 3, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetPerAccount: { max: 10, windowMs: 15 * MINUTE },
  resetAfterFailure: { max: 5, windowMs: 15 * MINUTE },
  refreshPerIp: { max: 120, windowMs: MINUTE },
  restorePerAccount: { max: 10, windowMs: 15 * MINUTE },
};

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  RECENT_SIGN_IN_SECONDS: z.coerce.number().int().min(0).default(RECENT_SIGN_IN_SECONDS),
  CORS_ORIGINS: z.string().default(''),
  STATIC_ROOT: z.string().default(REPO_ROOT),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // A presigned S3 URL lives at most 7 days, and ours may live twice the TTL.
  IMAGE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60, 'IMAGE_URL_TTL_SECONDS must be at least 60')
    .max(HALF_WEEK_SECONDS, `IMAGE_URL_TTL_SECONDS must be at most ${HALF_WEEK_SECONDS}`)
    .default(60 * 60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('ux-artefacts:'),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_REDIRECT_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…')
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
});

type EnvVars = z.infer<typeof env>;

/**
 * Without JWT_SECRET, a random secret is made once and kept in the data folder, so tokens
 * survive a restart. Several instances must share one: set JWT_SECRET for those.
 */
function readOrCreateSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

function readBlobStore(vars: EnvVars, dataDir: string): BlobStoreConfig {
  if (vars.BLOB_STORE === 'fs') return { kind: 'fs', dir: path.join(dataDir, 'blobs') };
  if (!vars.S3_BUCKET) throw new Error('Invalid configuration:\n  BLOB_STORE=s3 needs S3_BUCKET');
  if (!vars.S3_ACCESS_KEY_ID !== !vars.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\n  set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither ' +
        "(to use the AWS SDK's default credentials)",
    );
  }
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT ?? null,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : null,
  };
}

/**
 * A shared store (Redis, S3) means several instances. Each would otherwise make its own
 * token secret in its own data folder (tokens from one rejected by the others) and its
 * own `http://localhost:<port>` origin (reset links to nowhere, cookie requests refused).
 */
function requireSharedSettings(vars: EnvVars): void {
  const shared = [vars.BLOB_STORE === 's3' && 'BLOB_STORE=s3', vars.REDIS_URL && 'REDIS_URL']
    .filter(Boolean)
    .join(' and ');
  if (!shared) return;
  const missing = [!vars.JWT_SECRET && 'JWT_SECRET', !vars.PUBLIC_URL && 'PUBLIC_URL'].filter(
    Boolean,
  );
  if (missing.length === 0) return;
  throw new Error(
    `Invalid configuration:\n  ${shared} means running several instances, which must all ` +
      `share one ${missing.join(' and ')}: set ${missing.length > 1 ? 'them' : 'it'}`,
  );
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Google sign-in is on when a client id and secret are set. The issuer is Google's unless
 * another OpenID provider is named (the tests use a local one); plain http is accepted
 * for a provider on this machine only, since tokens travel over that connection.
 */
function readGoogle(vars: EnvVars, publicUrl: string): GoogleSignInConfig | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = vars;
  if (!clientId !== !clientSecret) {
    throw new Error(
      'Invalid configuration:\n  set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  if (!clientId || !clientSecret) return null;
  const issuer = new URL(vars.GOOGLE_ISSUER);
  if (issuer.protocol !== 'https:' && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new Error('Invalid configuration:\n  GOOGLE_ISSUER must be an https:// URL');
  }
  return {
    issuer: vars.GOOGLE_ISSUER,
    clientId,
    clientSecret,
    redirectUrl: vars.GOOGLE_REDIRECT_URL ?? `${publicUrl}/`,
  };
}

function readMail(vars: EnvVars, publicUrl: string): MailConfig {
  if (!vars.SMTP_URL) return { kind: 'outbox' };
  const from = vars.SMTP_FROM ?? `UX artefacts <no-reply@${new URL(publicUrl).hostname}>`;
  return { kind: 'smtp', url: vars.SMTP_URL, from };
}

/** The configuration from environment variables; every variable and default is in api/README.md. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  requireSharedSettings(vars);
  const dataDir = path.resolve(vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    databaseSchema: vars.DATABASE_SCHEMA ?? null,
    publicUrl,
    publicUrlConfigured: vars.PUBLIC_URL !== undefined,
    jwtSecret: vars.JWT_SECRET
      ? new TextEncoder().encode(vars.JWT_SECRET)
      : readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlMs: vars.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * MINUTE,
    recentSignInSeconds: vars.RECENT_SIGN_IN_SECONDS,
    passwordResetTtlMs: 2 * 60 * MINUTE,
    corsOrigins: vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    staticRoot: path.resolve(vars.STATIC_ROOT),
    releases: releaseSettings(source),
    trustProxy: vars.TRUST_PROXY === 'true',
    logLevel: vars.LOG_LEVEL,
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: vars.RATE_LIMITS === 'on' },
    blobStore: readBlobStore(vars, dataDir),
    imageUrlTtlSeconds: vars.IMAGE_URL_TTL_SECONDS,
    redisUrl: vars.REDIS_URL ?? null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    google: readGoogle(vars, publicUrl),
    mail: readMail(vars, publicUrl),
  };
}
