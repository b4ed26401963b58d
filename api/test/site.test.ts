import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SKIP, serverForSuite } from './harness.js';

/** A fake shell build, as Vite and tooling/precompress.mjs leave it. */
function makeShellBuild(root: string) {
  const write = (file: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
  write('shell/dist/assets/index-abc123.js', 'console.log("shell")');
  write('shell/dist/assets/index-abc123.js.gz', zlib.gzipSync('console.log("shell")'));
  write('shell/dist/assets/index-abc123.js.map', '{"version":3,"sources":["secret.ts"]}');
}

describe.skipIf(SKIP)('health, docs and security headers', () => {
  const suite = serverForSuite({ CORS_ORIGINS: 'http://localhost:5173' });

  it('answers the liveness check', async () => {
    const health = await suite.api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('publishes OpenAPI docs generated from the schemas', async () => {
    const spec = await suite.api.get('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.body.paths);
    for (const expected of [
      '/api/auth/sign-in',
      '/api/auth/refresh-tokens',
      '/api/projects/',
      '/api/projects/{PK}/{SK}',
      '/api/empathy-maps/{projectPK}',
      '/api/competitor-analysis/upload-thumbnail',
      '/api/ux-personas/thumbnailUrl/{PK}/{SK}',
    ]) {
      expect(paths).toContain(expected);
    }
    const signUp = spec.body.paths['/api/auth/sign-up'].post;
    expect(signUp.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    const ui = await suite.api.get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('sends security headers', async () => {
    const response = await suite.api.get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Served over plain http here; HSTS is in cross-origin.test.ts.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      suite.api.call('OPTIONS', '/api/projects', {
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await suite.api.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe.skipIf(SKIP)('without a built web app', () => {
  const suite = serverForSuite({ STATIC_ROOT: '/nonexistent-build-root' });

  it('says on / that the API is up', async () => {
    const page = await suite.api.get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('The API is up');
  });
});

describe.skipIf(SKIP)('serving the shell', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-builds-'));
  makeShellBuild(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const suite = serverForSuite({ STATIC_ROOT: root });

  it('serves the shell, and its index.html for client routes', async () => {
    for (const route of ['/', '/projects', '/uxpersonas/PROJECT_x/UXPERS_y']) {
      const page = await suite.api.get(route);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>shell</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await suite.api.get('/assets/index-abc123.js');
    expect(asset.text).toBe('console.log("shell")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the precompressed sibling to clients that accept it', async () => {
    const gzipped = await suite.api.get('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gzipped.headers.get('content-type')).toMatch(/javascript/);
    const plain = await suite.api.get('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe('console.log("shell")');
  });

  it('answers a page address with a broken percent-encoding with the shell, not JSON', async () => {
    for (const route of ['/project/garbage%%', '/nothing%FF', '/uxpersonas/%E0%A4%A?x=1']) {
      const page = await suite.api.get(route);
      expect(page.status, route).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('<title>shell</title>');
      // The site's own headers, as for any page.
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('keeps a JSON 400 for an API address with a broken percent-encoding', async () => {
    const response = await suite.api.get('/api/projects/garbage%%');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('never serves source maps', async () => {
    const map = await suite.api.get('/assets/index-abc123.js.map');
    expect(map.text).not.toContain('secret.ts');
  });

  it('never serves files outside the build folders', async () => {
    for (const probe of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const response = await suite.api.get(probe);
      expect(response.text).not.toContain('"name"');
    }
  });
});
