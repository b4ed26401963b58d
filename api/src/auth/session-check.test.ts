import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database.js';
import { revokeSessionOfToken, startSession } from '../store/sessions.js';
import { createPasswordUser } from '../store/users.js';
import { createSessionCheck, SESSION_RECHECK_MS } from './session-check.js';

describe('the session check behind access tokens (on SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-session-check-'));
  let opened: Db;
  /** The same database, counting the queries the check sends, whose answers can be held. */
  let db: Db;
  let queries = 0;
  let held: Promise<void> | null = null;
  let userId: string;
  let now = Date.UTC(2030, 0, 1);
  const clock = () => now;

  beforeAll(async () => {
    opened = await openDatabase({ dataDir, databaseUrl: null, databaseSchema: null });
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => {
        await held;
        return result;
      },
    };
    db = { ...opened, kysely: opened.kysely.withPlugin(counting) };
    const user = await createPasswordUser(opened, 'someone@example.com', 'hash');
    if (user === 'exists') throw new Error('fresh database expected');
    userId = user.id;
  });
  afterAll(async () => {
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const newSession = () => startSession(opened, userId, 24 * 3600_000, 'password');

  it('stops accepting a sign-in ended elsewhere within SESSION_RECHECK_MS', async () => {
    const check = createSessionCheck(db, clock);
    const session = await newSession();
    expect(await check.isLive(session.familyId, userId)).toBe(true);
    // Another instance signs it out: this one trusts what it knew, for a bounded time.
    await revokeSessionOfToken(opened, session.token);
    now += SESSION_RECHECK_MS - 1;
    expect(await check.isLive(session.familyId, userId)).toBe(true);
    now += 1;
    expect(await check.isLive(session.familyId, userId)).toBe(false);
  });

  it('stops at once on the instance that ended it, and never takes an ended one back', async () => {
    const check = createSessionCheck(db, clock);
    const session = await newSession();
    expect(await check.isLive(session.familyId, userId)).toBe(true);
    await revokeSessionOfToken(opened, session.token);
    check.forgetUser(userId);
    const before = queries;
    expect(await check.isLive(session.familyId, userId)).toBe(false);
    now += 100 * SESSION_RECHECK_MS;
    expect(await check.isLive(session.familyId, userId)).toBe(false);
    expect(queries - before).toBe(1);
  });

  it('asks once for many requests of one sign-in, within and across the recheck period', async () => {
    const check = createSessionCheck(db, clock);
    const session = await newSession();
    const before = queries;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => check.isLive(session.familyId, userId)),
    );
    expect(answers.every(Boolean)).toBe(true);
    expect(await check.isLive(session.familyId, userId)).toBe(true);
    expect(queries - before).toBe(1);
    now += SESSION_RECHECK_MS;
    expect(await check.isLive(session.familyId, userId)).toBe(true);
    expect(queries - before).toBe(2);
  });

  it('does not remember an answer asked for before the sign-in was ended here', async () => {
    const check = createSessionCheck(db, clock);
    const session = await newSession();
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const asked = check.isLive(session.familyId, userId); // answered 'live', held on its way
    check.forgetUser(userId);
    release();
    held = null;
    expect(await asked).toBe(true);
    await revokeSessionOfToken(opened, session.token);
    expect(await check.isLive(session.familyId, userId)).toBe(false);
  });

  it('knows no sign-in that does not exist', async () => {
    const check = createSessionCheck(db, clock);
    expect(await check.isLive('0b5f0b1e-6a55-4a8e-9d7e-000000000000', userId)).toBe(false);
  });
});
