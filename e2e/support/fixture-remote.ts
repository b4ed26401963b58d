import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EditorDescription } from '../../shared-contracts/src/editors/description.ts';
import { EDITOR_FILE } from '../../shared-contracts/src/remotes.ts';
import { REPO_ROOT } from './site.ts';

const run = promisify(execFile);

/** A remote only the tests know (e2e/fixtures/mf-fixture-notes), built like every remote. */
const FIXTURE = 'mf-fixture-notes';

export interface FixtureBuild {
  /** The build folder: a complete release, `editor.json` included. */
  folder: string;
  /** The description the build carries. */
  editor: EditorDescription;
  remove(): void;
}

/**
 * Builds the fixture remote with its own build script into a folder of its own, as
 * `pnpm release` builds into its staging folder (`REMOTE_OUT_DIR`): a few seconds, and
 * nothing written into the repository.
 */
export async function buildFixtureRemote(): Promise<FixtureBuild> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ux-fixture-remote-'));
  try {
    await run('pnpm', ['--filter', FIXTURE, 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, REMOTE_OUT_DIR: folder },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The build of ${FIXTURE} failed:\n${stdout}\n${stderr}`);
  }
  const editor = JSON.parse(
    fs.readFileSync(path.join(folder, EDITOR_FILE), 'utf8'),
  ) as EditorDescription;
  return { folder, editor, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
