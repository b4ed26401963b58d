import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueExports } from './package-exports.ts';
import { sharedExportsOf } from './shared-exports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The workspace packages whose versions remotes depend on (architecture §4). */
const PACKAGES = ['shared-ui', 'editor-kit', 'shared-auth', 'shared-contracts'] as const;
const UPDATE = 'pnpm exec vitest run --project tooling shared-exports -u';

interface Snapshot {
  /** The package version when these exports were recorded. */
  version: string;
  exports: string[];
}

const semver = (version: string) =>
  version.split(/[.+-]/).slice(0, 3).map(Number) as [number, number, number];

/** Whether going from `from` to `to` is at least a minor (additions) or a major (removals) bump. */
function bumped(from: string, to: string, needed: 'minor' | 'major'): boolean {
  const [fromMajor, fromMinor] = semver(from);
  const [toMajor, toMinor] = semver(to);
  if (needed === 'major') return toMajor > fromMajor;
  return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
}

describe.each(PACKAGES)('%s keeps its version honest', (name) => {
  const dir = path.join(ROOT, name);
  const snapshotFile = path.join(dir, 'exports.snapshot.json');
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const exports = valueExports(path.join(dir, 'src', 'index.ts'));

  it('exports what its snapshot records, or has the version bump its change needs', async () => {
    const recorded = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as Snapshot;
    const added = exports.filter((n) => !recorded.exports.includes(n));
    const removed = recorded.exports.filter((n) => !exports.includes(n));
    const changed = added.length > 0 || removed.length > 0;
    if (changed) {
      const needed = removed.length > 0 ? 'major' : 'minor';
      expect(
        bumped(recorded.version, version, needed),
        `${name}'s exports changed (added: ${added.join(', ') || 'none'}; removed: ` +
          `${removed.join(', ') || 'none'}) but its version went from ${recorded.version} to ` +
          `${version}: bump the version (a ${needed} bump) in ${name}/package.json and ` +
          `update the snapshot (${UPDATE})`,
      ).toBe(true);
    }
    const expected: Snapshot = { version: changed ? version : recorded.version, exports };
    await expect(`${JSON.stringify(expected, null, 2)}\n`).toMatchFileSnapshot(
      snapshotFile,
      `update the snapshot: ${UPDATE}`,
    );
  });

  it('its real module exports exactly the names read from its source', async () => {
    const module = (await import(path.join(dir, 'src', 'index.ts'))) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual(exports);
  });
});

describe('the shell build', () => {
  it('lists what the shell provides: every shared package, with the names of our own', () => {
    const { shared } = sharedExportsOf(path.join(ROOT, 'shell'));
    expect(shared['shared-ui']).toEqual({
      version: JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-ui/package.json'), 'utf8'))
        .version,
      exports: valueExports(path.join(ROOT, 'shared-ui/src/index.ts')),
    });
    expect(shared['shared-auth']?.exports).toContain('apiFetch');
    expect(shared['editor-kit']?.exports).toContain('useFeatureEditor');
    // Provided trimmed: the names the workspace imports, not the package's all.
    expect(shared['react-router']?.exports).toContain('useNavigate');
    expect(shared['react-router']?.exports).not.toContain('MemoryRouter');
    // The data router's names left with it (a declarative router since shared-ui 2.4.0):
    // a remote still importing one is refused (contract-check.test.ts).
    for (const name of ['createBrowserRouter', 'RouterProvider', 'useBlocker', 'useRouteError']) {
      expect(shared['react-router']?.exports).not.toContain(name);
    }
    expect(shared.react?.version).toMatch(/^19\./);
    expect(shared.react?.exports).toBeUndefined();
  });
});
