import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachedPackages } from './first-load.ts';

/**
 * A scratch workspace: an app bundling the workspace package `lib` (linked into its
 * node_modules as pnpm links workspace packages), whose index re-exports a plain module
 * and a schema module that imports `zod`.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-first-load-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('lib/package.json', JSON.stringify({ name: 'lib', exports: { '.': './index.ts' } }));
write(
  'lib/index.ts',
  "export * from './plain.js';\nexport { schema as checked } from './schema.js';\n",
);
write('lib/plain.ts', "import { limit } from './limits.js';\nexport const LIMIT = limit;\n");
write('lib/limits.ts', 'export const limit = 3;\n');
write(
  'lib/schema.ts',
  "import { z } from 'zod';\nimport type { Big } from 'typed-only';\nexport const schema = z.string();\n",
);
write('app/package.json', JSON.stringify({ name: 'app' }));
fs.mkdirSync(path.join(root, 'app/node_modules'), { recursive: true });
fs.symlinkSync(path.join(root, 'lib'), path.join(root, 'app/node_modules/lib'));
write(
  'app/src/App.tsx',
  "import { LIMIT } from 'lib';\nimport type { checked } from 'lib';\nimport { useState } from 'react';\nexport const load = () => import('./later');\nexport default () => [LIMIT, useState];\n",
);
write('app/src/later.ts', "export { checked } from 'lib';\n");
const app = path.join(root, 'app/src/App.tsx');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the packages a module reaches', () => {
  it('follows a bundled package by the names taken: a plain name brings no schema code', () => {
    expect([...reachedPackages(app, new Set(['react']))]).toEqual(['react']);
  });

  it('counts what its lazily loaded modules take when asked to, through renamed re-exports', () => {
    expect(reachedPackages(app, new Set(['react', 'zod']), { lazy: true })).toEqual(
      new Set(['react', 'zod']),
    );
  });

  it('records a shared package without following it', () => {
    expect(reachedPackages(app, new Set(['react', 'lib']), { lazy: true })).toEqual(
      new Set(['lib', 'react']),
    );
  });
});
