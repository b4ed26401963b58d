import { randomUUID } from 'node:crypto';
import { authDialog, openLogin, signInThroughModal } from '../support/auth-flows.ts';
import { acceptCookies, expect, GOOD_PASSWORD, test } from '../support/fixtures.ts';
import { type SmtpPeer, startSmtpServer } from '../support/peers.ts';
import { type Site, startSite } from '../support/site.ts';

const NEW_PASSWORD = 'Mailed-reset-42';

/** The site sends its email through a real SMTP server the test starts and reads. */
test.describe('restoring a password through an email sent over SMTP', () => {
  let smtp: SmtpPeer;
  let site: Site;

  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({ env: { SMTP_URL: smtp.url } });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test("'Forgot password' → 'Send', the mailed link, a new password, and signing in with it", async ({
    page,
  }) => {
    await acceptCookies(page);
    const email = `smtp-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await page.request.post(`${site.url}/api/auth/sign-up`, {
      data: { username: email, password: GOOD_PASSWORD },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    await page.goto(site.url);
    await openLogin(page);
    await authDialog(page).getByRole('button', { name: 'Forgot password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore your password' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(
      dialog.getByText(
        'If an account with this email exists, a password reset link has been sent.',
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    const mail = await smtp.nextMessageTo(email);
    expect(mail.subject).toBe('Restore your password');
    expect(mail.html).toContain('href=');
    const link = mail.text?.match(/https?:\/\/\S+\/passwordReset\?\S+/)?.[0] ?? '';
    expect(link.startsWith(`${site.url}/passwordReset?`)).toBe(true);

    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByPlaceholder('Enter new password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByText('Password has been successfully restored')).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/`, { timeout: 8000 });

    await signInThroughModal(page, { email, password: NEW_PASSWORD });
  });
});
