import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SHELL_DEV_PORT } from '../shared-contracts/src/remotes.ts';
import { devProxy } from '../tooling/dev-proxy.ts';
import { devRemotes } from '../tooling/dev-remotes.ts';
import { federationPlugin } from '../tooling/federation.ts';
import { sharedExportsPlugin } from '../tooling/release/shared-exports.ts';
import { shellPreloadsPlugin } from '../tooling/route-preloads.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    federationPlugin({ name: 'shell', packageDir: import.meta.dirname, command }),
    // shared-exports.json: what this shell provides, for the releases' contract check.
    sharedExportsPlugin({ packageDir: import.meta.dirname }),
    devRemotes(),
    shellPreloadsPlugin(),
  ],
  // Workspace packages are consumed from their TypeScript sources.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Source maps without a sourceMappingURL: kept beside the build, never served (README).
  build: { target: 'es2022', sourcemap: 'hidden' },
  server: {
    port: SHELL_DEV_PORT,
    // `pnpm dev`: the API through a proxy; /remotes.json names the remotes' dev servers.
    proxy: devProxy(['/api']),
  },
}));
