import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SHELL_DEV_PORT } from '../shared-contracts/src/remotes.ts';
import { devProxy } from '../tooling/dev-proxy.ts';
import { federationPlugin } from '../tooling/federation.ts';

export default defineConfig({
  plugins: [react(), federationPlugin({ name: 'shell', packageDir: import.meta.dirname })],
  // Workspace packages are consumed from their TypeScript sources.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: SHELL_DEV_PORT,
    // `pnpm dev`: the API, /remotes.json and the built remotes come from the API server.
    proxy: devProxy(['/api', '/remotes.json', '/remotes/']),
  },
});
