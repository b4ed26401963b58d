import { describe, expect, it } from 'vitest';
import { ApiClient } from './client.js';
import { SKIP, serverForSuite, startServer } from './harness.js';

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

  it('lets it read Retry-After, and allows no other origin', async () => {
    const answer = await suite.api.get('/api/health', { headers: { origin: CLIENT } });
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const other = await suite.api.call('OPTIONS', '/api/empathy-maps', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
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
