import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenIssuer } from './access-tokens.js';

const SUBJECT = {
  userId: '5d584772-1400-452b-b8ea-2a161f43b188',
  sessionId: '5ae19fcc-7361-44ef-99de-5f67296a01bc',
  PK: 'USER#5d584772-1400-452b-b8ea-2a161f43b188',
  SK: 'USER#5d584772-1400-452b-b8ea-2a161f43b188',
  username: 'a@b.co',
  authMethod: 'password' as const,
};
const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-to-sign-with');

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips the subject, also when verified again from memory', async () => {
    const issuer = createAccessTokenIssuer(secret, 60);
    const token = await issuer.issue(SUBJECT);
    expect(await issuer.verify(token)).toEqual(SUBJECT);
    expect(await issuer.verify(token)).toEqual(SUBJECT);
  });

  it("answers 'jwt expired' once the lifetime is over, even for a token seen before", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const issuer = createAccessTokenIssuer(secret, 60);
    const token = await issuer.issue(SUBJECT);
    await issuer.verify(token);
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    await expect(issuer.verify(token)).rejects.toMatchObject({
      statusCode: 401,
      message: 'jwt expired',
    });
    await expect(issuer.verify(token)).rejects.toMatchObject({ message: 'jwt expired' });
  });

  it('refuses a token with a changed payload or signature, or from another secret', async () => {
    const issuer = createAccessTokenIssuer(secret, 60);
    const token = await issuer.issue(SUBJECT);
    await issuer.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        username: 'x@y.z',
      }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const other = createAccessTokenIssuer(
      new TextEncoder().encode('another-secret-another-secret-xx'),
      60,
    );
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      await other.issue(SUBJECT),
      'not-a-jwt',
    ]) {
      await expect(issuer.verify(bad)).rejects.toMatchObject({
        statusCode: 401,
        message: 'Invalid access token',
      });
    }
  });
});
