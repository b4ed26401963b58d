import { describe, expect, it } from 'vitest';
import { deleteDeadTokens } from '../src/store/housekeeping.js';
import { createPasswordResetToken } from '../src/store/passwords.js';
import { rotateRefreshToken, startSession } from '../src/store/sessions.js';
import { newUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';

describe.skipIf(SKIP)('housekeeping of tokens', () => {
  const suite = serverForSuite();
  const DAY = 24 * 60 * 60 * 1000;

  it('keeps live sessions (reuse detection still works) and drops dead tokens', async () => {
    const { db } = suite.server;
    const user = await newUser(suite.api);
    const userId = user.userPK.slice('USER#'.length);
    const live = await startSession(db, userId, 30 * DAY, 'password');
    const rotated = await rotateRefreshToken(db, live.token);
    const shortLived = await startSession(db, userId, 1000, 'password');
    await createPasswordResetToken(db, userId, 1000);

    await deleteDeadTokens(db, Date.now() + 2000);

    const rows = await db.kysely.selectFrom('refresh_tokens').select('family_id').execute();
    expect(rows.map((r) => r.family_id)).not.toContain(shortLived.familyId);
    expect(rows.filter((r) => r.family_id === live.familyId)).toHaveLength(2);
    const resets = await db.kysely.selectFrom('password_reset_tokens').selectAll().execute();
    expect(resets).toHaveLength(0);
    // The used token is still known, so replaying it still revokes its family.
    expect((await rotateRefreshToken(db, live.token)).status).toBe('reused');
    expect(rotated.status).toBe('rotated');
  });
});
