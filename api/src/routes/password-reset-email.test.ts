import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from './password-reset-email.js';

describe('the password reset email', () => {
  it('carries the link in both parts, escaped in the HTML one', () => {
    const link = 'https://ux.example.com/passwordReset?token=a"b<c>&userPK=USER%23x\'y';
    const email = passwordResetEmail('someone@example.com', link);
    expect(email.to).toBe('someone@example.com');
    expect(email.text).toContain(link);
    expect(email.html).toContain(
      'href="https://ux.example.com/passwordReset?token=a&#34;b&#60;c&#62;&#38;userPK=USER%23x&#39;y"',
    );
    expect(email.html).not.toContain('a"b');
    expect(email.html).not.toContain('<c>');
  });
});
