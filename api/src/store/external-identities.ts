import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isEmail } from 'shared-contracts';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from './unique-violation.js';
import type { User } from './users.js';

/** Who the provider says signed in: its issuer and subject name the person for good. */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export type ExternalSignIn =
  | { status: 'signedIn'; user: User; outcome: 'known' | 'linked' | 'created' }
  | { status: 'emailMissing' | 'emailNotVerified' | 'otherIdentityLinked' };

/**
 * The account an external identity signs in to (api/README.md, "Google sign-in"):
 * 1. an identity seen before signs in to its account, whatever its email is now;
 * 2. otherwise the provider must vouch for the email (`email_verified`), or nothing
 *    happens: an unverified address could be anyone's, and would take over its account;
 * 3. an account with that email gets the identity linked, unless one from the same
 *    issuer is linked already (a different Google account that once had this email);
 * 4. otherwise a new account is made, with no password (`authMethod` 'google').
 * Two first sign-ins racing may both try to insert; the loser looks again and finds the
 * winner's rows.
 */
export async function userForExternalIdentity(
  db: Db,
  identity: ExternalIdentity,
): Promise<ExternalSignIn> {
  try {
    return await db.kysely.transaction().execute((trx) => signInWith(trx, identity));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.kysely.transaction().execute((trx) => signInWith(trx, identity));
  }
}

async function signInWith(trx: Kysely<Database>, identity: ExternalIdentity) {
  const known = await trx
    .selectFrom('external_identities')
    .innerJoin('users', 'users.id', 'external_identities.user_id')
    .selectAll('users')
    .where('external_identities.issuer', '=', identity.issuer)
    .where('external_identities.subject', '=', identity.subject)
    .executeTakeFirst();
  if (known) return signedIn(known, 'known');

  const email = identity.email?.trim().toLowerCase() ?? '';
  if (!isEmail(email)) return { status: 'emailMissing' } as const;
  if (!identity.emailVerified) return { status: 'emailNotVerified' } as const;

  const now = Date.now();
  const existing = await trx
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    const linkedElsewhere = await trx
      .selectFrom('external_identities')
      .select('subject')
      .where('user_id', '=', existing.id)
      .where('issuer', '=', identity.issuer)
      .executeTakeFirst();
    if (linkedElsewhere) return { status: 'otherIdentityLinked' } as const;
    await insertIdentity(trx, identity, existing.id, email, now);
    return signedIn(existing, 'linked');
  }

  const user: User = {
    id: randomUUID(),
    email,
    password_hash: null,
    auth_method: 'google',
    oidc_issuer: null,
    oidc_subject: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto('users').values(user).execute();
  await insertIdentity(trx, identity, user.id, email, now);
  return signedIn(user, 'created');
}

function signedIn(user: User, outcome: 'known' | 'linked' | 'created') {
  return { status: 'signedIn', user, outcome } as const;
}

async function insertIdentity(
  trx: Kysely<Database>,
  identity: ExternalIdentity,
  userId: string,
  email: string,
  now: number,
) {
  await trx
    .insertInto('external_identities')
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      user_id: userId,
      email,
      created_at: now,
    })
    .execute();
}
