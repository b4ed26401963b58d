import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ReleaseStore } from 'release-registry';
import { editorFor, writeEditorFile } from 'release-registry/testing';
import {
  EDITOR_FILE,
  type EditorDescription,
  PLANNED_EDITORS,
  sitemapContract,
  uxPersonaContract,
} from 'shared-contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../src/features/index.js';
import { SKIP, serverForSuite, startServer } from './harness.js';

const PERSONA = 'mf_ux_persona';
const FIRST = '0.1.0+aaaa0001';
/** The persona editor as its builds describe it. */
const PERSONA_EDITOR = uxPersonaContract.editor;

/** A remote build as Vite leaves it, release files and development material alike. */
function writeRemoteBuild(
  folder: string,
  version: string,
  editor: EditorDescription = PERSONA_EDITOR,
) {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: editor.remote,
      metaData: { buildInfo: { buildVersion: version, commit: 'abc1234' } },
    }),
    'remoteEntry.js': `export const release = '${version}';`,
    'assets/App-1.js': `export default '${version}';`,
    'assets/App-1.js.map': '{"sources":["App.tsx"]}',
    'index.html': '<h1>standalone page with a sign-in bar</h1>',
    'mf-stats.json': '{"stats":true}',
    '.vite/manifest.json': '{"vite":true}',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), text);
  }
  // What tooling/precompress.mjs leaves beside a built file.
  fs.writeFileSync(path.join(folder, 'remoteEntry.js.gz'), zlib.gzipSync(files['remoteEntry.js']!));
  writeEditorFile(folder, editor);
  return folder;
}

/** A static root with the shell and one remote built, as `pnpm build` leaves the repository. */
function staticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-site-'));
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  writeRemoteBuild(path.join(root, 'mf-ux-persona', 'dist'), FIRST);
  return root;
}

/** The remotes map's entries that have a release: name → `{ entry, version }`. */
const releasesIn = (map: Record<string, { entry?: string; version?: string }>) =>
  Object.fromEntries(
    Object.entries(map)
      .filter(([, entry]) => entry.entry)
      .map(([name, { entry, version }]) => [name, { entry, version }]),
  );

