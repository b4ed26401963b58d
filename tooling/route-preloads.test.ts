import { describe, expect, it } from 'vitest';
import { remotePreloadsPlugin, shellPreloadsPlugin } from './route-preloads.ts';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  css: string[] = [],
  dynamicImports: string[] = [],
  moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
): FakeChunk => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  facadeModuleId,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});

const bundleOf = (...items: { fileName: string; type: string; source?: string }[]) =>
  Object.fromEntries(items.map((item) => [item.fileName, item]));

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown): Hook =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;

/** Runs a plugin's generateBundle on `bundle`; what it emitted, by file name. */
function emitted(plugin: { generateBundle?: unknown }, bundle: Record<string, unknown>) {
  const files: Record<string, unknown> = {};
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      files[file.fileName] = JSON.parse(file.source);
    },
  };
  handlerOf(plugin.generateBundle).call(context, {}, bundle);
  return files;
}

describe('a remote build lists what mounting its ./App loads', () => {
  it("the entry, ./App and everything they import statically, federation's shared map, every stylesheet; no lazy chunk", () => {
    const bundle = bundleOf(
      chunk('remoteEntry.js', ['assets/runtime.js']),
      chunk('assets/runtime.js'),
      chunk('assets/shared-map.js', ['assets/runtime.js'], '\0virtual:mf-localSharedImportMap:x'),
      chunk('assets/App.js', ['assets/domain.js', 'assets/runtime.js'], '/w/mf-x/src/App.tsx', [
        'assets/App.css',
      ]),
      chunk('assets/domain.js', [], null, ['assets/domain.css']),
      chunk('assets/Lazy.js', ['assets/domain.js'], '/w/mf-x/src/Lazy.tsx'),
      { fileName: 'assets/App.css', type: 'asset' },
      // The viewer's: the entry loads it with ./App too (bundleAllCSS).
      { fileName: 'assets/Viewer.css', type: 'asset' },
    );
    expect(emitted(remotePreloadsPlugin(), bundle)['app-preloads.json']).toEqual({
      js: [
        'remoteEntry.js',
        'assets/runtime.js',
        'assets/shared-map.js',
        'assets/App.js',
        'assets/domain.js',
      ],
      css: ['assets/App.css', 'assets/domain.css', 'assets/Viewer.css'],
    });
  });

  it('and for a stored item, its schemas with what they import that ./App does not', () => {
    const bundle = bundleOf(
      chunk('remoteEntry.js'),
      chunk('assets/App.js', ['assets/domain.js'], '/w/mf-x/src/App.tsx'),
      chunk('assets/domain.js'),
      chunk(
        'assets/schemas.js',
        ['assets/domain.js', 'assets/zod-share.js'],
        '/w/mf-x/src/schemas.ts',
      ),
      chunk('assets/zod-share.js'),
    );
    expect(emitted(remotePreloadsPlugin(), bundle)['app-preloads.json']).toEqual({
      js: ['remoteEntry.js', 'assets/App.js', 'assets/domain.js'],
      css: [],
      stored: { js: ['assets/schemas.js', 'assets/zod-share.js'], css: [] },
    });
  });

  it('fails the build when it has no ./App chunk', () => {
    expect(() => emitted(remotePreloadsPlugin(), bundleOf(chunk('remoteEntry.js')))).toThrow(
      'no chunk for src/App.tsx',
    );
  });
});

describe("the shell's build lists what an editor route needs of it", () => {
  const bundle = bundleOf(
    chunk('assets/index.js', ['assets/react.js']),
    chunk('assets/react.js'),
    chunk('assets/query.js', [], null, [], [], ['/w/query/index.js']),
    chunk(
      'assets/RemoteEditor.js',
      ['assets/schemas.js', 'assets/react.js'],
      '/w/shell/src/remotes/RemoteEditor.tsx',
    ),
    chunk('assets/schemas.js'),
    chunk(
      'assets/query-runtime.js',
      ['assets/query.js', 'assets/react.js'],
      '/w/editor-kit/src/api/query-runtime.tsx',
    ),
    // Bundled into another chunk rather than starting one of its own.
    chunk(
      'assets/page-client.js',
      ['assets/query.js'],
      null,
      [],
      [],
      ['/w/shell/src/query/query-client.ts'],
    ),
    chunk(
      'assets/kit.js',
      ['assets/common.js'],
      '/w/editor-kit/src/index.ts',
      ['assets/kit.css'],
      [],
      ['/w/editor-kit/src/index.ts'],
    ),
    chunk('assets/common.js'),
    chunk(
      'assets/feature-schemas.js',
      ['assets/zod.js'],
      '/w/editor-kit/src/api/feature-schemas.ts',
    ),
    chunk('assets/zod.js'),
    chunk(
      'assets/zod-provided.js',
      ['assets/zod.js'],
      null,
      [],
      [],
      ['\0virtual:ux-artefacts/shared-trimmed/zod'],
    ),
    chunk(
      'assets/ProfilePage.js',
      ['assets/common.js'],
      '/w/shell/src/pages/profile/ProfilePage.tsx',
    ),
    {
      fileName: 'index.html',
      type: 'asset',
      source:
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">',
    },
  );
  const onDemand = {
    '@tanstack/react-query': '/w/query/index.js',
    'editor-kit': '/w/editor-kit/src/index.ts',
    zod: '\0virtual:ux-artefacts/shared-trimmed/zod',
  };

  it('every editor: the remote loader and the editor kit, with their static imports, less what index.html loads; no query library, no zod', () => {
    const preloads = emitted(shellPreloadsPlugin({ onDemand }), bundle)['route-preloads.json'] as {
      editor: unknown;
    };
    expect(preloads.editor).toEqual({
      js: ['/assets/RemoteEditor.js', '/assets/schemas.js', '/assets/kit.js', '/assets/common.js'],
      css: ['/assets/kit.css'],
    });
  });

  it("a stored item besides: the kit's query runtime, the page's client and the query library, the kit's schemas and zod", () => {
    const preloads = emitted(shellPreloadsPlugin({ onDemand }), bundle)['route-preloads.json'] as {
      item: unknown;
    };
    expect(preloads.item).toEqual({
      js: [
        '/assets/query-runtime.js',
        '/assets/query.js',
        '/assets/page-client.js',
        '/assets/feature-schemas.js',
        '/assets/zod.js',
        '/assets/zod-provided.js',
      ],
      css: [],
    });
  });

  it('fails the build when a package it provides on demand has no chunk', () => {
    const bare = bundleOf(
      chunk('assets/RemoteEditor.js', [], '/w/shell/src/remotes/RemoteEditor.tsx'),
    );
    expect(() =>
      emitted(shellPreloadsPlugin({ onDemand: { 'editor-kit': '/w/kit.ts' } }), bare),
    ).toThrow('no chunk for /w/kit.ts');
  });
});
