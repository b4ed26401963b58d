import path from 'node:path';
import { runnerImport } from 'vite';
import {
  checkEditorDescription,
  type EditorDescription,
} from '../shared-contracts/src/editors/description.ts';
import { REPO_ROOT, remoteFolders } from './workspace-remotes.ts';

/** Where a remote package keeps its description (exporting `editor`). */
export const EDITOR_MODULE = path.join('src', 'editor.ts');

/**
 * The description a remote package exports from `src/editor.ts`, checked. Loaded with
 * Vite's module runner, whose own resolution takes workspace packages from their
 * TypeScript sources (the `source` condition), so it works wherever Node runs: the dev
 * server, tsx, vitest and Playwright alike, with or without a build of the packages.
 */
export async function loadEditor(packageDir: string): Promise<EditorDescription> {
  const file = path.join(packageDir, EDITOR_MODULE);
  const { module } = await runnerImport<{ editor?: unknown }>(file, {
    configFile: false,
    logLevel: 'silent',
    // A description is plain data: inline everything it imports, from source.
    environments: { inline: { resolve: { conditions: ['source', 'node'], noExternal: true } } },
  });
  const problems = checkEditorDescription(module.editor);
  if (problems.length > 0) {
    throw new Error(`${file} exports no usable editor description:\n  ${problems.join('\n  ')}`);
  }
  return module.editor as EditorDescription;
}

export interface WorkspaceEditor {
  /** The remote's package folder (`mf-ux-persona`), relative to the repository root. */
  folder: string;
  editor: EditorDescription;
}

/** Every remote package of the workspace with its description, in folder order. */
export async function workspaceEditors(root: string = REPO_ROOT): Promise<WorkspaceEditor[]> {
  return Promise.all(
    remoteFolders(root).map(async (folder) => ({
      folder,
      editor: await loadEditor(path.join(root, folder)),
    })),
  );
}