describe.skipIf(SKIP)('serving remotes from their releases', () => {
  const root = staticRoot();
  const releasesDir = path.join(root, 'configured-releases');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const suite = serverForSuite({ STATIC_ROOT: root, RELEASES_DIR: releasesDir });
  /** `pnpm release` and `pnpm rollback` act on the same folder, from outside the server. */
  const store = () => new ReleaseStore(releasesDir, 5);
  const publish = (version: string) =>
    store().publish(PERSONA, writeRemoteBuild(store().stagingFolder(PERSONA), version), {
      version,
      commit: 'abc1234',
    });
  const remotes = async () => (await suite.api.get('/remotes.json')).body;

  it('publishes each built remote at start-up and names its release in /remotes.json', async () => {
    const response = await suite.api.get('/remotes.json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body.mf_ux_persona).toEqual({
      entry: `/remotes/mf-ux-persona/${FIRST}/mf-manifest.json`,
      version: FIRST,
      // The description the release was built with, copied into the registry.
      editor: PERSONA_EDITOR,
    });
    expect(releasesIn(response.body)).toEqual({
      mf_ux_persona: { entry: `/remotes/mf-ux-persona/${FIRST}/mf-manifest.json`, version: FIRST },
    });
    expect(fs.existsSync(path.join(releasesDir, 'registry.json'))).toBe(true);
    const manifest = await suite.api.get(`/remotes/mf-ux-persona/${FIRST}/mf-manifest.json`);
    expect(manifest.body.metaData.buildInfo.buildVersion).toBe(FIRST);
    // A release never changes, so everything in it is cached for good.
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await suite.api.get(`/remotes/mf-ux-persona/${FIRST}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(entry.text).toBe(`export const release = '${FIRST}';`);
  });

  it('serves no development material', async () => {
    for (const file of [
      'index.html',
      'mf-stats.json',
      '.vite/manifest.json',
      'assets/App-1.js.map',
    ]) {
      const response = await suite.api.get(`/remotes/mf-ux-persona/${FIRST}/${file}`);
      expect(response.status, file).toBe(404);
    }
    // Nor the build folder itself, the way remotes used to be served.
    expect((await suite.api.get('/remotes/mf-ux-persona/mf-manifest.json')).status).toBe(404);
    expect((await suite.api.get('/remotes/mf-ux-persona/dist/mf-manifest.json')).status).toBe(404);
  });

  it('serves nothing outside the release folders', async () => {
    for (const probe of [
      `/remotes/mf-ux-persona/${FIRST}/..%2f..%2fregistry.json`,
      '/remotes/mf-ux-persona/..%2f..%2fconfigured-releases/registry.json',
      `/remotes/shell/${FIRST}/index.html`,
    ]) {
      const response = await suite.api.get(probe);
      expect(response.status, probe).toBe(404);
      expect(response.text).not.toContain('"remotes"');
    }
  });

  it('switches to a new release without a restart, and keeps serving the old one', async () => {
    await publish('0.1.0+bbbb0002');
    expect((await remotes()).mf_ux_persona.version).toBe('0.1.0+bbbb0002');
    // A tab opened on the first release still gets its lazy chunks.
    const oldChunk = await suite.api.get(`/remotes/mf-ux-persona/${FIRST}/assets/App-1.js`);
    expect(oldChunk.text).toBe(`export default '${FIRST}';`);
    const newChunk = await suite.api.get('/remotes/mf-ux-persona/0.1.0+bbbb0002/assets/App-1.js');
    expect(newChunk.text).toBe("export default '0.1.0+bbbb0002';");

    await store().rollback(PERSONA);
    expect((await remotes()).mf_ux_persona.version).toBe(FIRST);
  });

  it('answers every request during switches with one whole registry or the other', async () => {
    await publish('0.1.0+bbbb0002');
    let switching = true;
    const switches = (async () => {
      for (let i = 0; i < 20; i += 1) {
        await store().rollback(PERSONA, i % 2 === 0 ? FIRST : '0.1.0+bbbb0002');
      }
      switching = false;
    })();
    const seen = new Set<string>();
    while (switching) {
      const response = await suite.api.get('/remotes.json');
      expect(response.status).toBe(200);
      seen.add(response.body.mf_ux_persona.version);
    }
    await switches;
    expect([...seen].every((v) => [FIRST, '0.1.0+bbbb0002'].includes(v))).toBe(true);
  });

  it('keeps serving the last good registry when the file turns bad, and takes the next good one', async () => {
    const before = await remotes();
    const file = path.join(releasesDir, 'registry.json');
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, '{"remotes": {"mf_ux_persona": {"current": "9.9.9"');
    const during = await suite.api.get('/remotes.json');
    expect(during.status).toBe(200);
    expect(during.body).toEqual(before);
    expect((await suite.api.get('/')).status).toBe(200);

    fs.writeFileSync(file, good);
    await store().rollback(PERSONA, '0.1.0+bbbb0002');
    expect((await remotes()).mf_ux_persona.version).toBe('0.1.0+bbbb0002');
  });

  it("lets the page load remotes hosted elsewhere, from the registry's origins", async () => {
    const csp = async () => (await suite.api.get('/')).headers.get('content-security-policy') ?? '';
    expect(await csp()).not.toContain('cdn.example');
    const entry = 'https://cdn.example:8443/persona/0.2.0+cccc0003/mf-manifest.json';
    const identity = { version: '0.2.0+cccc0003', commit: 'def5678' };
    await store().register(PERSONA, identity, entry, PERSONA_EDITOR);
    expect((await remotes()).mf_ux_persona).toEqual({
      entry,
      version: '0.2.0+cccc0003',
      editor: PERSONA_EDITOR,
    });
    const directives = Object.fromEntries(
      (await csp()).split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src']) {
      expect(directives[directive], directive).toContain('https://cdn.example:8443');
    }
    // Nothing else is opened up.
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});

describe.skipIf(SKIP)('editors the site learns from their releases', () => {
  const root = staticRoot();
  const releasesDir = path.join(root, 'releases');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  // An editor no part of the house lists: its own type, route and federation name.
  const notes = editorFor('mf_fixture_notes', { items: null, order: 70 });
  const NOTES_VERSION = '0.1.0+eeee0001';
  writeRemoteBuild(path.join(root, 'mf-fixture-notes', 'dist'), NOTES_VERSION, notes);
  // A build made before builds carried their description.
  const sitemapDist = writeRemoteBuild(
    path.join(root, 'mf-sitemap', 'dist'),
    '0.1.0+ffff0001',
    sitemapContract.editor,
  );
  fs.rmSync(path.join(sitemapDist, EDITOR_FILE));
  fs.writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  );
  const suite = serverForSuite({ STATIC_ROOT: root, RELEASES_DIR: releasesDir });
  const remotes = async () => (await suite.api.get('/remotes.json')).body;

  it('publishes every remote build under the static root, known by the description it carries', async () => {
    expect((await remotes()).mf_fixture_notes).toEqual({
      entry: `/remotes/mf-fixture-notes/${NOTES_VERSION}/mf-manifest.json`,
      version: NOTES_VERSION,
      editor: notes,
    });
    const entry = await suite.api.get(`/remotes/mf-fixture-notes/${NOTES_VERSION}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.text).toBe(`export const release = '${NOTES_VERSION}';`);
  });

  it('starts without a build that has no description, and lists its editor as the API serves it', async () => {
    expect((await suite.api.get('/api/health')).status).toBe(200);
    const registry = JSON.parse(fs.readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
    expect(Object.keys(registry.remotes).sort()).toEqual(['mf_fixture_notes', 'mf_ux_persona']);
    // Listed, with no release to open.
    expect((await remotes()).mf_sitemap).toEqual({ editor: sitemapContract.editor });
  });

  it('offers each planned editor that no release and no served editor stands for', async () => {
    const map = await remotes();
    const served = new Set(FEATURES.all.map((def) => def.type));
    for (const planned of PLANNED_EDITORS) {
      if (served.has(planned.type)) expect(Object.values(map)).not.toContainEqual({ planned });
      else expect(map[planned.remote]).toEqual({ planned });
    }
  });

  it('keeps listing an editor the API serves once its remote is out of the registry, and serves none of its files', async () => {
    const store = new ReleaseStore(releasesDir, 5);
    expect((await suite.api.get(`/remotes/mf-ux-persona/${FIRST}/remoteEntry.js`)).status).toBe(
      200,
    );
    await store.remove(PERSONA);
    expect((await remotes()).mf_ux_persona).toEqual({ editor: PERSONA_EDITOR });
    expect((await suite.api.get(`/remotes/mf-ux-persona/${FIRST}/remoteEntry.js`)).status).toBe(
      404,
    );
    // Every page carries the same map.
    const page = (await suite.api.get('/uxpersonas')).text;
    expect(page).not.toContain('/remotes/mf-ux-persona/');
    expect(page).toContain('"mf_ux_persona":{"editor":');
  });
});

describe.skipIf(SKIP)('a release registry that is broken at start-up', () => {
  it('stops the start with an error naming the file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-bad-registry-'));
    const file = path.join(dataDir, 'releases', 'registry.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '');
    try {
      await expect(startServer({ RELEASES_DIR: path.dirname(file) })).rejects.toThrow(
        `Invalid release registry ${file}: it is not JSON`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
