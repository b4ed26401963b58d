import path from 'node:path';
import { z } from 'zod';

/** Where releases live and how many are kept; the server and `pnpm release` read the same. */
export interface ReleaseSettings {
  /** `registry.json` and the release folders. */
  dir: string;
  /** Releases kept per remote (the current one and the one before it always are). */
  keep: number;
}

const env = z.object({
  DATA_DIR: z.string().default('./data'),
  RELEASES_DIR: z.string().min(1).optional(),
  RELEASES_KEEP: z.coerce
    .number()
    .int()
    .min(2, 'RELEASES_KEEP must be at least 2 (a release and the one to roll back to)')
    .max(1000)
    .default(5),
});

/** The release settings from environment variables (see the configuration table in api/README.md). */
export function releaseSettings(source: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const { DATA_DIR, RELEASES_DIR, RELEASES_KEEP } = parsed.data;
  return {
    dir: path.resolve(RELEASES_DIR ?? path.join(DATA_DIR, 'releases')),
    keep: RELEASES_KEEP,
  };
}
