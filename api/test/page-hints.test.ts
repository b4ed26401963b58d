import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from 'release-registry';
import { editorFor, writeEditorFile } from 'release-registry/testing';
import { type EditorDescription, uxPersonaContract } from 'shared-contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { SKIP, serverForSuite } from './harness.js';

/**
 * Each page carries what its route would otherwise discover one request at a time
 * (issue G2): the remotes map, and on an editor route the current release's manifest and
 * preload links, read from the registry at request time like `/remotes.json`.
 */

const PERSONA = 'mf_ux_persona';
const FIRST = '0.1.0+aaaa0001';
const SHELL_FILES = {
  editor: { js: ['/assets/RemoteEditor-1.js'], css: ['/assets/Editor-1.css'] },
  item: { js: ['/assets/query-runtime-1.js'], css: [] },
};

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

/** A remote build as `pnpm build` leaves it; `withPreloads: false` is a build from before G2. */
function writeRemoteBuild(
  folder: string,
  version: string,
  { withPreloads = true, editor = uxPersonaContract.editor as EditorDescription } = {},
) {
  writeEditorFile(folder, editor);
  write(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      name: editor.remote,
      // Text that must not end the page's <script> element.
      description: '</script><script>alert(1)</script>',
      metaData: {
        buildInfo: { buildVersion: version, commit: 'abc1234' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      },
      exposes: [
        {
          path: './App',
          assets: {
            js: { sync: [`assets/App-${version}.js`], async: ['assets/Lazy.js'] },
            css: { sync: ['assets/App.css'], async: [] },
          },
        },
      ],
      shared: [],
    }),
  );
  write(path.join(folder, 'remoteEntry.js'), 'export {};');
  if (withPreloads) {
    write(
      path.join(folder, 'app-preloads.json'),
      JSON.stringify({
        js: ['remoteEntry.js', `assets/App-${version}.js`, 'assets/wrapper.js'],
        css: ['assets/App.css'],
        stored: { js: ['assets/schemas.js'], css: [] },
      }),
    );
  }
  return folder;
}

function staticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-page-hints-'));
  write(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  write(path.join(root, 'shell/dist/route-preloads.json'), JSON.stringify(SHELL_FILES));
  writeRemoteBuild(path.join(root, 'mf-ux-persona', 'dist'), FIRST);
  return root;
}

