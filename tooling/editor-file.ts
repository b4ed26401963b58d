import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  checkEditorDescription,
  type EditorDescription,
  remoteFolder,
} from '../shared-contracts/src/editors/description.ts';
import { EDITOR_FILE } from '../shared-contracts/src/remotes.ts';

/**
 * A remote's description, checked before anything is built or served: one the shell could
 * not read, or one whose federation name does not match its package folder (releases and
 * `pnpm release <folder>` go by that folder), stops the build with what is wrong.
 */
export function checkedEditor(editor: unknown, packageDir: string): EditorDescription {
  const problems = checkEditorDescription(editor);
  if (problems.length > 0) {
    throw new Error(
      `The description of ${packageDir} (src/editor.ts) is not usable:\n  ${problems.join('\n  ')}`,
    );
  }
  const described = editor as EditorDescription;
  const folder = path.basename(packageDir);
  if (remoteFolder(described.remote) !== folder) {
    throw new Error(
      `The description of ${packageDir} names the remote ${described.remote}, whose package ` +
        `folder is ${remoteFolder(described.remote)}, not ${folder}`,
    );
  }
  if (described.viewer && !fs.existsSync(path.join(packageDir, 'src', 'Viewer.tsx'))) {
    throw new Error(
      `The description of ${packageDir} says it has a viewer, but src/Viewer.tsx is not there`,
    );
  }
  return described;
}

/**
 * Writes the remote's description into its build as `editor.json`: the release pipeline
 * copies it into the registry, from where the server gives it to the shell
 * (release-registry's build-editor.ts reads it back).
 */
export function editorFilePlugin(editor: EditorDescription): Plugin {
  return {
    name: 'ux-artefacts:editor-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: EDITOR_FILE,
        source: `${JSON.stringify(editor, null, 2)}\n`,
      });
    },
  };
}
