import { expect, type Page } from '@playwright/test';

/**
 * Project set-up through the API, for tests whose subject is not creation itself. It uses
 * the page's own access token (put there by the `signedIn` fixture), so the page must
 * have loaded the site once.
 */

export interface ApiProject {
  PK: string;
  SK: string;
  name: string;
  description: string;
  UPDATED_AT: number;
}

async function authorization(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'the page has an access token').toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

/** Creates a project and names it; resolves to the stored project. */
export async function createProjectThroughApi(
  page: Page,
  { name, description = '' }: { name: string; description?: string },
): Promise<ApiProject> {
  const headers = await authorization(page);
  const created = await page.request.post('/api/projects', { headers });
  expect(created.ok(), await created.text()).toBe(true);
  const { SK } = (await created.json()) as ApiProject;
  const patched = await page.request.patch('/api/projects', {
    headers,
    data: { SK, name, description },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return (await patched.json()) as ApiProject;
}

/** `PROJECT#<id>` → `<id>`. */
export function idOf(key: string): string {
  return key.slice(key.indexOf('#') + 1);
}
