import { randomUUID } from 'node:crypto';
import { hashOpaqueToken, newOpaqueToken } from '../auth/secrets.js';
import type { Db } from '../db/database.js';
import { revokeUserSessions } from './sessions.js';

/** A single-use reset token for the user, valid for `ttlMs`; only its hash is stored. */
export async function createPasswordResetToken(
  db: Db,
  userId: string,
  ttlMs: number,
): Promise<string> {
  const token = newOpaqueToken();
  const now = Date.now();
  await db.kysely
    .insertInto('password_reset_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashOpaqueToken(token),
      created_at: now,
      expires_at: now + ttlMs,
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Spends the token and sets the new password in one transaction, then signs the user
 * out everywhere. False, with nothing changed, when the token is unknown, used, expired
 * or belongs to someone else.
 */
export function resetPasswordWithToken(
  db: Db,
  userId: string,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = Date.now();
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashOpaqueToken(token))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId);
    return true;
  });
}

/** Changes the password and ends every other session of the user (architecture §7). */
export function changePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  currentFamilyId: string,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: Date.now() })
      .where('id', '=', userId)
      .where('auth_method', '=', 'password')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await revokeUserSessions(trx, userId, currentFamilyId);
    return true;
  });
}
