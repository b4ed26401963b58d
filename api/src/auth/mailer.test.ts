import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResetEmail } from '../routes/password-reset-email.js';
import { createOutboxMailer } from './mailer.js';

describe('the outbox mailer (no SMTP configured)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-outbox-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes the reset link to the outbox file, and only says where in the log', async () => {
    const lines: string[] = [];
    // Fastify's own logger (pino) at info, as the server runs by default.
    const app = Fastify({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } });
    const token = 'secret-reset-token-7c1e';
    const link = `https://ux.example.com/passwordReset?token=${token}&userPK=USER%23x`;
    await createOutboxMailer(dataDir, app.log).send(
      passwordResetEmail('someone@example.com', link),
    );

    const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(eml).toContain(link);
    const logged = lines.join('');
    expect(logged).toContain(file);
    expect(logged).toContain('someone@example.com');
    expect(logged).not.toContain(token);
  });
});
