import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import type { EditorDescription } from '../shared-contracts/src/editors/description.ts';
import { devProxy } from './dev-proxy.ts';
import { checkedEditor, editorFilePlugin } from './editor-file.ts';
import { externalRuntimeVersion, federationPlugin } from './federation.ts';
import { releaseIdentity } from './release-identity.ts';
import { remotePreloadsPlugin } from './route-preloads.ts';

interface RemoteOptions {
  /** The package folder (the vite config's `import.meta.dirname`). */
  packageDir: string;
  /** The remote's description (its `src/editor.ts`): federation name, dev port, route. */
  editor: EditorDescription;
}

/**
 * The Vite config of every editor remote (architecture §3, §4): exposes `./App`, builds
 * relocatable (`base: './'`) so a build can be served from any folder, and runs
 * standalone (`pnpm --filter <remote> dev`) with its own index.html, proxying the API.
 *
 * A build is a release: only what federation loads (no standalone page, no stats), a
 * manifest carrying the release version and commit, the remote's description
 * (`editor.json`), and source maps without a `sourceMappingURL` (kept in the release
 * folder, never served). `pnpm release` builds into its staging folder through
 * `REMOTE_OUT_DIR`; otherwise the build goes to `dist/`.
 */
export function remoteViteConfig({ packageDir, editor }: RemoteOptions): UserConfigFnObject {
  // Name and port come from the remote's own description, checked before anything runs.
  const { remote: name, devPort: port, viewer } = checkedEditor(editor, packageDir);
  return defineConfig(({ command }) => ({
    base: './',
    plugins: [
      react(),
      federationPlugin({ name, packageDir, command, viewer }),
      editorFilePlugin(editor),
      releaseIdentity({ packageDir, federationRuntime: externalRuntimeVersion(command) }),
      remotePreloadsPlugin(),
    ],
    // A literal, even when unset, so that benchmark-only code (mf-canvas's draw record)
    // is dead code the minifier removes from every build but `pnpm bench`'s.
    define: { 'import.meta.env.VITE_BENCH': JSON.stringify(process.env.VITE_BENCH ?? '') },
    // Workspace packages are consumed from their TypeScript sources.
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      outDir: process.env.REMOTE_OUT_DIR || 'dist',
      emptyOutDir: true,
      // No entry of its own: federation adds remoteEntry.js; index.html is the
      // standalone page of `pnpm dev`, which production never serves.
      rolldownOptions: { input: {} },
    },
    server: {
      port,
      strictPort: true,
      // Inside the shell's dev server the remote's modules are fetched from this origin.
      origin: `http://localhost:${port}`,
      cors: true,
      proxy: devProxy(['/api']),
    },
  }));
}
