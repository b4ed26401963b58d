import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReleaseStore } from './release-store.js';
import { editorFor, writeEditorFile } from './testing.js';

const CANVAS = 'mf_canvas';

let root: string;
let store: ReleaseStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-releases-'));
  store = new ReleaseStore(path.join(root, 'releases'), 3);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A build from before builds carried their description. */
const NO_DESCRIPTION = Symbol('no editor.json');

/** A remote build as Vite leaves it: the release's files and development material. */
function writeBuild(folder: string, version: string, editor: unknown = editorFor(CANVAS)) {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: CANVAS,
      metaData: { buildInfo: { buildVersion: version, commit: 'abc1234' } },
    }),
    'remoteEntry.js': `export const version = '${version}';`,
    'assets/App-1.js': 'export default 1',
    'assets/App-1.js.map': '{}',
    'index.html': '<h1>standalone, with a sign-in bar</h1>',
    'index.html.gz': 'gz',
    'mf-stats.json': '{}',
    '.vite/manifest.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  if (editor !== NO_DESCRIPTION) writeEditorFile(folder, editor);
  return folder;
}

/** Builds `version` into a staging folder and publishes it. */
const publish = (version: string) => {
  const staged = writeBuild(store.stagingFolder(CANVAS), version);
  return store.publish(CANVAS, staged, { version, commit: 'abc1234' });
};

const registered = () => store.registry.readStrict().remotes.mf_canvas;
const folderExists = (version: string) => fs.existsSync(store.folderOf(CANVAS, version));

