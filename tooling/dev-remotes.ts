import type { Plugin } from 'vite';
import { EDITOR_REMOTES } from '../shared-contracts/src/remotes.ts';

/**
 * `pnpm dev`: the shell's dev server answers `/remotes.json` itself, naming each remote's
 * own dev server (`pnpm --filter <remote> dev`, on its port from EDITOR_REMOTES), so an
 * edit to a remote's source shows in the shell without a build. Production takes the
 * same document from the release registry (api/src/routes/remotes.ts).
 */
export function devRemotes(): Plugin {
  const document = Object.fromEntries(
    EDITOR_REMOTES.map(({ name, devPort }) => [
      name,
      { entry: `http://localhost:${devPort}/mf-manifest.json`, version: 'dev' },
    ]),
  );
  return {
    name: 'ux-artefacts:dev-remotes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(document));
      });
    },
  };
}
