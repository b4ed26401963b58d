import { describe, expect, it } from 'vitest';
import { remotesManifest } from './remotes.js';

const at = (entry: string) => ({ entry, version: '0.1.0+abc123' });

describe('remotesManifest', () => {
  it('maps lower-case remote names to their current release', () => {
    const manifest = {
      shell: at('/shell/mf-manifest.json'),
      ux_persona: at('/p/mf-manifest.json'),
    };
    expect(remotesManifest.parse(manifest)).toEqual(manifest);
    expect(remotesManifest.parse({})).toEqual({});
  });

  it.each(['UxPersona', 'ux-persona', '1remote', '_remote', ''])('refuses the name %j', (name) => {
    const result = remotesManifest.safeParse({ [name]: at('/x/mf-manifest.json') });
    expect(result.success).toBe(false);
    // zod 4 reports a bad record key as `invalid_key`, with the regex issue nested inside.
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('invalid_key');
    expect(issue?.path).toEqual([name]);
    expect(JSON.stringify(issue)).toContain('Remote names use lower case and underscores');
  });

  it('refuses an empty URL, a missing version and a bare string', () => {
    expect(remotesManifest.safeParse({ shell: at('') }).success).toBe(false);
    expect(remotesManifest.safeParse({ shell: { entry: '/m.json' } }).success).toBe(false);
    expect(remotesManifest.safeParse({ shell: '/m.json' }).success).toBe(false);
  });
});
