import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorNamesIn, filesUnder } from './editor-names.ts';
import { workspaceEditors } from './workspace-editors.ts';
import { REPO_ROOT } from './workspace-remotes.ts';

const editors = (await workspaceEditors()).map(({ editor }) => editor);
const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.includes(`${path.sep}testing${path.sep}`);

/**
 * Issue H1: the shell and the editor kit know no editor, so a new one needs neither to
 * change. Their sources (tests aside: they run on this repository's editors) name none of
 * the workspace's editors; the shell's build is checked the same way in
 * e2e/tests/editor-plugins.spec.ts.
 */
describe.each(['shell/src', 'editor-kit/src'])('%s', (folder) => {
  it('names no editor: no type, route, federation name or API path', () => {
    const found = filesUnder(path.join(REPO_ROOT, folder), isSource)
      .filter((file) => !file.includes(`${path.sep}test${path.sep}`))
      .flatMap((file) =>
        editorNamesIn(fs.readFileSync(file, 'utf8'), editors, path.relative(REPO_ROOT, file)),
      );
    expect(found).toEqual([]);
  });
});

describe('editorNamesIn', () => {
  const [first] = editors;

  it('finds a quoted type, a route as a path, a federation name, an API path', () => {
    const editor = first!;
    const texts = [
      `type === '${editor.type}'`,
      `navigate('/${editor.route}/x')`,
      `loadRemote('${editor.remote}')`,
      ...(editor.items ? [`fetch('/api/${editor.items.apiPath}/1')`] : []),
    ];
    for (const text of texts) expect(editorNamesIn(text, [editor], 'f')).not.toEqual([]);
  });

  it('leaves an ordinary word alone', () => {
    expect(editorNamesIn("document.createElement('div') // the canvas", editors, 'f')).toEqual([]);
  });
});
