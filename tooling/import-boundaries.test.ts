import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package boundaries are biome's `noRestrictedImports`, per folder (biome.json
 * `overrides`). These fixtures prove the rules bite: each is a one-line module placed in
 * a package's folder of a scratch copy of the workspace's biome.json, linted once.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

const FORBIDDEN: [folder: string, from: string][] = [
  ['mf-canvas/src/components', 'shell'],
  ['mf-canvas/src/components', '../../../shell/src/App.tsx'],
  ['mf-ux-persona/src', 'mf-empathy-map'],
  ['mf-empathy-map/src/model', '../../../mf-ux-persona/src/model/draft.ts'],
  ['shared-ui/src/components', 'zod'],
  ['shared-ui/src', 'zod/v4'],
  ['shared-ui/src', 'shared-contracts'],
  ['shared-ui/src', 'editor-kit/routes'],
  ['shared-ui/src', '../../shell/src/App.tsx'],
  ['shared-contracts/src', 'shared-ui'],
  ['shared-contracts/src', 'editor-kit'],
  ['shared-contracts/src', '../../api/src/app.ts'],
  ['shared-contracts/src', 'react'],
  ['editor-kit/src', 'shell'],
  ['shared-auth/src', 'mf-canvas'],
];

const ALLOWED: [folder: string, from: string][] = [
  ['mf-canvas/src/components', 'editor-kit/drafts'],
  ['mf-canvas/src/components', '../model/document.ts'],
  ['mf-ux-persona/src', 'shared-ui'],
  ['mf-ux-persona/src', 'zod'],
  ['shared-ui/src', 'react'],
  ['shared-ui/src/components', '../text/truncate.ts'],
  ['shared-contracts/src', 'zod'],
  ['editor-kit/src', 'shared-contracts'],
  ['shell/src', 'editor-kit/routes'],
];

let scratch: string;
/** The files biome reported `noRestrictedImports` in, relative to the scratch folder. */
let restricted: Set<string>;

const fixtureName = (index: number, kind: string) => `boundary-${kind}-${index}.ts`;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-boundaries-'));
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  // The scratch folder is no git checkout and has no schema beside it.
  delete config.$schema;
  config.vcs = { enabled: false };
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  const write = (cases: [string, string][], kind: string) =>
    cases.forEach(([folder, from], index) => {
      fs.mkdirSync(path.join(scratch, folder), { recursive: true });
      fs.writeFileSync(
        path.join(scratch, folder, fixtureName(index, kind)),
        `export * from '${from}';\n`,
      );
    });
  write(FORBIDDEN, 'forbidden');
  write(ALLOWED, 'allowed');

  const lint = spawnSync(
    process.execPath,
    [BIOME, 'lint', '--only=style/noRestrictedImports', '--max-diagnostics=none', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const reports = `${lint.stdout}${lint.stderr}`;
  restricted = new Set(
    [...reports.matchAll(/^(\S+\.ts):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map(
      (match) => match[1]!,
    ),
  );
}, 30_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('package boundaries (biome noRestrictedImports)', () => {
  it.each(FORBIDDEN.map(([folder, from], index) => [folder, from, index] as const))(
    'refuses %s importing %s',
    (folder, _from, index) => {
      expect(restricted).toContain(`${folder}/${fixtureName(index, 'forbidden')}`);
    },
  );

  it.each(ALLOWED.map(([folder, from], index) => [folder, from, index] as const))(
    'lets %s import %s',
    (folder, _from, index) => {
      expect(restricted).not.toContain(`${folder}/${fixtureName(index, 'allowed')}`);
    },
  );
});
