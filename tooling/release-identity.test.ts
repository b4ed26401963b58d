import { describe, expect, it } from 'vitest';
import { contentHash, releaseLabel } from './release-identity.ts';

const build = [
  { fileName: 'remoteEntry.js', code: 'export const entry = 1;' },
  { fileName: 'assets/App-abc.js', code: 'export default 2;' },
  { fileName: 'assets/App-abc.css', source: '.app{}' },
];

describe('contentHash', () => {
  it('is the same for the same files in any order, whatever the manifest, stats and maps say', () => {
    const hash = contentHash(build);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(
      contentHash([
        ...[...build].reverse(),
        { fileName: 'mf-manifest.json', source: '{"any":"thing"}' },
        { fileName: 'mf-stats.json', source: '{}' },
        { fileName: '.vite/manifest.json', source: '{}' },
        { fileName: 'remoteEntry.js.map', source: '{"names":["b","a"]}' },
      ]),
    ).toBe(hash);
  });

  it('changes with any served byte', () => {
    const changed = build.map((file) =>
      file.fileName === 'assets/App-abc.js' ? { ...file, code: 'export default 3;' } : file,
    );
    expect(contentHash(changed)).not.toBe(contentHash(build));
  });

  it('makes a labelled build a release of its own, one per label', () => {
    const plain = contentHash(build);
    const labelled = contentHash(build, 'hotfix-42');
    expect(labelled).not.toBe(plain);
    expect(contentHash(build, 'hotfix-42')).toBe(labelled);
    expect(contentHash(build, 'hotfix-43')).not.toBe(labelled);
  });
});

describe('releaseLabel', () => {
  it('is VITE_RELEASE_LABEL, without surrounding blanks, and nothing when blank', () => {
    expect(releaseLabel({ VITE_RELEASE_LABEL: ' hotfix-42 ' })).toBe('hotfix-42');
    expect(releaseLabel({ VITE_RELEASE_LABEL: '  ' })).toBeUndefined();
    expect(releaseLabel({})).toBeUndefined();
  });
});
