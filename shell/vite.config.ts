import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SHELL_DEV_PORT } from '../shared-contracts/src/remotes.ts';
import { devProxy } from '../tooling/dev-proxy.ts';
import { devRemotes } from '../tooling/dev-remotes.ts';
import { sharedExportsPlugin } from '../tooling/release/shared-exports.ts';
import { shellPreloadsPlugin } from '../tooling/route-preloads.ts';
import { sharedOnDemandFiles, shellSharesPlugin } from '../tooling/shell-shares.ts';

export default defineConfig({
  plugins: [
    react(),
    // What the shell provides to the remotes it hosts (it is no federation container itself).
    shellSharesPlugin({ packageDir: import.meta.dirname }),
    // shared-exports.json: what this shell provides, for the releases' contract check.
    sharedExportsPlugin({ packageDir: import.meta.dirname }),
    devRemotes(),
    shellPreloadsPlugin({ onDemand: sharedOnDemandFiles(import.meta.dirname) }),
  ],
  // Workspace packages are consumed from their TypeScript sources.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Source maps without a sourceMappingURL: kept beside the build, never served (tooling/README.md).
  build: { target: 'es2022', sourcemap: 'hidden' },
  server: {
    port: SHELL_DEV_PORT,
    // `pnpm dev`: the API through a proxy; /remotes.json names the remotes' dev servers.
    proxy: devProxy(['/api']),
  },
});
