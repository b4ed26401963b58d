import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteFolder } from '../shared-contracts/src/editors/description.ts';
import { PLANNED_EDITORS } from '../shared-contracts/src/editors/planned.ts';
import { readRemotesMap } from '../shared-contracts/src/remotes.ts';
import { devRemotesDocument } from './dev-remotes.ts';
import { checkedEditor } from './editor-file.ts';
import { loadEditor, workspaceEditors } from './workspace-editors.ts';
import { REPO_ROOT, remoteFolders, remoteNameOf } from './workspace-remotes.ts';

const found = await workspaceEditors();

describe("the workspace's editors, found by looking", () => {
  it('finds every mf-* package, each with the description of its own remote', () => {
    const packages = fs
      .readdirSync(REPO_ROOT)
      .filter(
        (name) =>
          name.startsWith('mf-') && fs.existsSync(path.join(REPO_ROOT, name, 'package.json')),
      );
    expect(found.map((w) => w.folder)).toEqual(packages.sort());
    for (const { folder, editor } of found) {
      expect(remoteFolder(editor.remote)).toBe(folder);
      expect(remoteNameOf(folder)).toBe(editor.remote);
    }
  });

  it('gives no two editors one route, one type or one dev port', () => {
    for (const key of ['route', 'type', 'devPort'] as const) {
      const values = found.map(({ editor }) => editor[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("takes the storing editors' descriptions from shared-contracts, and the canvas's own", async () => {
    const { uxPersonaEditor } = await import(
      '../shared-contracts/src/editors/ux-persona/description.ts'
    );
    expect(found.find((w) => w.folder === 'mf-ux-persona')?.editor).toEqual(uxPersonaEditor);
    expect(found.find((w) => w.folder === 'mf-canvas')?.editor).toMatchObject({
      remote: 'mf_canvas',
      route: 'testsitemap',
      listed: false,
      items: null,
    });
  });
});

describe('a remote package whose description is not usable', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-editors-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is refused, naming its file and what is wrong', async () => {
    const dir = path.join(root, 'mf-broken');
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"mf-broken"}');
    fs.writeFileSync(
      path.join(dir, 'src', 'editor.ts'),
      "export const editor = { type: 'broken', remote: 'mf_broken', route: '/broken' };\n",
    );
    expect(remoteFolders(root)).toEqual(['mf-broken']);
    await expect(loadEditor(dir)).rejects.toThrow(
      `${path.join(dir, 'src', 'editor.ts')} exports no usable editor description:\n  route has an unusable form ("/broken")`,
    );
  });

  it("stops a remote's build when it does not match its package folder", () => {
    const persona = found.find((w) => w.folder === 'mf-ux-persona')!.editor;
    expect(() => checkedEditor(persona, path.join(root, 'mf-personas'))).toThrow(
      'names the remote mf_ux_persona, whose package folder is mf-ux-persona, not mf-personas',
    );
    expect(() =>
      checkedEditor({ ...persona, devPort: 80 }, path.join(root, 'mf-ux-persona')),
    ).toThrow('devPort must be a whole number from 1024 to 65535');
  });
});

describe("pnpm dev's remotes map", () => {
  const map = devRemotesDocument(
    found.map((w) => w.editor),
    PLANNED_EDITORS,
  );

  it("names each editor's own dev server, with its description", () => {
    const persona = found.find((w) => w.folder === 'mf-ux-persona')!.editor;
    expect(map.mf_ux_persona).toEqual({
      entry: `http://localhost:${persona.devPort}/mf-manifest.json`,
      version: 'dev',
      editor: persona,
    });
  });

  it('is read by the shell whole: every editor openable, and the planned ones', () => {
    const read = readRemotesMap(map);
    expect(read.skipped).toEqual([]);
    expect(read.editors.map((e) => e.remote).sort()).toEqual(
      found.map((w) => w.editor.remote).sort(),
    );
    expect(read.editors.every((e) => e.available)).toBe(true);
    // A planned editor is announced until a workspace editor of its type exists.
    const types = new Set(found.map((w) => w.editor.type));
    expect(read.planned.map((p) => p.type)).toEqual(
      PLANNED_EDITORS.filter((p) => !types.has(p.type)).map((p) => p.type),
    );
  });

  it('announces no planned editor whose type a workspace editor has', () => {
    const journeys = { ...found[0]!.editor, type: PLANNED_EDITORS[0]!.type, remote: 'mf_journeys' };
    const withJourneys = devRemotesDocument([journeys], PLANNED_EDITORS);
    expect(Object.values(withJourneys).filter((entry) => entry.planned)).toHaveLength(
      PLANNED_EDITORS.length - 1,
    );
  });
});
