import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRY,
  hostedOrigins,
  parseRegistry,
  previousVersion,
  pruned,
  type Release,
  type ReleaseRegistry,
  releasedEditor,
  releaseEntry,
  remoteInFolder,
  withCurrent,
  withoutRemote,
  withRelease,
} from './registry.js';
import { editorFor } from './testing.js';

const at = '2026-01-01T00:00:00.000Z';
const local = (version: string): Release => ({ version, commit: 'abc1234', publishedAt: at });
const hosted = (version: string, entry: string): Release => ({ ...local(version), entry });

/** A registry where `name` has `versions` (oldest first) and `current`. */
function registryWith(name: string, versions: string[], current: string): ReleaseRegistry {
  const added = versions.reduce((r, v) => withRelease(r, name, local(v)), EMPTY_REGISTRY);
  return withCurrent(added, name, current);
}

const versions = (registry: ReleaseRegistry, name: string) =>
  registry.remotes[name]?.releases.map((r) => r.version);

describe('parseRegistry', () => {
  it('reads a registry and gives it back as written', () => {
    const registry = withRelease(
      registryWith('mf_canvas', ['0.1.0+aaaa0001'], '0.1.0+aaaa0001'),
      'mf_canvas',
      { ...local('0.2.0+bbbb0002'), editor: editorFor('mf_canvas') },
    );
    expect(parseRegistry(JSON.stringify(registry))).toEqual(registry);
  });

  const withReleases = (...releases: Release[]) =>
    JSON.stringify({ remotes: { mf_canvas: { current: null, releases } } });
  it.each([
    ['text that is not JSON', '', /not JSON/],
    [
      'a current version that is not kept',
      '{"remotes":{"mf_canvas":{"current":"0.1.0+a","releases":[]}}}',
      /mf_canvas names a current version that is not among its releases/,
    ],
    ['a version twice', withReleases(local('0.1.0'), local('0.1.0')), /lists a version twice/],
    ['a version that is a path', withReleases(local('../../etc')), /version like 0.1.0\+3f9a12c4/],
    [
      'an entry that is not http(s)',
      withReleases(hosted('1.0.0', 'javascript:alert(1)')),
      /entry must be an http\(s\) URL/,
    ],
    [
      'a malformed description',
      withReleases({ ...local('1.0.0'), editor: { ...editorFor('mf_canvas'), devPort: 80 } }),
      /remotes.mf_canvas.releases.0.editor devPort must be a whole number from 1024 to 65535/,
    ],
    [
      "another remote's description",
      withReleases({ ...local('1.0.0'), editor: editorFor('mf_sitemap') }),
      /remotes.mf_canvas.releases.0.editor.remote names mf_sitemap, not mf_canvas/,
    ],
    [
      'a remote name that is no federation name',
      '{"remotes":{"Bad-Name":{"current":null,"releases":[]}}}',
      /remotes.Bad-Name Invalid key/,
    ],
  ])('says what is wrong with %s', (_what, text, message) => {
    expect(() => parseRegistry(text)).toThrow(message);
  });
});

describe('changing releases', () => {
  it('adds a version once; the same version elsewhere is refused', () => {
    const once = withRelease(EMPTY_REGISTRY, 'mf_canvas', local('0.1.0+a'));
    expect(withRelease(once, 'mf_canvas', local('0.1.0+a'))).toBe(once);
    expect(() =>
      withRelease(once, 'mf_canvas', hosted('0.1.0+a', 'https://cdn.example/a/mf-manifest.json')),
    ).toThrow(/already registered at this server/);
  });

  it('switches only to a kept release, and says which are kept', () => {
    const registry = registryWith('mf_canvas', ['0.1.0+a', '0.1.0+b'], '0.1.0+b');
    expect(withCurrent(registry, 'mf_canvas', '0.1.0+a').remotes.mf_canvas?.current).toBe(
      '0.1.0+a',
    );
    expect(() => withCurrent(registry, 'mf_canvas', '0.1.0+z')).toThrow(
      'mf_canvas has no release 0.1.0+z (kept: 0.1.0+a, 0.1.0+b)',
    );
  });

  it('rolls back to the release listed before the current one', () => {
    const registry = registryWith('mf_canvas', ['0.1.0+a', '0.1.0+b', '0.1.0+c'], '0.1.0+c');
    expect(previousVersion(registry, 'mf_canvas')).toBe('0.1.0+b');
    expect(previousVersion(withCurrent(registry, 'mf_canvas', '0.1.0+b'), 'mf_canvas')).toBe(
      '0.1.0+a',
    );
    expect(previousVersion(withCurrent(registry, 'mf_canvas', '0.1.0+a'), 'mf_canvas')).toBeNull();
    expect(previousVersion(EMPTY_REGISTRY, 'mf_canvas')).toBeNull();
  });
});

