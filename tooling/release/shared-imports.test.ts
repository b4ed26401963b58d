import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedVersion } from '../shared-packages.ts';
import { REPO_ROOT, remoteFolders } from '../workspace-remotes.ts';
import { SHARED_EXPORTS_FILE, sharedExportsOf } from './shared-exports.ts';
import { sharedImportProblems, shellToCheck, viewerImportProblems } from './shared-imports.ts';

/**
 * Every remote's own tests end with the release's check of its shared imports
 * (check-shared-imports.ts, the last step of `pnpm --filter <remote> test`), so a remote
 * that uses a name the deployed shell lacks fails at its team's desk.
 */
const SHELL = sharedExportsOf(path.join(REPO_ROOT, 'shell'));
const ROUTER = installedVersion(path.join(REPO_ROOT, 'shell'), 'react-router');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-shared-imports-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A copy of the canvas's sources whose App also imports react-router's `useMatch`. */
function canvasUsingUseMatch(): string {
  const dir = path.join(scratch, 'mf-canvas');
  fs.cpSync(path.join(REPO_ROOT, 'mf-canvas', 'src'), path.join(dir, 'src'), { recursive: true });
  const app = path.join(dir, 'src', 'App.tsx');
  fs.writeFileSync(
    app,
    `import { useMatch } from 'react-router';\nexport const match = useMatch;\n${fs.readFileSync(app, 'utf8')}`,
  );
  return dir;
}
const USE_MATCH_MISSING = `mf_canvas imports useMatch from react-router (src/App.tsx), which the deployed shell's react-router ${ROUTER} does not export`;

describe('sharedImportProblems', () => {
  it.each(remoteFolders())('finds none in %s against the shell the workspace builds', (folder) => {
    expect(sharedImportProblems(path.join(REPO_ROOT, folder), SHELL)).toEqual([]);
  });

  it("names a trimmed package's name the shell does not provide", () => {
    // The shell provides react-router trimmed to the names the workspace imported when it
    // was built: this copy of the canvas is not part of that workspace.
    expect(sharedImportProblems(canvasUsingUseMatch(), SHELL)).toEqual([USE_MATCH_MISSING]);
  });
});

describe('viewerImportProblems', () => {
  it('finds none in the workspace', () => {
    for (const folder of remoteFolders()) {
      expect(viewerImportProblems(path.join(REPO_ROOT, folder))).toEqual([]);
    }
  });

  it('names a shared package other than React that a viewer reaches', () => {
    const dir = path.join(scratch, 'mf-ux-persona');
    fs.cpSync(path.join(REPO_ROOT, 'mf-ux-persona', 'src'), path.join(dir, 'src'), {
      recursive: true,
    });
    const viewer = path.join(dir, 'src', 'Viewer.tsx');
    fs.writeFileSync(
      viewer,
      `import { Button } from 'shared-ui';\nexport const button = Button;\n${fs.readFileSync(viewer, 'utf8')}`,
    );
    expect(viewerImportProblems(dir)).toEqual([
      "mf_ux_persona's viewer imports shared-ui (src/Viewer.tsx), which pages of viewers do not provide: a viewer may import react and react-dom alone",
    ]);
  });
});

describe('the shell a remote is checked against', () => {
  const shellFile = path.join(scratch, 'deployed', SHARED_EXPORTS_FILE);
  fs.mkdirSync(path.dirname(shellFile), { recursive: true });
  fs.writeFileSync(shellFile, JSON.stringify(SHELL));

  it('is the one SHELL_EXPORTS names (what pnpm release checked), or the one built under STATIC_ROOT', async () => {
    expect(await shellToCheck({ SHELL_EXPORTS: shellFile }, REPO_ROOT)).toEqual({
      shell: SHELL,
      from: shellFile,
      deployed: true,
    });
    const staticRoot = path.join(scratch, 'site');
    const built = path.join(staticRoot, 'shell', 'dist', SHARED_EXPORTS_FILE);
    fs.mkdirSync(path.dirname(built), { recursive: true });
    fs.copyFileSync(shellFile, built);
    expect(await shellToCheck({ STATIC_ROOT: staticRoot }, REPO_ROOT)).toMatchObject({
      from: built,
      deployed: true,
    });
  });

  it('is the one the workspace would build when no shell is built, and says so', async () => {
    const nowhere = path.join(scratch, 'no-site');
    expect(await shellToCheck({ STATIC_ROOT: nowhere }, REPO_ROOT)).toMatchObject({
      deployed: false,
      from: 'the shell this workspace would build now',
    });
  });
});

/** Starting Node with tsx and reading a remote's modules: seconds, and more on a busy machine. */
const SCRIPT_BUDGET = 120_000;

describe("a remote's test script", { timeout: SCRIPT_BUDGET }, () => {
  const check = (packageDir: string) =>
    spawnSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'tooling/release/check-shared-imports.ts',
        packageDir,
      ],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, SHELL_EXPORTS: path.join(scratch, 'deployed', SHARED_EXPORTS_FILE) },
      },
    );

  it('fails for a remote importing a name the deployed shell does not provide, saying which', () => {
    const result = check(canvasUsingUseMatch());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(USE_MATCH_MISSING);
    expect(result.stderr).toContain('A release of the shell that provides them must go first.');
  });

  it('passes for a remote as it is', () => {
    const result = check(path.join(REPO_ROOT, 'mf-canvas'));
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Shared imports of mf_canvas: all provided by');
    expect(result.status).toBe(0);
  });
});
