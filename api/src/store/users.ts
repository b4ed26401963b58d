import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import { isUniqueViolation } from './unique-violation.js';

export type User = UsersTable;

export async function createPasswordUser(
  db: Db,
  email: string,
  passwordHash: string,
): Promise<User | 'exists'> {
  const now = Date.now();
  const user: User = {
    id: randomUUID(),
    email,
    password_hash: passwordHash,
    auth_method: 'password',
    oidc_issuer: null,
    oidc_subject: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.kysely.insertInto('users').values(user).execute();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
