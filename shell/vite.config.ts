import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { SHELL_DEV_PORT } from '../shared-contracts/src/remotes.ts';
import { devProxy } from '../tooling/dev-proxy.ts';
import { devRemotes } from '../tooling/dev-remotes.ts';
import { sharedExportsPlugin } from '../tooling/release/shared-exports.ts';
import { shellPreloadsPlugin } from '../tooling/route-preloads.ts';
import { sharedOnDemandFiles, shellSharesPlugin } from '../tooling/shell-shares.ts';

/** `pnpm dev`: a share link's path gets the share page, as the server sends it (api/src/routes/site.ts). */
const devSharePage = (): Plugin => ({
  name: 'ux-artefacts:dev-share-page',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (/^\/s\/[^/?#]+\/?(\?|$)/.test(request.url ?? '')) request.url = '/share.html';
      next();
    });
  },
});

export default defineConfig({
  plugins: [
    react(),
    // What the shell provides to the remotes it hosts (it is no federation container itself).
    shellSharesPlugin({ packageDir: import.meta.dirname }),
    // shared-exports.json: what this shell provides, for the releases' contract check.
    sharedExportsPlugin({ packageDir: import.meta.dirname }),
    devRemotes(),
    shellPreloadsPlugin({ onDemand: sharedOnDemandFiles(import.meta.dirname) }),
    devSharePage(),
  ],
  // The federation runtime's own build-time switch, as its webpack and Rspack plugins set it
  // (`experiments.optimization.target: 'web'`): the shell runs in browsers only, so the
  // runtime's Node loaders are dead code the minifier drops. (Its snapshot plugin stays:
  // remotes are registered by their mf-manifest.json.)
  define: { ENV_TARGET: JSON.stringify('web') },
  // Workspace packages are consumed from their TypeScript sources.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Source maps without a sourceMappingURL: kept beside the build, never served (tooling/README.md).
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    // Two pages: the site, and a share link's page, which loads only what viewing needs.
    rolldownOptions: {
      input: {
        index: path.join(import.meta.dirname, 'index.html'),
        share: path.join(import.meta.dirname, 'share.html'),
      },
    },
  },
  server: {
    port: SHELL_DEV_PORT,
    // `pnpm dev`: the API through a proxy; /remotes.json names the remotes' dev servers.
    proxy: devProxy(['/api']),
  },
});
