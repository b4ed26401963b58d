import { describe, expect, it } from 'vitest';
import { remoteNamed } from './remote-named.ts';

const PACKAGES = ['mf-canvas', 'mf-ux-persona'];

describe('remoteNamed', () => {
  it('takes a package folder or a federation name', () => {
    const persona = { name: 'mf_ux_persona', folder: 'mf-ux-persona' };
    expect(remoteNamed('mf-ux-persona', PACKAGES)).toEqual(persona);
    expect(remoteNamed('mf_ux_persona', PACKAGES)).toEqual(persona);
  });

  it('takes a remote only the registry has, when it is offered (a rollback)', () => {
    expect(remoteNamed('mf_retired', PACKAGES, ['mf_retired'])).toEqual({
      name: 'mf_retired',
      folder: 'mf-retired',
    });
    expect(() => remoteNamed('mf_retired', PACKAGES)).toThrow(
      'No remote mf_retired (one of mf-canvas, mf-ux-persona): give its package folder',
    );
  });

  it('says which remotes there are when none or an unknown one is named', () => {
    expect(() => remoteNamed(undefined, PACKAGES)).toThrow(
      'Which remote? (one of mf-canvas, mf-ux-persona)',
    );
    expect(() => remoteNamed('shell', PACKAGES)).toThrow('No remote shell');
  });
});
