import type { Db } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes tokens that can no longer matter. A refresh token is kept while its family
 * lives, even once used: a replay must still be recognised as reuse and revoke the
 * family. Expired families, and families revoked over a day ago (a replay of those
 * answers 401 either way), are deleted; so are reset tokens that are spent or expired.
 */
export async function deleteDeadTokens(db: Db, now = Date.now()): Promise<void> {
  await db.kysely
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', '<', now - DAY_MS)]))
    .execute();
  await db.kysely
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}

/** Runs `deleteDeadTokens` now and then every hour until `stop` is called. */
export function scheduleHousekeeping(db: Db, onError: (error: unknown) => void) {
  const run = () => deleteDeadTokens(db).catch(onError);
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
