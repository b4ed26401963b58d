import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redactShareTokens } from './log-redaction.js';

const token = () => randomBytes(32).toString('base64url');

describe('redactShareTokens', () => {
  it('writes the token of a share page or a share lookup as [token]', () => {
    const t = token();
    expect(redactShareTokens(`/s/${t}`)).toBe('/s/[token]');
    expect(redactShareTokens(`/api/shared/${t}`)).toBe('/api/shared/[token]');
  });

  it('keeps what follows the token: a query, a fragment, a further segment', () => {
    const t = token();
    expect(redactShareTokens(`/s/${t}?utm=mail#top`)).toBe('/s/[token]?utm=mail#top');
    expect(redactShareTokens(`/api/shared/${t}/extra`)).toBe('/api/shared/[token]/extra');
  });

  it('finds tokens inside a JSON log line, a message and a stack, every one of them', () => {
    const [a, b] = [token(), token()];
    const line = JSON.stringify({
      req: { method: 'GET', url: `/api/shared/${a}` },
      msg: `Route GET:/s/${b} not found`,
      err: { stack: `Error: at GET http://127.0.0.1:8080/s/${a}\n    at handler` },
    });
    const redacted = redactShareTokens(line);
    expect(redacted).not.toContain(a);
    expect(redacted).not.toContain(b);
    expect(JSON.parse(redacted)).toEqual({
      req: { method: 'GET', url: '/api/shared/[token]' },
      msg: 'Route GET:/s/[token] not found',
      err: { stack: 'Error: at GET http://127.0.0.1:8080/s/[token]\n    at handler' },
    });
  });

  it('catches the addresses a client may mangle: other case, doubled slashes, malformed tokens', () => {
    const t = token();
    expect(redactShareTokens(`/S/${t}`)).toBe('/S/[token]');
    expect(redactShareTokens(`/API/Shared/${t}`)).toBe('/API/Shared/[token]');
    expect(redactShareTokens(`//s//${t}`)).toBe('//s//[token]');
    expect(redactShareTokens(`/api/shared/${t}%20and-more`)).toBe('/api/shared/[token]');
  });

  it('leaves other addresses, and an already redacted one, as they are', () => {
    for (const text of [
      '/api/share-links?projectSK=PROJECT%23x',
      '/api/projects/USER%23a/PROJECT%23b',
      '/s/',
      '/api/shared/',
      '/s/[token]',
      'GET /sitemaps/x',
    ]) {
      expect(redactShareTokens(text)).toBe(text);
    }
  });
});
