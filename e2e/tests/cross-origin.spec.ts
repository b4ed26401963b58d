import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, newCredentials, test } from '../support/fixtures.ts';
import { type Site, startSite } from '../support/site.ts';

/**
 * A browser client on another origin listed in CORS_ORIGINS (a remote's dev server, say)
 * goes through a whole edit cycle against the real API, with Chromium enforcing CORS:
 * sign-up, sign-in (the refresh cookie set across origins), create, PATCH, upload,
 * refresh, DELETE, sign-out. The page is served by this test on another port of the same
 * host: another origin, the same site, so the SameSite=Strict refresh cookie travels as
 * it does between `localhost:5176` and `localhost:8080` in development.
 */

/**
 * What the page does, step by step (Playwright runs this function's text in the page):
 * each answer's status, and what the item held before it was deleted.
 */
async function editCycle({
  api,
  email,
  password,
}: {
  api: string;
  email: string;
  password: string;
}) {
  const steps: Record<string, number> = {};
  const call = async (step: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${api}${path}`, init);
    steps[step] = response.status;
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  const json = (method: string, body: unknown, token?: string): RequestInit => ({
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const bearer = (method: string, token: string): RequestInit => ({
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  const key = (value: string) => encodeURIComponent(value);

  await call('sign-up', '/api/auth/sign-up', json('POST', { username: email, password }));
  const signedIn = await call('sign-in', '/api/auth/sign-in', {
    ...json('POST', { username: email, password }),
    credentials: 'include',
  });
  let token: string = signedIn.access_token;
  const project = await call('create project', '/api/projects', bearer('POST', token));
  const map = await call(
    'create item',
    '/api/empathy-maps',
    json('POST', { projectSK: project.SK }, token),
  );
  const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, version, ...body } = map;
  await call('PATCH', '/api/empathy-maps', json('PATCH', { ...body, says: 'Hello' }, token));

  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 16;
  canvas.getContext('2d')!.fillRect(0, 0, 8, 8);
  const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  const form = new FormData();
  form.append('PK', PK);
  form.append('SK', SK);
  form.append('image', png, 'thumbnail.png');
  await call('upload', '/api/empathy-maps/upload-thumbnail', {
    ...bearer('POST', token),
    body: form,
  });

  const refreshed = await call('refresh', '/api/auth/refresh-tokens', {
    method: 'POST',
    credentials: 'include',
  });
  token = refreshed.access_token;
  const saved = await call('GET', `/api/empathy-maps/${key(PK)}/${key(SK)}`, bearer('GET', token));
  await call('DELETE item', `/api/empathy-maps/${key(PK)}/${key(SK)}`, bearer('DELETE', token));
  await call(
    'DELETE project',
    `/api/projects/${key(project.PK)}/${key(project.SK)}`,
    bearer('DELETE', token),
  );
  await call('sign-out', '/api/auth/revoke-token', { method: 'POST', credentials: 'include' });
  await call('refresh after sign-out', '/api/auth/refresh-tokens', {
    method: 'POST',
    credentials: 'include',
  });
  return { steps, says: saved.says as string, hasThumbnail: Boolean(saved.thumbnailPath) };
}

/**
 * Issue H6 item 10, in the client page: a persona with a photo, then what a client that
 * asks for fresh answers does (`cache: 'no-cache'` and a Cache-Control header, which need
 * a preflight), and the page showing the photo and the project's thumbnail as `<img>`s.
 */
async function thumbnailCycle({
  api,
  email,
  password,
}: {
  api: string;
  email: string;
  password: string;
}) {
  const steps: Record<string, number | string> = {};
  const call = async (step: string, path: string, init: RequestInit = {}) => {
    try {
      const response = await fetch(`${api}${path}`, init);
      steps[step] = response.status;
      return response;
    } catch (error) {
      steps[step] = `blocked: ${(error as Error).message}`;
      return null;
    }
  };
  const json = { 'content-type': 'application/json' };
  await call('sign-up', '/api/auth/sign-up', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
  });
  const signedIn = await call('sign-in', '/api/auth/sign-in', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
    credentials: 'include',
  });
  const token: string = (await signedIn!.json()).access_token;
  const bearer = { authorization: `Bearer ${token}` };
  const project = await (await call('project', '/api/projects', {
    method: 'POST',
    headers: bearer,
  }))!.json();
  const persona = await (await call('persona', '/api/ux-personas', {
    method: 'POST',
    headers: { ...bearer, ...json },
    body: JSON.stringify({ projectSK: project.SK }),
  }))!.json();
  const canvas = document.createElement('canvas');
  canvas.width = 24;
  canvas.height = 16;
  canvas.getContext('2d')!.fillRect(0, 0, 12, 8);
  const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  const form = new FormData();
  form.append('PK', persona.PK);
  form.append('SK', persona.SK);
  form.append('image', png, 'photo.png');
  await call('upload', '/api/ux-personas/upload-thumbnail', {
    method: 'POST',
    headers: bearer,
    body: form,
  });

  const fresh: RequestInit = {
    cache: 'no-cache',
    headers: { ...bearer, 'Cache-Control': 'no-cache' },
  };
  const key = (value: string) => encodeURIComponent(value);
  const photoAnswer = await call(
    'photo URL',
    `/api/ux-personas/thumbnailUrl/${key(persona.PK)}/${key(persona.SK)}`,
    fresh,
  );
  const photoUrl = photoAnswer ? await photoAnswer.text() : '';
  const projectsAnswer = await call('projects', '/api/projects', fresh);
  const thumbnailUrl: string = projectsAnswer
    ? (await projectsAnswer.json())[0].uxPersonaThumbnailPath
    : '';

  /** Shows an image in the page; its natural width once loaded, 0 if it failed. */
  const show = (src: string) =>
    new Promise<number>((resolve) => {
      const image = document.createElement('img');
      image.alt = 'thumbnail';
      image.onload = () => resolve(image.naturalWidth);
      image.onerror = () => resolve(0);
      image.src = src;
      document.body.append(image);
    });
  return {
    steps,
    photoUrl,
    widths: [await show(photoUrl || 'about:blank'), await show(thumbnailUrl || 'about:blank')],
  };
}

test.describe('a browser client on another allowed origin', () => {
  let pageServer: http.Server;
  let clientOrigin: string;
  let site: Site;

  test.beforeAll(async () => {
    pageServer = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Another origin</title><p>client</p>');
    });
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    clientOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
    site = await startSite({ env: { CORS_ORIGINS: clientOrigin } });
  });
  test.afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => pageServer?.close(resolve));
  });

  test('asks for fresh answers with Cache-Control and shows the saved thumbnails', async ({
    page,
  }) => {
    await page.goto(clientOrigin);
    const { email, password } = newCredentials();
    const result = await page.evaluate(thumbnailCycle, { api: site.url, email, password });
    expect(result.steps).toEqual({
      'sign-up': 201,
      'sign-in': 200,
      project: 201,
      persona: 201,
      upload: 200,
      'photo URL': 200,
      projects: 200,
    });
    // Absolute, on the site's own address: the client's origin has no such path.
    expect(result.photoUrl.startsWith(`${site.url}/api/images/`)).toBe(true);
    expect(result.widths).toEqual([24, 24]);
  });

  test('signs in, creates, edits, uploads, refreshes, deletes and signs out', async ({ page }) => {
    await page.goto(clientOrigin);
    expect(new URL(page.url()).origin).not.toBe(new URL(site.url).origin);
    const { email, password } = newCredentials();
    const result = await page.evaluate(editCycle, { api: site.url, email, password });
    expect(result).toEqual({
      steps: {
        'sign-up': 201,
        'sign-in': 200,
        'create project': 201,
        'create item': 201,
        PATCH: 200,
        upload: 200,
        refresh: 200,
        GET: 200,
        'DELETE item': 204,
        'DELETE project': 204,
        'sign-out': 200,
        'refresh after sign-out': 401,
      },
      says: 'Hello',
      hasThumbnail: true,
    });
  });
});
