import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotesManifest } from 'shared-contracts';
import { z } from 'zod';

/** The repository root, two levels above `api/src` or `api/dist`. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP and per-account budgets of the auth endpoints (architecture §7). */
export interface RateLimits {
  enabled: boolean;
  signInPerIp: RateLimitRule;
  signInPerAccount: RateLimitRule;
  signUpPerIp: RateLimitRule;
  resetRequestPerIp: RateLimitRule;
  resetRequestPerAccount: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerAccount: RateLimitRule;
  refreshPerIp: RateLimitRule;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` switches the store to PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate themselves with one schema each). */
  databaseSchema: string | null;
  /** The site's own origin: reset links and the same-site check are built from it. */
  publicUrl: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlMs: number;
  passwordResetTtlMs: number;
  corsOrigins: string[];
  /** Where the built shell and remotes live (`<root>/shell/dist`, `<root>/mf-*\/dist`). */
  staticRoot: string;
  remotes: Record<string, string>;
  trustProxy: boolean;
  logLevel: string;
  rateLimits: RateLimits;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  enabled: true,
  signInPerIp: { max: 30, windowMs: 5 * MINUTE },
  signInPerAccount: { max: 10, windowMs: 5 * MINUTE },
  signUpPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetRequestPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { max: 3, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetPerAccount: { max: 10, windowMs: 15 * MINUTE },
  refreshPerIp: { max: 120, windowMs: MINUTE },
};

/** Remote federation names and the folders their builds are served from (architecture §3). */
export const REMOTE_FOLDERS = {
  mf_empathy_map: 'mf-empathy-map',
  mf_competitor_analysis: 'mf-competitor-analysis',
  mf_ux_persona: 'mf-ux-persona',
  mf_canvas: 'mf-canvas',
} as const;

function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [
      name,
      `/remotes/${folder}/mf-manifest.json`,
    ]),
  );
}

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
  CORS_ORIGINS: z.string().default(''),
  STATIC_ROOT: z.string().default(REPO_ROOT),
  REMOTES_JSON: z.string().optional(),
  REMOTES_FILE: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
});

function readRemotes(vars: z.infer<typeof env>): Record<string, string> {
  const text =
    vars.REMOTES_JSON ?? (vars.REMOTES_FILE ? fs.readFileSync(vars.REMOTES_FILE, 'utf8') : null);
  if (text === null) return defaultRemotes();
  return remotesManifest.parse(JSON.parse(text));
}

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

/** The configuration from environment variables; every variable and default is in the README. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    databaseSchema: vars.DATABASE_SCHEMA ?? null,
    publicUrl,
    jwtSecret: vars.JWT_SECRET
      ? new TextEncoder().encode(vars.JWT_SECRET)
      : readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlMs: vars.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * MINUTE,
    passwordResetTtlMs: 2 * 60 * MINUTE,
    corsOrigins: vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    staticRoot: path.resolve(vars.STATIC_ROOT),
    remotes: readRemotes(vars),
    trustProxy: vars.TRUST_PROXY === 'true',
    logLevel: vars.LOG_LEVEL,
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: vars.RATE_LIMITS === 'on' },
  };
}
