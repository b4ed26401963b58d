import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { devProxy } from './dev-proxy.ts';
import { federationPlugin } from './federation.ts';

interface RemoteOptions {
  /** Federation name, with underscores (`mf_ux_persona`). */
  name: string;
  /** The package folder (the vite config's `import.meta.dirname`). */
  packageDir: string;
  /** Port of the standalone dev server. */
  port: number;
}

/**
 * The Vite config of every editor remote (architecture §3, §4): exposes `./App`, builds
 * relocatable (`base: './'`) so a build can be served from any folder, and runs
 * standalone (`pnpm --filter <remote> dev`) with its own index.html, proxying the API.
 */
export function remoteViteConfig({ name, packageDir, port }: RemoteOptions): UserConfig {
  return defineConfig({
    base: './',
    plugins: [
      react(),
      federationPlugin({ name, packageDir, exposes: { './App': './src/App.tsx' } }),
    ],
    // Workspace packages are consumed from their TypeScript sources.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    build: { target: 'es2022', sourcemap: true },
    server: {
      port,
      strictPort: true,
      // Inside the shell's dev server the remote's modules are fetched from this origin.
      origin: `http://localhost:${port}`,
      cors: true,
      proxy: devProxy(['/api']),
    },
  });
}