describe('publishing a release', () => {
  it('moves the staged build into its own folder, without development pages, and switches', async () => {
    expect(await publish('0.1.0+a')).toEqual({ current: '0.1.0+a', previous: null, removed: [] });
    const folder = store.folderOf(CANVAS, '0.1.0+a');
    expect(fs.readdirSync(folder, { recursive: true }).sort()).toEqual([
      'assets',
      'assets/App-1.js',
      // Kept for reading stack traces of exactly this release; never served.
      'assets/App-1.js.map',
      'editor.json',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(registered()).toMatchObject({
      current: '0.1.0+a',
      // The description the build carries travels with the release.
      releases: [{ version: '0.1.0+a', commit: 'abc1234', editor: editorFor(CANVAS) }],
    });
    // Nothing is left half-made in the staging area.
    expect(fs.readdirSync(path.join(store.dir, '.staging'))).toEqual([]);
  });

  it('leaves an older release untouched and served beside the new one', async () => {
    await publish('0.1.0+a');
    const before = fs.readFileSync(path.join(store.folderOf(CANVAS, '0.1.0+a'), 'remoteEntry.js'));
    expect(await publish('0.1.0+b')).toMatchObject({ current: '0.1.0+b', previous: '0.1.0+a' });
    expect(fs.readFileSync(path.join(store.folderOf(CANVAS, '0.1.0+a'), 'remoteEntry.js'))).toEqual(
      before,
    );
  });

  it('takes the same version again as the same release', async () => {
    await publish('0.1.0+a');
    await publish('0.1.0+b');
    await publish('0.1.0+a');
    expect(registered()?.releases.map((r) => r.version)).toEqual(['0.1.0+a', '0.1.0+b']);
    expect(registered()?.current).toBe('0.1.0+a');
  });

  it('keeps the configured number of releases and deletes the folders of the others', async () => {
    for (const version of ['0.1.0+1', '0.1.0+2', '0.1.0+3']) await publish(version);
    expect(await publish('0.1.0+4')).toMatchObject({ removed: ['0.1.0+1'] });
    expect(folderExists('0.1.0+1')).toBe(false);
    expect(['0.1.0+2', '0.1.0+3', '0.1.0+4'].every(folderExists)).toBe(true);
  });

  it('serialises writers: concurrent publications all land', async () => {
    const wide = new ReleaseStore(store.dir, 10);
    await Promise.all(
      ['0.1.0+1', '0.1.0+2', '0.1.0+3', '0.1.0+4'].map((version) =>
        wide.publish(CANVAS, writeBuild(wide.stagingFolder(CANVAS), version), {
          version,
          commit: 'abc1234',
        }),
      ),
    );
    expect(registered()?.releases).toHaveLength(4);
    // Only the registry and the lock's absence: no temporary files left beside it.
    expect(fs.readdirSync(store.dir).sort()).toEqual(['.staging', 'mf-canvas', 'registry.json']);
  });

  it.each([
    [
      'no description',
      NO_DESCRIPTION,
      /has no editor\.json: a remote's build writes its description there/,
    ],
    [
      'a malformed description',
      { ...editorFor(CANVAS), route: '/Bad Route', words: {} },
      /editor\.json is not a usable editor description: route has an unusable form \("\/Bad Route"\); words must hold the English words/,
    ],
    [
      "another remote's description",
      editorFor('mf_sitemap'),
      /editor\.json describes mf_sitemap, not mf_canvas/,
    ],
  ])('refuses a build with %s, and changes nothing', async (_what, editor, message) => {
    await publish('0.1.0+a');
    const staged = writeBuild(store.stagingFolder(CANVAS), '0.1.0+b', editor);
    await expect(
      store.publish(CANVAS, staged, { version: '0.1.0+b', commit: 'abc' }),
    ).rejects.toThrow(message);
    expect(registered()?.releases.map((r) => r.version)).toEqual(['0.1.0+a']);
    expect(folderExists('0.1.0+b')).toBe(false);
  });

  it('clears a lock left by a process that is gone', async () => {
    fs.mkdirSync(store.dir, { recursive: true });
    fs.writeFileSync(path.join(store.dir, 'registry.lock'), `${os.hostname()} 999999999`);
    await publish('0.1.0+a');
    expect(registered()?.current).toBe('0.1.0+a');
  });
});

describe('rolling back', () => {
  it('goes to the previous release by default, or to a named one', async () => {
    for (const version of ['0.1.0+1', '0.1.0+2', '0.1.0+3']) await publish(version);
    expect(await store.rollback(CANVAS)).toMatchObject({ current: '0.1.0+2', previous: '0.1.0+3' });
    expect(await store.rollback(CANVAS)).toMatchObject({ current: '0.1.0+1' });
    expect(await store.rollback(CANVAS, '0.1.0+3')).toMatchObject({ current: '0.1.0+3' });
  });

  it('says when there is nothing to go back to, and changes nothing', async () => {
    await expect(store.rollback(CANVAS)).rejects.toThrow('mf_canvas has no releases yet');
    await publish('0.1.0+1');
    await expect(store.rollback(CANVAS)).rejects.toThrow(
      'mf_canvas has no release before 0.1.0+1 to roll back to',
    );
    await expect(store.rollback(CANVAS, '9.9.9')).rejects.toThrow(/no release 9.9.9/);
    expect(registered()?.current).toBe('0.1.0+1');
  });
});

describe('taking in dist/ at start-up', () => {
  const dist = () => path.join(root, 'mf-canvas', 'dist');
  /** A new server process: a store of its own over the same folder. */
  const restart = () => new ReleaseStore(store.dir, 3).importBuild(dist());

  it('has nothing to do without a build', async () => {
    expect(await restart()).toEqual({ kind: 'none' });
  });

  it('publishes a new build once, and leaves dist/ as it was', async () => {
    writeBuild(dist(), '0.1.0+a');
    expect(await restart()).toMatchObject({
      kind: 'published',
      remote: CANVAS,
      current: '0.1.0+a',
    });
    expect(await restart()).toEqual({ kind: 'unchanged', remote: CANVAS, version: '0.1.0+a' });
    expect(fs.existsSync(path.join(dist(), 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(store.folderOf(CANVAS, '0.1.0+a'), 'index.html'))).toBe(false);
  });

  it('publishes a rebuild, while a rollback survives a restart', async () => {
    writeBuild(dist(), '0.1.0+a');
    await restart();
    fs.rmSync(dist(), { recursive: true });
    writeBuild(dist(), '0.1.0+b');
    expect(await restart()).toMatchObject({ kind: 'published', current: '0.1.0+b' });
    await store.rollback(CANVAS);
    expect(await restart()).toEqual({ kind: 'unchanged', remote: CANVAS, version: '0.1.0+b' });
    expect(registered()?.current).toBe('0.1.0+a');
  });

  it('never brings back a build whose release was pruned', async () => {
    writeBuild(dist(), '0.1.0+a');
    await restart();
    for (const version of ['0.1.0+2', '0.1.0+3', '0.1.0+4']) await publish(version);
    expect(folderExists('0.1.0+a')).toBe(false);
    expect(await restart()).toEqual({ kind: 'unchanged', remote: CANVAS, version: '0.1.0+a' });
    expect(registered()?.current).toBe('0.1.0+4');
  });

  it('learns which remote a build is from its description, and refuses one that disagrees with its manifest', async () => {
    writeBuild(dist(), '0.1.0+a', editorFor('mf_sitemap'));
    await expect(restart()).rejects.toThrow(/editor\.json describes mf_sitemap, not mf_canvas/);
    fs.rmSync(path.join(dist(), 'editor.json'));
    await expect(restart()).rejects.toThrow(/has no editor\.json/);
    expect(store.registry.readStrict()).toEqual({ remotes: {} });
  });
});

describe('a release hosted elsewhere', () => {
  it('is registered with its manifest URL and never deleted from disk', async () => {
    await publish('0.1.0+a');
    const entry = 'https://cdn.example/canvas/0.2.0+b/mf-manifest.json';
    const editor = editorFor(CANVAS, { label: 'Canvas from the CDN' });
    const identity = { version: '0.2.0+b', commit: 'def5678' };
    const outcome = await store.register(CANVAS, identity, entry, editor);
    expect(outcome).toMatchObject({ current: '0.2.0+b', previous: '0.1.0+a' });
    expect(registered()?.releases[1]).toMatchObject({ version: '0.2.0+b', entry, editor });
    expect(folderExists('0.2.0+b')).toBe(false);
  });

  it('is refused without a usable description of its remote', async () => {
    const entry = 'https://cdn.example/canvas/0.2.0+b/mf-manifest.json';
    const identity = { version: '0.2.0+b', commit: 'def5678' };
    await expect(store.register(CANVAS, identity, entry, null)).rejects.toThrow(
      `${entry}'s editor.json is not a usable editor description: the description is not an object`,
    );
    await expect(store.register(CANVAS, identity, entry, editorFor('mf_sitemap'))).rejects.toThrow(
      'describes mf_sitemap, not mf_canvas',
    );
    expect(registered()).toBeUndefined();
  });
});

describe('taking a remote out of the registry', () => {
  it('forgets its releases and deletes their folders, leaving the other remotes alone', async () => {
    await publish('0.1.0+a');
    const sitemap = 'mf_sitemap';
    const staged = writeBuild(store.stagingFolder(sitemap), '0.3.0+s', editorFor(sitemap));
    await store.publish(sitemap, staged, { version: '0.3.0+s', commit: 'abc' });
    expect(await store.remove(CANVAS)).toMatchObject({ current: '0.1.0+a' });
    expect(Object.keys(store.registry.readStrict().remotes)).toEqual([sitemap]);
    expect(folderExists('0.1.0+a')).toBe(false);
    expect(fs.existsSync(store.folderOf(sitemap, '0.3.0+s'))).toBe(true);
    expect(await store.remove(CANVAS)).toBeNull();
  });
});

describe('reading the registry while serving', () => {
  it('sees every switch without a restart, and reports a broken file once while serving the last good one', async () => {
    const problems: string[] = [];
    const read = () => store.registry.read((error) => problems.push(error.message));
    expect(read()).toEqual({ remotes: {} });
    await publish('0.1.0+a');
    expect(read().remotes.mf_canvas?.current).toBe('0.1.0+a');
    await publish('0.1.0+b');
    expect(read().remotes.mf_canvas?.current).toBe('0.1.0+b');

    fs.writeFileSync(store.registry.file, '{ "remotes": ');
    expect(read().remotes.mf_canvas?.current).toBe('0.1.0+b');
    expect(read().remotes.mf_canvas?.current).toBe('0.1.0+b');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^Invalid release registry ${store.registry.file}: it is not JSON .*; still serving the last good registry$`,
      ),
    );
    expect(() => store.registry.readStrict()).toThrow(
      `Invalid release registry ${store.registry.file}`,
    );

    fs.rmSync(store.registry.file);
    expect(read().remotes.mf_canvas?.current).toBe('0.1.0+b');
    expect(problems[1]).toMatch(/is gone; still serving the last one read/);
  });
});
