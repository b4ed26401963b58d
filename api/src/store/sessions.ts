import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthMethod } from 'shared-contracts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/secrets.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Refresh-token sessions (architecture §7). A sign-in starts a family; each refresh
 * exchanges the presented token for a new one in the same family, once. Presenting a
 * token that was already exchanged means it leaked or was replayed, so the whole family
 * is revoked. A family ends at its absolute expiry however often it was rotated.
 */
export interface IssuedRefreshToken {
  token: string;
  userId: string;
  familyId: string;
  expiresAt: number;
  /** How the sign-in was made (the access token's `authMethod`). */
  authMethod: AuthMethod;
  /** When the sign-in was made (epoch ms): the family's first token, whatever its rotations. */
  signedInAt: number;
}

export type RotationResult =
  | { status: 'rotated'; issued: IssuedRefreshToken }
  /** A replay: the sign-in of `userId` it belonged to is revoked. */
  | { status: 'reused'; userId: string }
  | { status: 'invalid' };

async function insertToken(
  db: Kysely<Database>,
  { userId, familyId, expiresAt, authMethod, signedInAt }: Omit<IssuedRefreshToken, 'token'>,
  createdAt = Date.now(),
): Promise<IssuedRefreshToken> {
  const token = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashOpaqueToken(token),
      created_at: createdAt,
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      auth_method: authMethod,
    })
    .execute();
  return { token, userId, familyId, expiresAt, authMethod, signedInAt };
}

export function startSession(
  db: Db,
  userId: string,
  ttlMs: number,
  authMethod: AuthMethod,
): Promise<IssuedRefreshToken> {
  const now = Date.now();
  return insertToken(
    db.kysely,
    { userId, familyId: randomUUID(), expiresAt: now + ttlMs, authMethod, signedInAt: now },
    now,
  );
}

/**
 * When a family's sign-in was made: its first token's creation. That token stays while
 * the family lives (used tokens are kept to recognise replays, store/housekeeping.ts).
 */
async function signInTimeOf(db: Kysely<Database>, familyId: string): Promise<number> {
  const first = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('signedInAt'))
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return Number(first?.signedInAt ?? 0);
}

export function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const tokenHash = hashOpaqueToken(token);
  return db.kysely.transaction().execute(async (trx) => {
    const now = Date.now();
    // Marking the token used is the atomic step: of two concurrent refreshes with one
    // token, exactly one updates the row; the other is treated as a replay.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'family_id', 'expires_at', 'auth_method'])
      .executeTakeFirst();
    if (claimed) {
      const issued = await insertToken(trx, {
        userId: claimed.user_id,
        familyId: claimed.family_id,
        expiresAt: claimed.expires_at,
        authMethod: claimed.auth_method,
        // A refresh keeps the sign-in's time: it proves nobody's presence (issue H6).
        signedInAt: await signInTimeOf(trx, claimed.family_id),
      });
      return { status: 'rotated', issued };
    }
    const known = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'used_at', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (known?.used_at != null) {
      await revokeFamilyIn(trx, known.family_id, now);
      return { status: 'reused', userId: known.user_id };
    }
    return { status: 'invalid' };
  });
}

async function revokeFamilyIn(trx: Kysely<Database>, familyId: string, now: number) {
  await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Whether a sign-in is still on: some token of its family is neither revoked nor past
 * the family's expiry. Deleting the user deletes its tokens, which ends it too.
 */
export async function isSessionLive(db: Db, familyId: string): Promise<boolean> {
  const token = await db.kysely
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', Date.now())
    .limit(1)
    .executeTakeFirst();
  return token !== undefined;
}

/**
 * Sign-out: revokes the family of the presented token, if it is one of ours, and answers
 * whose sign-in it was (null for a token we do not know).
 */
export async function revokeSessionOfToken(db: Db, token: string): Promise<string | null> {
  const known = await db.kysely
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashOpaqueToken(token))
    .executeTakeFirst();
  if (!known) return null;
  await revokeFamilyIn(db.kysely, known.family_id, Date.now());
  return known.user_id;
}

/** Revokes every session of a user, or every one but `exceptFamilyId`. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  exceptFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: Date.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
  await query.execute();
}
