import type { Email } from '../auth/mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset message, in plain text and HTML, with the link of architecture §7. */
export function passwordResetEmail(to: string, link: string): Email {
  return {
    to,
    subject: 'Restore your password',
    text: [
      'Someone asked to restore the password of your account.',
      '',
      `Set a new password here (the link works once, for 2 hours): ${link}`,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to restore the password of your account.</p>
<p><a href="${escapeHtml(link)}">Set a new password</a> (the link works once, for 2 hours).</p>
<p>If it was not you, ignore this email: your password stays as it is.</p>`,
  };
}
