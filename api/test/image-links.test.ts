import { beforeAll, describe, expect, it } from 'vitest';
import { ImageUrlSigner } from '../src/images/image-url-signer.js';
import { newFeature, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';

const REFUSED = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'This image link is invalid or has expired',
};

describe.skipIf(SKIP)('signed, expiring image links (filesystem store)', () => {
  const suite = serverForSuite();
  let user: SignedInUser;
  let item: { PK: string; SK: string };
  let url: string;

  beforeAll(async () => {
    user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    item = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    const upload = await uploadThumbnail(
      suite.api,
      user,
      'empathy-maps',
      item,
      await jpegThumbnail(),
    );
    url = upload.body.thumbnailPath;
  });

  /** The URL with one query parameter replaced. */
  const withParam = (name: string, value: string) => {
    const changed = new URL(url, suite.server.url);
    changed.searchParams.set(name, value);
    return `${changed.pathname}${changed.search}`;
  };

  it('hands out a URL with an expiry and a signature that loads the image', async () => {
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=[\w-]{43}$/);
    const expires = Number(new URL(url, suite.server.url).searchParams.get('expires')) * 1000;
    const ttl = suite.server.config.imageUrlTtlSeconds * 1000;
    expect(expires - Date.now()).toBeGreaterThan(ttl);
    expect(expires - Date.now()).toBeLessThanOrEqual(2 * ttl);

    const sent = Date.now();
    const image = await fetch(`${suite.server.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // Kept by the browser until the URL expires, not longer.
    const cacheControl = image.headers.get('cache-control')!;
    expect(cacheControl).toMatch(/^private, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)![1]);
    expect(maxAge).toBeLessThanOrEqual((expires - sent) / 1000);
    expect(maxAge).toBeGreaterThan(ttl / 1000);
  });

  it('gives the same URL in every response, so the browser cache serves it', async () => {
    const detail = await suite.api.get(
      `/api/empathy-maps/${pathKey(item.PK)}/${pathKey(item.SK)}`,
      {
        token: user.token,
      },
    );
    const list = await suite.api.get('/api/projects', { token: user.token });
    expect(detail.body.thumbnailPath).toBe(url);
    expect(list.body[0].empathyMapThumbnailPath).toBe(url);
  });

  it.each([
    ['an altered signature', () => withParam('signature', 'A'.repeat(43))],
    ['a later expiry', () => withParam('expires', String(Math.floor(Date.now() / 1000) + 9e6))],
    ['no query', () => url.slice(0, url.indexOf('?'))],
    ['a garbage expiry', () => withParam('expires', '1e99')],
    ['a repeated parameter', () => `${url}&signature=x`],
  ])('refuses %s with 403 and a readable message', async (_name, link) => {
    const response = await suite.api.get(link());
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
  });

  it('refuses an expired link exactly as a forged one, telling nothing more', async () => {
    const key = `images/${url.slice('/api/images/'.length, url.indexOf('?'))}`;
    const signer = new ImageUrlSigner(suite.server.config.jwtSecret);
    const expired = await suite.api.get(signer.pathOf(key, Date.now() - 1000));
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual(REFUSED);
    // A signature made with another secret (another site) is no better.
    const foreign = new ImageUrlSigner(crypto.getRandomValues(new Uint8Array(32)));
    expect((await suite.api.get(foreign.pathOf(key, Date.now() + 60_000))).body).toEqual(REFUSED);
    // Another image's file name under this signature.
    const other = url.replace(/[0-9a-f]{12}\.jpg/, '000000000000.jpg');
    expect((await suite.api.get(other)).body).toEqual(REFUSED);
  });

  it('answers 404 for a valid link once the image is deleted', async () => {
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const upload = await uploadThumbnail(
      suite.api,
      user,
      'ux-personas',
      persona,
      await jpegThumbnail(),
    );
    const path = `/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
    expect((await suite.api.delete(path, { token: user.token })).status).toBe(204);
    expect((await suite.api.get(upload.body.thumbnailPath)).status).toBe(404);
  });
});
