import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { valueExports } from './package-exports.ts';
import { remoteImports } from './remote-imports.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-syntax-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

describe('valueExports: what a package exports at run time', () => {
  it('follows re-exports and leaves types out', () => {
    write({
      'src/index.ts': [
        "export { Button, type ButtonProps } from './Button';",
        "export type { Theme } from './theme';",
        "export * from './limits.js';",
        "export * as icons from './icons';",
        "export { default as Dialog } from './Dialog';",
        'export const VERSION = 1, { a, b: [c] } = { a: 1, b: [2] };',
        'export function helper() {}',
        'export class Store {}',
        'export enum Kind { A }',
        'export const enum Inlined { B }',
        'export interface Shape { x: number }',
        'export type Id = string;',
        'export declare const ambient: number;',
        'const local = 1;',
        'interface LocalType {}',
        'export { local, local as renamed, type LocalType };',
        'export default function main() {}',
      ].join('\n'),
      'src/Button.tsx': 'export const Button = () => null; export type ButtonProps = {};',
      'src/theme.ts': 'export type Theme = {};',
      'src/limits.ts': 'export const MAX = 1; export default 2; export * from "./nested";',
      'src/nested/index.ts': 'export const NESTED = 3;',
      'src/icons.ts': 'export const Plus = 1;',
      'src/Dialog.tsx': 'export default function Dialog() { return null; }',
    });
    expect(valueExports(path.join(root, 'src/index.ts'))).toEqual(
      [
        'Button',
        'Dialog',
        'Kind',
        'MAX',
        'NESTED',
        'Store',
        'VERSION',
        'a',
        'c',
        'default',
        'helper',
        'icons',
        'local',
        'renamed',
      ].sort(),
    );
  });

  it('says which module it cannot find', () => {
    write({ 'src/index.ts': "export * from './missing';" });
    expect(() => valueExports(path.join(root, 'src/index.ts'))).toThrow(
      /cannot find the module .\/missing/,
    );
  });
});

describe('remoteImports: what a remote ships importing from shared packages', () => {
  const SHARED = new Set(['shared-ui', 'shared-auth']);

  it('follows the exposed app through static and lazy imports, not tests or the standalone page', () => {
    write({
      'src/App.tsx': [
        "import 'shared-ui/styles.css';",
        "import './app.css';",
        "import { Button, type ButtonProps } from 'shared-ui';",
        "import type { Session } from 'shared-auth';",
        "import { MAX } from 'shared-contracts';",
        "import { Body } from './components/Body';",
        "const Picker = lazy(() => import('./components/Picker'));",
      ].join('\n'),
      'src/app.css': '',
      'src/components/Body.tsx': "import Default, { apiFetch as fetchIt } from 'shared-auth';",
      'src/components/Picker.tsx': [
        "import * as ui from 'shared-ui';",
        'export default () => ui.Dialog(ui.NewThing);',
        "export { Spinner } from 'shared-ui';",
      ].join('\n'),
      'src/components/Body.test.tsx': "import { renderRemote } from 'shared-ui';",
      'src/standalone.tsx': "import { OnlyStandalone } from 'shared-ui';",
    });
    const found = remoteImports(path.join(root, 'src/App.tsx'), SHARED);
    const names = (pkg: string) => [...(found.get(pkg)?.keys() ?? [])].sort();
    expect(names('shared-ui')).toEqual(['Button', 'Dialog', 'NewThing', 'Spinner']);
    expect(names('shared-auth')).toEqual(['apiFetch', 'default']);
    expect(found.has('shared-contracts')).toBe(false);
    expect(found.get('shared-ui')?.get('NewThing')).toEqual([
      path.join('src', 'components', 'Picker.tsx'),
    ]);
  });

  it('follows the workspace packages it bundles, their subpath entries too, not the shared ones', () => {
    write({
      'remote/package.json': '{ "name": "remote" }',
      'remote/src/App.tsx': [
        "import { ROUTES } from 'kit/routes';",
        "import { loadDraft } from 'kit/drafts';",
        "import 'kit/styles.css';",
        "import { Frame } from 'kit';",
        "import { MAX } from 'contracts';",
      ].join('\n'),
      'kit/package.json': JSON.stringify({
        name: 'kit',
        exports: {
          '.': './src/index.ts',
          './routes': './src/routes.ts',
          './drafts': { source: './src/drafts/index.ts' },
          './styles.css': './src/styles.css',
        },
      }),
      'kit/src/index.ts': "import { Unseen } from 'react-router';",
      'kit/src/routes.ts': "import { generatePath } from 'react-router';",
      'kit/src/drafts/index.ts': "export { keep } from './keep';",
      'kit/src/drafts/keep.ts': "import { useBlocker } from 'react-router';",
      'kit/src/styles.css': 'a { color: red }',
      'contracts/package.json': JSON.stringify({
        name: 'contracts',
        exports: { '.': './src/index.ts' },
      }),
      'contracts/src/index.ts': "import { z } from 'zod'; export const MAX = z.number();",
    });
    // Linked as a workspace links its packages.
    fs.mkdirSync(path.join(root, 'remote/node_modules'));
    fs.symlinkSync(path.join(root, 'kit'), path.join(root, 'remote/node_modules/kit'));
    fs.symlinkSync(path.join(root, 'contracts'), path.join(root, 'remote/node_modules/contracts'));
    const found = remoteImports(
      path.join(root, 'remote/src/App.tsx'),
      new Set(['kit', 'react-router', 'zod']),
    );
    const names = (pkg: string) => [...(found.get(pkg)?.keys() ?? [])].sort();
    // The kit's main entry is shared: named, not followed (its router names are the shell's).
    expect(names('kit')).toEqual(['Frame']);
    expect(names('react-router')).toEqual(['generatePath', 'useBlocker']);
    expect(found.get('react-router')?.get('useBlocker')).toEqual([
      path.join('..', 'kit', 'src', 'drafts', 'keep.ts'),
    ]);
    expect(names('zod')).toEqual(['z.number']);
  });

  it("counts each member of a namespace export it uses (zod's z), not the namespace", () => {
    write({
      'src/App.tsx': [
        "import { z } from 'zod';",
        'const page = z.object({ title: z.string().max(100) });',
        'export type Page = z.infer<typeof page>;',
        'export const check = (value: unknown) => page.parse(value);',
      ].join('\n'),
    });
    const found = remoteImports(path.join(root, 'src/App.tsx'), new Set(['zod']));
    expect([...(found.get('zod')?.keys() ?? [])].sort()).toEqual(['z.object', 'z.string']);
  });
});
