import net from 'node:net';
import { MESSAGES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpServer } from './auth-peers.js';
import { ApiClient, newUser, signIn } from './client.js';
import { SKIP, startServer, type TestServer } from './harness.js';

/** A public origin unlike the server's own address: links must be built from it. */
const PUBLIC_URL = 'https://ux.example.test';

const decodeEntities = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

describe.skipIf(SKIP)('password reset email over SMTP', () => {
  let smtp: SmtpPeer;
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ SMTP_URL: smtp.url, PUBLIC_URL });
    api = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  async function requestReset(email: string) {
    const response = await api.post('/api/auth/request-password-reset', {
      json: { username: email },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.resetRequested);
  }

  /** The link of the next mail to `email`, read from its text part and its HTML part. */
  async function resetLinkMailedTo(email: string) {
    const mail = await smtp.nextMessageTo(email);
    const textLink = mail.text?.match(/https:\/\/\S+\/passwordReset\?\S+/)?.[0];
    expect(textLink).toBeDefined();
    const htmlLink = mail.html ? mail.html.match(/href="([^"]+)"/)?.[1] : undefined;
    expect(htmlLink && decodeEntities(htmlLink)).toBe(textLink);
    return { mail, link: new URL(textLink!) };
  }

  const resetWith = (link: URL, newPassword: string) =>
    api.post('/api/auth/reset-password', {
      json: {
        userPK: link.searchParams.get('userPK'),
        resetPasswordToken: link.searchParams.get('token'),
        newPassword,
      },
    });

  it('mails a multipart message whose link, built from PUBLIC_URL, sets a new password once', async () => {
    const user = await newUser(api, 'smtp.reader@example.com');
    await requestReset(user.email);
    const { mail, link } = await resetLinkMailedTo(user.email);
    expect(mail.subject).toBe('Restore your password');
    expect(mail.from?.text).toContain('no-reply@ux.example.test');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/passwordReset');
    expect(link.searchParams.get('userPK')).toBe(user.userPK);

    expect((await resetWith(link, 'Smtp-rest0red')).status).toBe(200);
    await signIn(api, user.email, 'Smtp-rest0red');
    await expect(signIn(api, user.email, user.password)).rejects.toThrow(/401/);

    // Used: it says so, and the password stays as it was.
    const again = await resetWith(link, 'Smtp-again-1');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.resetLinkExpired);
    await signIn(api, user.email, 'Smtp-rest0red');
  });

  it('refuses an expired link, changing nothing', async () => {
    const user = await newUser(api, 'smtp.late@example.com');
    await requestReset(user.email);
    const { link } = await resetLinkMailedTo(user.email);
    await server.db.kysely
      .updateTable('password_reset_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', user.userPK.replace('USER#', ''))
      .execute();
    const late = await resetWith(link, 'Too-late-123');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MESSAGES.resetLinkExpired);
    await signIn(api, user.email, user.password);
  });

  it('sends nothing for an unknown email, and answers it the same', async () => {
    const before = smtp.received.length;
    await requestReset('ghost.smtp@example.com');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(before);
  });
});

describe.skipIf(SKIP)('a slow or broken SMTP server', () => {
  it('does not hold up the answer, which stays the same as for an unknown email', async () => {
    // Accepts connections and never says a word: a send would wait for its timeout.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const api = new ApiClient(server.url);
      const user = await newUser(api);
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await api.post('/api/auth/request-password-reset', {
          json: { username: email },
        });
        return { response, ms: performance.now() - started };
      };
      const known = await timed(user.email);
      const unknown = await timed('nobody.at.all@example.com');
      expect(known.response.status).toBe(200);
      expect(known.response.body).toEqual(unknown.response.body);
      expect(known.ms).toBeLessThan(1000);
    } finally {
      await server.close();
      silent.close();
    }
  });
});

describe.skipIf(SKIP)('rate limits on reset requests', () => {
  it('limits per account (unknown emails alike) and per address', async () => {
    const smtp = await startSmtpServer();
    const server = await startServer({ RATE_LIMITS: 'on', SMTP_URL: smtp.url });
    try {
      const api = new ApiClient(server.url);
      const ask = (email: string) =>
        api.post('/api/auth/request-password-reset', { json: { username: email } });
      const { resetRequestPerAccount, resetRequestPerIp } = server.config.rateLimits;
      for (let i = 0; i < resetRequestPerAccount.max; i++) {
        expect((await ask('limited@example.com')).status).toBe(200);
      }
      const perAccount = await ask('limited@example.com');
      expect(perAccount.status).toBe(429);
      expect(perAccount.body.message).toMatch(/^Too many attempts/);
      for (let i = resetRequestPerAccount.max + 1; i < resetRequestPerIp.max; i++) {
        expect((await ask(`other-${i}@example.com`)).status).toBe(200);
      }
      const perAddress = await ask('fresh@example.com');
      expect(perAddress.status).toBe(429);
      expect(Number(perAddress.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
      await smtp.stop();
    }
  });
});
