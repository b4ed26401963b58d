import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PRELOAD_FILES } from '../shared-contracts/src/remotes.ts';

/**
 * Preload lists written at build time (issue G2): without them a browser discovers an
 * editor's code one import at a time, a chain of about a dozen requests. The server puts
 * them into the HTML of an editor route (api/src/routes/page-hints.ts), so everything
 * the editor needs is requested at once, right after the document.
 */

/** Files to preload: site paths for the shell's, paths relative to the release for a remote's. */
export interface Preloads {
  js: string[];
  css: string[];
}

/** The shell's file: what an editor route needs beyond what index.html already loads. */
export interface ShellPreloads {
  editor: Preloads;
}

/**
 * The shell's modules an editor route needs: the remote loader (with the federation
 * runtime) and the query client. Besides them, every shared package the shell provides
 * on demand (SHARED_ON_DEMAND: the editor kit, the query library), which the runtime
 * imports when the remote asks for it.
 */
const SHELL_EDITOR_MODULES = [
  'shell/src/remotes/RemoteEditor.tsx',
  'shell/src/query/WithQueryClient.tsx',
];

/** A remote's exposed module (tooling/federation.ts REMOTE_EXPOSES). */
const REMOTE_APP_MODULE = 'src/App.tsx';
/** The federation entry of a remote build (tooling/federation.ts). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

interface Chunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((output) => output.type === 'chunk') as Chunk[];

/** `roots` and every chunk they import statically, in a stable order. */
function staticClosure(roots: readonly Chunk[], all: readonly Chunk[]): Chunk[] {
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const facadeIs = (chunk: Chunk, module: string) =>
  chunk.facadeModuleId?.split(path.sep).join('/').endsWith(`/${module}`) ?? false;

function chunkOf(all: readonly Chunk[], module: string): Chunk {
  const chunk = all.find((c) => facadeIs(c, module));
  if (!chunk) throw new Error(`preloads: the build has no chunk for ${module}`);
  return chunk;
}

function preloadsOf(chunks: readonly Chunk[], prefix: string): Preloads {
  return {
    js: chunks.map((chunk) => `${prefix}${chunk.fileName}`),
    css: [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
      (file) => `${prefix}${file}`,
    ),
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The shell's build step: writes `route-preloads.json`. `onDemand` are the files of the
 * packages the shell provides on demand (shell-shares.ts's sharedOnDemandFiles).
 */
export function shellPreloadsPlugin({ onDemand }: { onDemand: readonly string[] }): Plugin {
  return {
    name: 'ux-artefacts:shell-preloads',
    apply: 'build',
    generateBundle: {
      // After index.html is written, to leave out what it already loads.
      order: 'post',
      handler(_options, bundle) {
        const all = chunksOf(bundle);
        const index = bundle['index.html'];
        const html = index?.type === 'asset' ? String(index.source) : '';
        const providers = onDemand.map((file) => {
          const chunk = all.find((c) => c.moduleIds.includes(file));
          if (!chunk) throw new Error(`preloads: the build has no chunk for ${file}`);
          return chunk;
        });
        const needed = staticClosure(
          [...SHELL_EDITOR_MODULES.map((module) => chunkOf(all, module)), ...providers],
          all,
        ).filter((chunk) => !html.includes(`/${chunk.fileName}"`));
        const preloads: ShellPreloads = { editor: preloadsOf(needed, '/') };
        this.emitFile({ type: 'asset', fileName: PRELOAD_FILES.shell, source: json(preloads) });
      },
    },
  };
}

/** A remote's build step: writes `app-preloads.json`, what mounting its `./App` loads. */
export function remotePreloadsPlugin(): Plugin {
  return {
    name: 'ux-artefacts:remote-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const all = chunksOf(bundle);
      const entry = all.find((chunk) => chunk.fileName === REMOTE_ENTRY_FILE);
      if (!entry) throw new Error(`preloads: the build has no ${REMOTE_ENTRY_FILE}`);
      // The entry imports federation's map of the remote's shared modules only once it runs.
      const sharedMap = all.filter((chunk) =>
        chunk.facadeModuleId?.includes('localSharedImportMap'),
      );
      const needed = staticClosure([entry, ...sharedMap, chunkOf(all, REMOTE_APP_MODULE)], all);
      const preloads = preloadsOf(needed, '');
      // The entry loads every stylesheet of the build with each exposed module
      // (`bundleAllCSS`, tooling/federation.ts), the viewer's too: listed here, they start
      // with the rest instead of one hop after the entry has run.
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      const css = [...new Set([...preloads.css, ...stylesheets])];
      this.emitFile({
        type: 'asset',
        fileName: PRELOAD_FILES.remote,
        source: json({ ...preloads, css }),
      });
    },
  };
}
