import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** A password that meets the policy of spec §5 and the 8-character minimum. */
export const GOOD_PASSWORD = 'Secret-123';

export interface Credentials {
  email: string;
  password: string;
}

export function newCredentials(): Credentials {
  return { email: `user-${randomUUID().slice(0, 8)}@example.com`, password: GOOD_PASSWORD };
}

interface Fixtures {
  /** The data folder of the site the global setup started (outbox, images, SQLite). */
  dataDir: string;
  /** A fresh account, signed in through the API in this page's browser context. */
  signedIn: Credentials;
}

export const test = base.extend<Fixtures>({
  // The global setup started the site on a free port and exported its URL. (Playwright
  // reads a fixture's dependencies from its destructuring pattern, so `{}` is required.)
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  dataDir: async ({}, use) => use(process.env.E2E_DATA_DIR ?? ''),
  signedIn: async ({ page }, use) => {
    const credentials = newCredentials();
    await signUpThroughApi(page, credentials);
    await use(credentials);
  },
});

/**
 * Signs in with the browser context's own request client, so the refresh cookie lands in
 * the browser; resolves to a fresh access token.
 */
export async function signInThroughApi(
  page: Page,
  { email, password }: Credentials,
  siteUrl = '',
): Promise<string> {
  const signIn = await page.request.post(`${siteUrl}/api/auth/sign-in`, {
    data: { username: email, password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { access_token: string }).access_token;
}

/**
 * Signs up and in with the browser context's own request client, so the refresh cookie
 * lands in the browser, and leaves the access token where the app keeps it.
 */
export async function signUpThroughApi(page: Page, { email, password }: Credentials, siteUrl = '') {
  const signUp = await page.request.post(`${siteUrl}/api/auth/sign-up`, {
    data: { username: email, password },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const access_token = await signInThroughApi(page, { email, password }, siteUrl);
  await page.addInitScript((token) => {
    // Only on the first document: a test that signs out must stay signed out.
    if (!sessionStorage.getItem('e2e-token-set')) {
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('access_token', token);
    }
  }, access_token);
}

/** Accepts the cookie banner up front so it never covers what a test clicks. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
}

/** The newest password-reset email the site wrote to its outbox for `email`. */
export function latestResetLink(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = fs.readFileSync(path.join(outbox, file), 'utf8');
    if (!text.includes(`To: ${email}`)) continue;
    const link = text.match(/https?:\/\/\S+\/passwordReset\?[^\s"<]+/);
    if (link) return link[0].replace(/&amp;/g, '&');
  }
  throw new Error(`No reset email for ${email} in ${outbox}`);
}
