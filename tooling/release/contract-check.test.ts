import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from 'release-registry';
import { editorFor, writeEditorFile } from 'release-registry/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uxPersonaEditor } from '../../shared-contracts/src/editors/ux-persona/description.ts';
import { FEDERATION_RUNTIME, installedVersion, SHARED_SINGLETONS } from '../shared-packages.ts';
import { contractProblems } from './contract-check.ts';
import { type ReleaseContext, type ReleaseSteps, release } from './release.ts';
import { type SharedExports, sharedExportsOf } from './shared-exports.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The deployed shell's shared-ui: the workspace's own. */
const SHARED_UI = (
  JSON.parse(fs.readFileSync(path.join(REPO, 'shared-ui/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const [major, minor] = SHARED_UI.split('.').map(Number);
const NEXT_MINOR = `^${major}.${(minor ?? 0) + 1}.0`;
/**
 * The real shell's shared exports, worked out once while the file loads: reading the
 * whole workspace's imports has taken more than a hook's 10 s on a busy machine.
 */
const DEPLOYED_SHELL = sharedExportsOf(path.join(REPO, 'shell'));

describe('contractProblems', () => {
  const shell: SharedExports = {
    commit: 'abc1234',
    shared: {
      react: { version: '19.3.1' },
      'shared-ui': { version: '1.0.0', exports: ['Button', 'Dialog'] },
    },
  };
  const check = (input: Partial<Parameters<typeof contractProblems>[0]>) =>
    contractProblems({ remote: 'mf_canvas', required: [], imports: new Map(), shell, ...input });

  it('accepts a remote that needs no more than the shell provides', () => {
    expect(
      check({
        required: [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: 'shared-ui', requiredVersion: '^1.0.0' },
        ],
        imports: new Map([['shared-ui', new Map([['Button', ['src/App.tsx']]])]]),
      }),
    ).toEqual([]);
  });

  it('names the remote, the package and the range the shell does not satisfy', () => {
    expect(
      check({
        required: [
          { name: 'shared-ui', requiredVersion: '^1.1.0' },
          { name: 'react', requiredVersion: '^20.0.0' },
        ],
      }),
    ).toEqual([
      'mf_canvas requires shared-ui ^1.1.0, but the deployed shell provides shared-ui 1.0.0',
      'mf_canvas requires react ^20.0.0, but the deployed shell provides react 19.3.1',
    ]);
  });

  it('names a shared package the shell does not provide (the remote carries no copy)', () => {
    expect(check({ required: [{ name: 'react-router-dom', requiredVersion: '^7.0.0' }] })).toEqual([
      'mf_canvas requires react-router-dom, which the deployed shell does not provide',
    ]);
  });

  it("refuses a remote using the data router's useBlocker, which the shell no longer provides", () => {
    const imports = new Map([['react-router', new Map([['useBlocker', ['src/App.tsx']]])]]);
    const router = DEPLOYED_SHELL.shared['react-router']?.version;
    expect(
      contractProblems({ remote: 'mf_canvas', required: [], imports, shell: DEPLOYED_SHELL }),
    ).toEqual([
      `mf_canvas imports useBlocker from react-router (src/App.tsx), which the deployed shell's react-router ${router} does not export`,
    ]);
  });

  it('names the remote, the package, the name and where it is imported', () => {
    const imports = new Map([
      ['shared-ui', new Map([['NewThing', ['src/App.tsx', 'src/Picker.tsx']]])],
    ]);
    expect(check({ imports })).toEqual([
      "mf_canvas imports NewThing from shared-ui (src/App.tsx, src/Picker.tsx), which the deployed shell's shared-ui 1.0.0 does not export",
    ]);
  });
});

describe('pnpm release with a remote importing a new shared-ui export', () => {
  const remote = { name: 'mf_ux_persona', folder: 'mf-ux-persona' };
  let root: string;
  let context: ReleaseContext;
  let testsRun: number;

  /**
   * The remote's build as Vite would leave it: here only its manifest, its entry and its
   * description (`editor`, the persona's own by default) matter.
   */
  const steps = (
    sharedUiRange?: string,
    federationRuntime = installedVersion(REPO, FEDERATION_RUNTIME),
    editor: unknown = uxPersonaEditor,
  ): ReleaseSteps => ({
    async build(_remote, outDir) {
      const remoteDir = path.join(REPO, remote.folder);
      const shared = SHARED_SINGLETONS.map((name) => ({
        name,
        requiredVersion:
          name === 'shared-ui' && sharedUiRange
            ? sharedUiRange
            : `^${installedVersion(remoteDir, name)}`,
      }));
      fs.writeFileSync(
        path.join(outDir, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { buildInfo: { buildVersion: '0.1.0+0000abcd', federationRuntime } },
          shared,
        }),
      );
      fs.writeFileSync(path.join(outDir, 'remoteEntry.js'), 'export {}');
      if (editor !== null) writeEditorFile(outDir, editor);
    },
    async test() {
      testsRun += 1;
    },
  });

  beforeEach(() => {
    // A checkout with the real remote's sources, deployed with the real shell's shared exports.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-contract-'));
    fs.cpSync(path.join(REPO, remote.folder, 'src'), path.join(root, remote.folder, 'src'), {
      recursive: true,
    });
    context = {
      repoRoot: root,
      store: new ReleaseStore(path.join(root, 'releases'), 5),
      shell: DEPLOYED_SHELL,
    };
    testsRun = 0;
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const nothingPublished = () => {
    expect(context.store.registry.readStrict().remotes).toEqual({});
    expect(fs.readdirSync(path.join(context.store.dir, '.staging'))).toEqual([]);
    expect(testsRun).toBe(0);
  };

  it('releases the remote as it is, with the description its build carries', async () => {
    const outcome = await release(context, remote, steps());
    expect(outcome).toMatchObject({ version: '0.1.0+0000abcd', current: '0.1.0+0000abcd' });
    expect(testsRun).toBe(1);
    expect(context.store.registry.readStrict().remotes.mf_ux_persona?.releases[0]?.editor).toEqual(
      uxPersonaEditor,
    );
  });

  it.each([
    [
      'no description',
      null,
      /mf-ux-persona-\w+ has no editor\.json: a remote's build writes its description there/,
    ],
    [
      'a malformed description',
      { ...uxPersonaEditor, exportFileName: 'persona.png' },
      /editor\.json is not a usable editor description: exportFileName has an unusable form/,
    ],
    [
      "another remote's description",
      editorFor('mf_empathy_map'),
      /editor\.json describes mf_empathy_map, not mf_ux_persona/,
    ],
  ])(
    'refuses a build with %s before its tests, and publishes nothing',
    async (_what, editor, message) => {
      await expect(release(context, remote, steps(undefined, undefined, editor))).rejects.toThrow(
        message,
      );
      nothingPublished();
    },
  );

  it('fails the contract check and publishes nothing', async () => {
    const app = path.join(root, remote.folder, 'src', 'App.tsx');
    fs.writeFileSync(
      app,
      `import { SparkleBadge } from 'shared-ui';\nexport const badge = SparkleBadge;\n${fs.readFileSync(app, 'utf8')}`,
    );
    await expect(release(context, remote, steps())).rejects.toThrow(
      `The contract check failed:\n  mf_ux_persona imports SparkleBadge from shared-ui (src/App.tsx), which the deployed shell's shared-ui ${SHARED_UI} does not export`,
    );
    nothingPublished();
  });

  it('fails a remote importing a router name the shell does not provide', async () => {
    // The shell provides react-router trimmed to the names the workspace imports.
    const app = path.join(root, remote.folder, 'src', 'App.tsx');
    fs.writeFileSync(
      app,
      `import { useMatch } from 'react-router';\nexport const match = useMatch;\n${fs.readFileSync(app, 'utf8')}`,
    );
    await expect(release(context, remote, steps())).rejects.toThrow(
      `mf_ux_persona imports useMatch from react-router (src/App.tsx), which the deployed shell's react-router ${installedVersion(path.join(REPO, 'shell'), 'react-router')} does not export`,
    );
    nothingPublished();
  });

  it('fails a remote using a zod builder the shell does not provide', async () => {
    // The shell provides zod's z as the members the workspace uses (SHARED_NAMESPACES).
    const app = path.join(root, remote.folder, 'src', 'App.tsx');
    fs.writeFileSync(
      app,
      `import { z } from 'zod';\nexport const big = z.bigint();\n${fs.readFileSync(app, 'utf8')}`,
    );
    await expect(release(context, remote, steps())).rejects.toThrow(
      `mf_ux_persona imports z.bigint from zod (src/App.tsx), which the deployed shell's zod ${installedVersion(path.join(REPO, 'shell'), 'zod')} does not export`,
    );
    nothingPublished();
  });

  it("fails a remote built for another minor of the federation runtime than the shell's", async () => {
    // The remote carries no runtime of its own: it calls the shell's by its exports.
    const shells = installedVersion(REPO, FEDERATION_RUNTIME);
    const [runtimeMajor, runtimeMinor] = shells.split('.').map(Number);
    const newer = `${runtimeMajor}.${(runtimeMinor ?? 0) + 1}.0`;
    await expect(release(context, remote, steps(undefined, newer))).rejects.toThrow(
      `mf_ux_persona requires ${FEDERATION_RUNTIME} ~${newer}, but the deployed shell provides ${FEDERATION_RUNTIME} ${shells}`,
    );
    nothingPublished();
  });

  it('fails a remote built against the shell of editor-kit 3, which shared i18next', async () => {
    // Such a build asks the page for i18next and react-i18next (its catalogues joined the
    // shell's i18next instance) and for the kit's 3.x i18n; the shell provides neither.
    const current = steps();
    const builtAgainstKit3: ReleaseSteps = {
      ...current,
      async build(target, outDir) {
        await current.build(target, outDir);
        const file = path.join(outDir, 'mf-manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
          shared: { name: string; requiredVersion: string }[];
        };
        manifest.shared = [
          ...manifest.shared.map((share) =>
            share.name === 'editor-kit' ? { ...share, requiredVersion: '^3.1.0' } : share,
          ),
          { name: 'i18next', requiredVersion: '^26.7.2' },
          { name: 'react-i18next', requiredVersion: '^17.1.13' },
        ];
        fs.writeFileSync(file, JSON.stringify(manifest));
      },
    };
    const kit = installedVersion(path.join(REPO, 'shell'), 'editor-kit');
    expect(kit).toMatch(/^4\./);
    const failure = await release(context, remote, builtAgainstKit3).then(
      () => new Error('released'),
      (error: Error) => error,
    );
    expect(failure.message.split('\n').slice(1)).toEqual([
      `  mf_ux_persona requires editor-kit ^3.1.0, but the deployed shell provides editor-kit ${kit}`,
      '  mf_ux_persona requires i18next, which the deployed shell does not provide',
      '  mf_ux_persona requires react-i18next, which the deployed shell does not provide',
    ]);
    nothingPublished();
  });

  it('fails a remote built against a newer shared-ui than the deployed shell has', async () => {
    await expect(release(context, remote, steps(NEXT_MINOR))).rejects.toThrow(
      `mf_ux_persona requires shared-ui ${NEXT_MINOR}, but the deployed shell provides shared-ui ${SHARED_UI}`,
    );
    nothingPublished();
  });
});
