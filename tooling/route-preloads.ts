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

/**
 * The shell's file: what an editor route needs beyond what index.html already loads, and
 * what a route opening a stored item (`/<editor>/<PK>/<SK>`) needs besides.
 */
export interface ShellPreloads {
  editor: Preloads;
  item: Preloads;
}

/** What a kind of route needs of the shell's build: its modules and on-demand packages. */
interface ShellNeeds {
  /** Modules, by their path from the workspace root. */
  modules: readonly string[];
  /** Shared packages the shell provides on demand (SHARED_ON_DEMAND) that it loads. */
  packages: readonly string[];
}

/**
 * Every editor route: the remote loader (with the federation runtime) and the editor kit,
 * which every editor imports as it starts. Not React Query: a guest's editor never loads
 * it (editor-kit/src/api/lazy-queries.ts).
 */
const EDITOR_NEEDS: ShellNeeds = {
  modules: ['shell/src/remotes/RemoteEditor.tsx'],
  packages: ['editor-kit'],
};

/**
 * A stored item's route besides: what the kit loads with its first query (React Query as
 * the kit drives it, the page's client) and the schemas that check the answers (the kit's,
 * zod), preloaded so that loading the item waits for no extra round trip.
 */
const ITEM_NEEDS: ShellNeeds = {
  modules: [
    'editor-kit/src/api/query-runtime.tsx',
    'shell/src/query/query-client.ts',
    'editor-kit/src/api/feature-schemas.ts',
  ],
  packages: ['@tanstack/react-query', 'zod'],
};

/** A remote's exposed module (tooling/federation.ts REMOTE_EXPOSES). */
const REMOTE_APP_MODULE = 'src/App.tsx';
/**
 * A remote's code checked with zod (its contract's schemas, its draft reader), which it
 * loads when first used (issue H2): a stored item's page preloads it.
 */
const REMOTE_SCHEMAS_MODULE = 'src/schemas.ts';
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

/** The chunk that starts with `module`, else the one it was bundled into. */
function chunkHolding(all: readonly Chunk[], module: string): Chunk {
  const holds = (c: Chunk) =>
    c.moduleIds.some((id) => id.split(path.sep).join('/').endsWith(`/${module}`));
  const chunk = all.find((c) => facadeIs(c, module)) ?? all.find(holds);
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
 * packages the shell provides on demand, by package (shell-shares.ts's sharedOnDemandFiles).
 */
export function shellPreloadsPlugin({
  onDemand,
}: {
  onDemand: Readonly<Record<string, string>>;
}): Plugin {
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
        const provider = (name: string) => {
          const file = onDemand[name];
          if (!file) throw new Error(`preloads: the shell provides no ${name} on demand`);
          const chunk = all.find((c) => c.moduleIds.includes(file));
          if (!chunk) throw new Error(`preloads: the build has no chunk for ${file}`);
          return chunk;
        };
        const closure = (needs: ShellNeeds) =>
          staticClosure(
            [
              ...needs.modules.map((module) => chunkHolding(all, module)),
              ...needs.packages.map(provider),
            ],
            all,
          ).filter((chunk) => !html.includes(`/${chunk.fileName}"`));
        const editor = closure(EDITOR_NEEDS);
        const item = closure(ITEM_NEEDS).filter((chunk) => !editor.includes(chunk));
        const preloads: ShellPreloads = {
          editor: preloadsOf(editor, '/'),
          item: preloadsOf(item, '/'),
        };
        this.emitFile({ type: 'asset', fileName: PRELOAD_FILES.shell, source: json(preloads) });
      },
    },
  };
}

/** A remote's preload list: mounting its `./App`, and, for a stored item, its schemas. */
export interface RemotePreloads extends Preloads {
  stored?: Preloads;
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
      const preloads: RemotePreloads = preloadsOf(needed, '');
      // The entry loads every stylesheet of the build with each exposed module
      // (`bundleAllCSS`, tooling/federation.ts), the viewer's too: listed here, they start
      // with the rest instead of one hop after the entry has run.
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      preloads.css = [...new Set([...preloads.css, ...stylesheets])];
      // A remote without schemas of its own (one that stores nothing) lists none.
      const schemas = all.find((chunk) => facadeIs(chunk, REMOTE_SCHEMAS_MODULE));
      if (schemas) {
        const stored = staticClosure([schemas], all).filter((chunk) => !needed.includes(chunk));
        preloads.stored = preloadsOf(stored, '');
      }
      this.emitFile({ type: 'asset', fileName: PRELOAD_FILES.remote, source: json(preloads) });
    },
  };
}
