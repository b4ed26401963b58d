import type { Plugin } from 'vite';
import type {
  EditorDescription,
  PlannedEditor,
} from '../shared-contracts/src/editors/description.ts';
import { PLANNED_EDITORS } from '../shared-contracts/src/editors/planned.ts';
import type { RemotesMap } from '../shared-contracts/src/remotes.ts';
import { workspaceEditors } from './workspace-editors.ts';

/**
 * The remotes map of `pnpm dev`: each workspace editor on its own dev server
 * (`pnpm --filter <remote> dev`, on its description's devPort) with its description, and
 * the planned editors no workspace editor stands for, as production's map offers them
 * (release-registry's remotes-document.ts).
 */
export function devRemotesDocument(
  editors: readonly EditorDescription[],
  planned: readonly PlannedEditor[],
): RemotesMap {
  const document: RemotesMap = {};
  for (const editor of editors) {
    document[editor.remote] = {
      entry: `http://localhost:${editor.devPort}/mf-manifest.json`,
      version: 'dev',
      editor,
    };
  }
  const types = new Set(editors.map((editor) => editor.type));
  for (const coming of planned) {
    if (document[coming.remote] || types.has(coming.type)) continue;
    document[coming.remote] = { planned: coming };
  }
  return document;
}

/**
 * `pnpm dev`: the shell's dev server answers `/remotes.json` itself, so an edit to a
 * remote's source shows in the shell without a build. The remotes are the workspace's
 * `mf-*` packages, their descriptions loaded from source when the server starts (restart
 * it after changing one). Production takes the same document from the release registry
 * (api/src/routes/remotes.ts).
 */
export function devRemotes(): Plugin {
  let document: Promise<RemotesMap> | null = null;
  return {
    name: 'ux-artefacts:dev-remotes',
    apply: 'serve',
    configureServer(server) {
      document = workspaceEditors().then((found) =>
        devRemotesDocument(
          found.map(({ editor }) => editor),
          PLANNED_EDITORS,
        ),
      );
      // Told at once, not at the first page: a broken description is a developer's to fix.
      document.catch((error: Error) => server.config.logger.error(error.message));
      server.middlewares.use('/remotes.json', (_request, response) => {
        document
          ?.then((map) => {
            response.setHeader('Content-Type', 'application/json');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(map));
          })
          .catch((error: Error) => {
            response.statusCode = 500;
            response.end(error.message);
          });
      });
    },
  };
}
