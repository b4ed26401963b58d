import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

/**
 * Delivery over SMTP (architecture §7) with nodemailer: one multipart/alternative message
 * with the plain-text and the HTML part. The URL is nodemailer's own connection URL:
 * `smtp://user:password@host:587` upgrades to TLS when the server offers it, `smtps://`
 * starts with TLS, and query parameters set further transport options.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async send(email) {
      await transport.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * The default when no SMTP server is configured: each message goes to
 * `<dataDir>/outbox/` as an .eml file (readable by the server's user only), so someone
 * running the site locally can follow a reset link; the log says which file. The message
 * itself stays out of the log: a reset link is a password, and logs travel further
 * (collectors, support tickets) than a data folder. (SMTP delivery is a separate transport.)
 */
export function createOutboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(email) {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      const boundary = `b-${randomUUID()}`;
      const eml = [
        `To: ${email.to}`,
        `Subject: ${email.subject}`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        email.text,
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        '',
        email.html,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      await fs.writeFile(file, eml, { mode: 0o600 });
      log.info({ to: email.to, subject: email.subject, file }, 'email written to the outbox');
    },
    close() {},
  };
}
