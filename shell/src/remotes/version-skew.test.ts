import { describe, expect, it } from 'vitest';
import { findVersionSkew, hostSingletonVersions } from './version-skew';

const singleton = { singleton: true };

describe('hostSingletonVersions', () => {
  it("keeps the host's own singletons, not what remotes registered", () => {
    const versions = hostSingletonVersions(
      {
        react: [
          { version: '19.3.1', from: 'shell', shareConfig: singleton },
          { version: '19.4.0', from: 'mf_canvas', shareConfig: singleton },
        ],
        'shared-ui': [{ version: '0.2.0', from: 'shell', shareConfig: singleton }],
        lodash: [{ version: '4.17.21', from: 'shell', shareConfig: { singleton: false } }],
        zod: [{ version: '4.6.7', from: 'mf_canvas', shareConfig: singleton }],
      },
      'shell',
    );
    expect([...versions]).toEqual([
      ['react', '19.3.1'],
      ['shared-ui', '0.2.0'],
    ]);
  });
});

describe('findVersionSkew', () => {
  const provided = new Map([
    ['react', '19.3.1'],
    ['shared-ui', '0.2.0'],
    ['shared-auth', '1.0.0'],
  ]);

  it('finds nothing when the host satisfies every requirement', () => {
    const required = [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'shared-ui', requiredVersion: '^0.2.0' },
      { name: 'shared-auth', requiredVersion: '~1.0.0' },
    ];
    expect(findVersionSkew(required, provided)).toEqual({ skews: [], unreadable: [] });
  });

  it('names each package the host cannot satisfy, with both versions', () => {
    const required = [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: 'shared-ui', requiredVersion: '^0.3.0' },
      { name: 'shared-auth', requiredVersion: '^2.0.0' },
    ];
    expect(findVersionSkew(required, provided).skews).toEqual([
      { package: 'shared-ui', required: '^0.3.0', provided: '0.2.0', remoteIsOlder: false },
      { package: 'shared-auth', required: '^2.0.0', provided: '1.0.0', remoteIsOlder: false },
    ]);
  });

  it('refuses a remote built against the kit of i18next days (editor-kit 3) on a 4.x host', () => {
    // Such a build also asks for i18next and react-i18next, which a 4.x host no longer
    // provides; its editor-kit range is what names the mismatch.
    const host = new Map([...provided, ['editor-kit', '4.0.0']]);
    const required = [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: 'i18next', requiredVersion: '^26.7.2' },
      { name: 'react-i18next', requiredVersion: '^17.1.13' },
      { name: 'editor-kit', requiredVersion: '^3.1.0' },
    ];
    expect(findVersionSkew(required, host)).toEqual({
      skews: [
        { package: 'editor-kit', required: '^3.1.0', provided: '4.0.0', remoteIsOlder: true },
      ],
      unreadable: [],
    });
  });

  it('ignores packages the host does not provide and shares without a requirement', () => {
    const required = [
      { name: 'zod', requiredVersion: '^9.0.0' },
      { name: 'shared-ui', requiredVersion: false as const },
      { name: 'shared-auth' },
    ];
    expect(findVersionSkew(required, provided)).toEqual({ skews: [], unreadable: [] });
  });

  it('sets aside ranges it cannot read instead of refusing the remote', () => {
    const required = [{ name: 'react', requiredVersion: '>=18' }];
    expect(findVersionSkew(required, provided)).toEqual({ skews: [], unreadable: required });
  });
});