describe('pruned', () => {
  const all = ['0.1.0+1', '0.1.0+2', '0.1.0+3', '0.1.0+4', '0.1.0+5'];

  it('keeps the newest releases', () => {
    const { registry, removed } = pruned(registryWith('mf_canvas', all, '0.1.0+5'), 'mf_canvas', 3);
    expect(versions(registry, 'mf_canvas')).toEqual(['0.1.0+3', '0.1.0+4', '0.1.0+5']);
    expect(removed.map((r) => r.version)).toEqual(['0.1.0+1', '0.1.0+2']);
  });

  it('never drops the current release or the one before it, however old', () => {
    const rolledBack = registryWith('mf_canvas', all, '0.1.0+2');
    const { registry } = pruned(rolledBack, 'mf_canvas', 2);
    expect(versions(registry, 'mf_canvas')).toEqual(['0.1.0+1', '0.1.0+2', '0.1.0+4', '0.1.0+5']);
  });

  it('changes nothing when there is nothing to drop', () => {
    const registry = registryWith('mf_canvas', all.slice(0, 2), '0.1.0+2');
    expect(pruned(registry, 'mf_canvas', 5)).toEqual({ registry, removed: [] });
  });
});

describe('what the site serves from the registry', () => {
  const cdn = 'https://cdn.example/persona/0.2.0+b/mf-manifest.json';
  const registry = withCurrent(
    withRelease(
      registryWith('mf_ux_persona', ['0.1.0+a'], '0.1.0+a'),
      'mf_ux_persona',
      hosted('0.2.0+b', cdn),
    ),
    'mf_ux_persona',
    '0.2.0+b',
  );

  it("names a release's manifest: its hosted entry, or the folder this server serves", () => {
    expect(releaseEntry('mf_ux_persona', hosted('0.2.0+b', cdn))).toBe(cdn);
    expect(releaseEntry('mf_ux_persona', local('0.1.0+a'))).toBe(
      '/remotes/mf-ux-persona/0.1.0+a/mf-manifest.json',
    );
  });

  it("finds a remote by its release folder, among the registry's own only", () => {
    expect(remoteInFolder(registry, 'mf-ux-persona')).toBe('mf_ux_persona');
    expect(remoteInFolder(registry, 'mf-canvas')).toBeUndefined();
    expect(remoteInFolder(withoutRemote(registry, 'mf_ux_persona'), 'mf-ux-persona')).toBe(
      undefined,
    );
  });

  it("describes a remote by its current release's description, else the newest kept one's", () => {
    const first = editorFor('mf_ux_persona', { label: 'First' });
    const second = editorFor('mf_ux_persona', { label: 'Second' });
    const described = [
      { ...local('0.1.0+a'), editor: first },
      { ...local('0.1.0+b'), editor: second },
      // Published before releases carried a description.
      local('0.1.0+c'),
    ].reduce((r, release) => withRelease(r, 'mf_ux_persona', release), EMPTY_REGISTRY);
    expect(
      releasedEditor(withCurrent(described, 'mf_ux_persona', '0.1.0+a'), 'mf_ux_persona'),
    ).toBe(first);
    expect(
      releasedEditor(withCurrent(described, 'mf_ux_persona', '0.1.0+c'), 'mf_ux_persona'),
    ).toBe(second);
    expect(releasedEditor(registry, 'mf_ux_persona')).toBeUndefined();
  });

  it('lists the origins of every kept hosted release, current or not', () => {
    const rolledBack = withCurrent(registry, 'mf_ux_persona', '0.1.0+a');
    expect(hostedOrigins(rolledBack)).toEqual(['https://cdn.example']);
    expect(hostedOrigins(EMPTY_REGISTRY)).toEqual([]);
  });
});
