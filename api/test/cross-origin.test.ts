import { describe, expect, it } from 'vitest';
import { ApiClient, newFeature, newProject, newUser, pathKey } from './client.js';
import { SKIP, serverForSuite, startServer } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';

/**
 * Headers for browsers (issue 17): a client on an origin listed in CORS_ORIGINS may use
 * every method and header of the API (the full edit cycle runs in a browser in
 * e2e/tests/cross-origin.spec.ts), and HSTS is only sent by a site served over https.
 */

const CLIENT = 'http://localhost:5174';

describe.skipIf(SKIP)('CORS for an allowed origin', () => {
  const suite = serverForSuite({ CORS_ORIGINS: CLIENT });

  it.each(['GET', 'POST', 'PATCH', 'DELETE'])(
    'lets a preflight for %s with a bearer token and JSON through',
    async (method) => {
      const preflight = await suite.api.call('OPTIONS', '/api/empathy-maps', {
        headers: {
          origin: CLIENT,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      const header = (name: string) => preflight.headers.get(name) ?? '';
      const list = (name: string) => header(name).toLowerCase().split(/,\s*/);
      expect(header('access-control-allow-origin')).toBe(CLIENT);
      expect(header('access-control-allow-credentials')).toBe('true');
      expect(list('access-control-allow-methods')).toContain(method.toLowerCase());
      expect(list('access-control-allow-headers')).toEqual(
        expect.arrayContaining(['authorization', 'content-type']),
      );
    },
  );

  it("lets through the request headers a JSON API's clients commonly send", async () => {
    // fetch(…, { cache: 'no-cache', headers: { 'Cache-Control': 'no-cache' } }) and friends.
    const asked = [
      'authorization',
      'cache-control',
      'pragma',
      'if-none-match',
      'if-modified-since',
      'x-requested-with',
      'accept-language',
    ];
    const preflight = await suite.api.call('OPTIONS', '/api/ux-personas/thumbnailUrl/a/b', {
      headers: {
        origin: CLIENT,
        'access-control-request-method': 'GET',
        'access-control-request-headers': asked.join(', '),
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(asked));
  });

  it('lets it read Retry-After, and allows no other origin', async () => {
    const answer = await suite.api.get('/api/health', { headers: { origin: CLIENT } });
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const other = await suite.api.call('OPTIONS', '/api/empathy-maps', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** A persona with a photo; its photo URL and detail as `headers` ask for them. */
async function personaPhoto(api: ApiClient, headers: Record<string, string>) {
  const user = await newUser(api);
  const project = await newProject(api, user);
  const persona = await newFeature(api, user, 'ux-personas', project.SK);
  const upload = await uploadThumbnail(api, user, 'ux-personas', persona, await jpegThumbnail());
  expect(upload.status).toBe(200);
  const keys = `${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
  const url = await api.get(`/api/ux-personas/thumbnailUrl/${keys}`, {
    token: user.token,
    headers,
  });
  const detail = await api.get(`/api/ux-personas/${keys}`, { token: user.token, headers });
  const projects = await api.get('/api/projects', { token: user.token, headers });
  return { url, detail, projects };
}

describe.skipIf(SKIP)('image URLs for a client on another origin', () => {
  const suite = serverForSuite({ CORS_ORIGINS: CLIENT, PUBLIC_URL: 'http://127.0.0.1:1' });

  it('are absolute on the configured PUBLIC_URL, and say they vary by Origin', async () => {
    const { url, detail, projects } = await personaPhoto(suite.api, { origin: CLIENT });
    expect(url.status).toBe(200);
    expect(url.text).toMatch(
      /^http:\/\/127\.0\.0\.1:1\/api\/images\/[^?]+\?expires=\d+&signature=/,
    );
    expect(detail.body.thumbnailPath).toBe(url.text);
    expect(projects.body[0].uxPersonaThumbnailPath).toBe(url.text);
    expect(url.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('stay relative for pages of the site and for clients without a browser', async () => {
    const pages: Record<string, string>[] = [{}, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of pages) {
      const { url, detail } = await personaPhoto(suite.api, headers);
      expect(url.text).toMatch(/^\/api\/images\//);
      expect(detail.body.thumbnailPath).toBe(url.text);
      expect(url.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });

  it('are allowed by the CSP of the site, and the image may be shown by other origins', async () => {
    const page = await suite.api.get('/api/health');
    expect(page.headers.get('content-security-policy')).toMatch(
      /img-src 'self' data: blob: http:\/\/127\.0\.0\.1:1[ ;]/,
    );
    const { url } = await personaPhoto(suite.api, {});
    const image = await suite.api.get(url.text, { headers: { origin: CLIENT } });
    expect(image.status).toBe(200);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe.skipIf(SKIP)('image URLs for another origin without PUBLIC_URL', () => {
  const suite = serverForSuite({ CORS_ORIGINS: CLIENT });

  it('are absolute on the address the request was sent to, and load from there', async () => {
    const { url } = await personaPhoto(suite.api, { origin: CLIENT });
    expect(url.text.startsWith(`${suite.server.url}/api/images/`)).toBe(true);
    const image = await fetch(url.text);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe.skipIf(SKIP)('Strict-Transport-Security', () => {
  it('is not sent by a site served over plain http', async () => {
    const server = await startServer({ PUBLIC_URL: 'http://intranet.example:8080' });
    try {
      const answer = await new ApiClient(server.url).get('/api/health');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('is sent by a site served over https', async () => {
    const server = await startServer({ PUBLIC_URL: 'https://ux.example.com' });
    try {
      const answer = await new ApiClient(server.url).get('/api/health');
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await server.close();
    }
  });
});