/** The page's inline JSON element `id`: its attributes and parsed content, or null. */
function inlineJson(html: string, id: string) {
  const match = new RegExp(
    `<script type="application/json" id="${id}"([^>]*)>([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? { attributes: match[1]!, json: JSON.parse(match[2]!) } : null;
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe.skipIf(SKIP)('what each page carries for its route', () => {
  const root = staticRoot();
  const releasesDir = path.join(root, 'releases');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const suite = serverForSuite({ STATIC_ROOT: root, RELEASES_DIR: releasesDir });
  const store = () => new ReleaseStore(releasesDir, 5);
  const publish = (
    version: string,
    options?: { withPreloads?: boolean; editor?: EditorDescription },
  ) => {
    const name = options?.editor?.remote ?? PERSONA;
    return store().publish(name, writeRemoteBuild(store().stagingFolder(name), version, options), {
      version,
      commit: 'abc1234',
    });
  };
  const page = async (sitePath: string) => {
    const response = await suite.api.get(sitePath, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response;
  };
  const folderOf = (version: string, folder = 'mf-ux-persona') => `/remotes/${folder}/${version}/`;

  it('an editor route: the remotes map, the release manifest and every file to preload', async () => {
    const response = await page('/uxpersonas');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = response.text;
    expect(inlineJson(html, 'remotes-map')?.json.mf_ux_persona).toEqual({
      entry: `${folderOf(FIRST)}mf-manifest.json`,
      version: FIRST,
      editor: uxPersonaContract.editor,
    });
    const manifest = inlineJson(html, 'remote-manifest');
    expect(manifest?.attributes).toBe(` data-entry="${folderOf(FIRST)}mf-manifest.json"`);
    expect(manifest?.json.metaData.buildInfo.buildVersion).toBe(FIRST);
    // The manifest's text could not close the element early.
    expect(manifest?.json.description).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(modulePreloads(html)).toEqual([
      '/assets/RemoteEditor-1.js',
      `${folderOf(FIRST)}remoteEntry.js`,
      `${folderOf(FIRST)}assets/App-${FIRST}.js`,
      `${folderOf(FIRST)}assets/wrapper.js`,
    ]);
    expect(html).toContain('<link rel="preload" as="style" href="/assets/Editor-1.css">');
    expect(html).toContain(
      `<link rel="preload" as="style" href="${folderOf(FIRST)}assets/App.css">`,
    );
    // Everything goes into the head, before the page's own scripts run.
    expect(html.indexOf('remote-manifest')).toBeLessThan(html.indexOf('</head>'));
  });

  it("a stored item's page also preloads what loading an item needs; the editor's own page does not", async () => {
    const item = modulePreloads((await page('/uxpersonas/PROJECT%231/UXPERS%232')).text);
    expect(item).toEqual([
      '/assets/RemoteEditor-1.js',
      '/assets/query-runtime-1.js',
      `${folderOf(FIRST)}remoteEntry.js`,
      `${folderOf(FIRST)}assets/App-${FIRST}.js`,
      `${folderOf(FIRST)}assets/wrapper.js`,
      `${folderOf(FIRST)}assets/schemas.js`,
    ]);
    for (const own of ['/uxpersonas', '/uxpersonas/']) {
      const preloads = modulePreloads((await page(own)).text);
      expect(preloads, own).not.toContain('/assets/query-runtime-1.js');
      expect(preloads, own).not.toContain(`${folderOf(FIRST)}assets/schemas.js`);
    }
  });

  it('any path of the editor, in any case, is its route; other pages carry only the map', async () => {
    expect(
      inlineJson((await page('/UXPersonas/PROJECT%231/UXPERS%232')).text, 'remote-manifest'),
    ).not.toBeNull();
    for (const other of ['/', '/projects', '/uxpersonasx', '/index.html']) {
      const html = (await page(other)).text;
      expect(inlineJson(html, 'remotes-map')?.json, other).toHaveProperty('mf_ux_persona');
      expect(inlineJson(html, 'remote-manifest'), other).toBeNull();
      expect(modulePreloads(html), other).toEqual([]);
    }
  });

  it('follows the registry: a release shows on the next page, a rollback too', async () => {
    const next = '0.1.0+bbbb0002';
    await publish(next);
    let html = (await page('/uxpersonas')).text;
    expect(inlineJson(html, 'remotes-map')?.json.mf_ux_persona.version).toBe(next);
    expect(inlineJson(html, 'remote-manifest')?.json.metaData.buildInfo.buildVersion).toBe(next);
    expect(modulePreloads(html)).toContain(`${folderOf(next)}assets/App-${next}.js`);
    expect(html).not.toContain(folderOf(FIRST));

    await store().rollback(PERSONA);
    html = (await page('/uxpersonas')).text;
    expect(modulePreloads(html)).toContain(`${folderOf(FIRST)}assets/App-${FIRST}.js`);
    expect(html).not.toContain(folderOf(next));
  });

  it("a release built before preload lists: its manifest's files for ./App", async () => {
    const old = '0.1.0+cccc0003';
    await publish(old, { withPreloads: false });
    const html = (await page('/uxpersonas')).text;
    expect(modulePreloads(html)).toEqual([
      '/assets/RemoteEditor-1.js',
      `${folderOf(old)}remoteEntry.js`,
      `${folderOf(old)}assets/App-${old}.js`,
    ]);
  });

  it("an editor's route is the one its release describes, for an editor no other part of the house knows", async () => {
    const notes = editorFor('mf_fixture_notes', { route: 'fixture-notes', items: null });
    const version = '0.1.0+eeee0005';
    await publish(version, { editor: notes });
    const folder = folderOf(version, 'mf-fixture-notes');
    const html = (await page('/fixture-notes/anything')).text;
    expect(inlineJson(html, 'remotes-map')?.json.mf_fixture_notes.editor).toEqual(notes);
    expect(inlineJson(html, 'remote-manifest')?.attributes).toBe(
      ` data-entry="${folder}mf-manifest.json"`,
    );
    expect(modulePreloads(html)).toContain(`${folder}assets/App-${version}.js`);
    // It stores no items: a longer path is still the editor's own page.
    expect(modulePreloads(html)).not.toContain('/assets/query-runtime-1.js');
    // The persona's pages are as they were.
    expect(modulePreloads((await page('/uxpersonas')).text)).not.toContain(
      `${folder}assets/App-${version}.js`,
    );
  });

  it('a release hosted elsewhere: its manifest is preloaded, not inlined', async () => {
    const entry = 'https://cdn.example:8443/persona/0.2.0+dddd0004/mf-manifest.json';
    await store().register(
      PERSONA,
      { version: '0.2.0+dddd0004', commit: 'def5678' },
      entry,
      uxPersonaContract.editor,
    );
    const html = (await page('/uxpersonas')).text;
    expect(inlineJson(html, 'remote-manifest')).toBeNull();
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${entry}">`);
    expect(modulePreloads(html)).toEqual(['/assets/RemoteEditor-1.js']);
  });

  it('sends the page gzipped or plain to clients that take no brotli', async () => {
    const gzipped = await suite.api.get('/uxpersonas', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await suite.api.get('/uxpersonas', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(gzipped.text);
    expect(inlineJson(plain.text, 'remotes-map')).not.toBeNull();
  });
});
