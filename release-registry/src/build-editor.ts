import fs from 'node:fs';
import path from 'node:path';
import { checkEditorDescription, EDITOR_FILE, type EditorDescription } from 'shared-contracts';
import { ReleaseError } from './registry.js';

/**
 * The description a build carries: `editor.json`, which a remote's build writes from its
 * `src/editor.ts` (tooling/remote-vite-config.ts). A release copies it into the registry,
 * from where the server gives it to every page. Checked here by the rules the shell reads
 * it with, so a release the shell could not use is refused before it is published.
 */
export function buildEditorOf(json: unknown, where: string, remote?: string): EditorDescription {
  const problems = checkEditorDescription(json);
  if (problems.length > 0) {
    throw new ReleaseError(
      `${where}'s ${EDITOR_FILE} is not a usable editor description: ${problems.join('; ')}`,
    );
  }
  const editor = json as EditorDescription;
  if (remote !== undefined && editor.remote !== remote) {
    throw new ReleaseError(`${where}'s ${EDITOR_FILE} describes ${editor.remote}, not ${remote}`);
  }
  return editor;
}

/**
 * The description in a build folder, checked; `remote` is the federation name it must
 * describe (the release being published, or the build's own manifest name).
 */
export function readBuildEditor(folder: string, remote?: string): EditorDescription {
  const file = path.join(folder, EDITOR_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ReleaseError(
        `${folder} has no ${EDITOR_FILE}: a remote's build writes its description there ` +
          '(its vite.config.ts passes src/editor.ts to remoteViteConfig); rebuild it',
      );
    }
    throw new ReleaseError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${file} is not JSON (${(error as Error).message})`);
  }
  return buildEditorOf(json, folder, remote);
}
