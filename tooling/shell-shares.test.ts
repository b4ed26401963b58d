import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FEDERATION_RUNTIME,
  installedVersion,
  SHARED_SINGLETONS,
  sharedRange,
} from './shared-packages.ts';
import {
  SHARED_PROVIDES_MODULE,
  shellSharesPlugin,
  VIEWER_PROVIDES_MODULE,
} from './shell-shares.ts';

const SHELL = path.resolve(import.meta.dirname, '../shell');
const plugin = shellSharesPlugin({ packageDir: SHELL });

type Hook = (this: unknown, id: string) => unknown;
const call = (hook: unknown, id: string) => (hook as Hook).call({}, id) as string | undefined;
const load = (id: string) => call(plugin.load, call(plugin.resolveId, id) ?? id);

describe("a viewer page's provides module (share links)", () => {
  const module = load(VIEWER_PROVIDES_MODULE) ?? '';

  it('hands over the React it runs, and every other singleton as an empty module at its version', () => {
    expect(module).toMatch(/import \* as share\d+ from "react";/);
    expect(module).toMatch(/import \* as share\d+ from "react-dom";/);
    for (const name of SHARED_SINGLETONS.filter((n) => n !== 'react' && n !== 'react-dom')) {
      // Nothing of it is imported, not even on demand.
      expect(module).not.toContain(`from ${JSON.stringify(name)};`);
      expect(module).not.toContain(`import(${JSON.stringify(name)})`);
      expect(module).toMatch(
        new RegExp(
          `${JSON.stringify(name)}: \\{ version: ${JSON.stringify(installedVersion(SHELL, name))}[^}]*\\}, lib: \\(\\) => notOnThisPage\\d+ \\}`,
        ),
      );
    }
  });
});

describe("the shell's shared-provides module", () => {
  const module = load(SHARED_PROVIDES_MODULE) ?? '';

  it('provides every shared singleton as a singleton at its installed version', () => {
    for (const name of SHARED_SINGLETONS) {
      const version = installedVersion(SHELL, name);
      expect(module).toContain(
        `${JSON.stringify(name)}: { version: ${JSON.stringify(version)}, shareConfig: { singleton: true, requiredVersion: ${JSON.stringify(sharedRange(version))} }`,
      );
    }
  });

  it('hands over the modules the shell runs, and loads the on-demand ones when asked', () => {
    expect(module).toMatch(/import \* as share\d+ from "react";/);
    expect(module).toMatch(/"react": \{[^}]*\}, lib: \(\) => share\d+ \}/);
    // The editor kit is never imported by the shell's own pages.
    expect(module).toContain('get: () => import("editor-kit").then((module) => () => module)');
    expect(module).not.toMatch(/import \* as share\d+ from "editor-kit"/);
  });

  it('names the federation runtime it provides, for the remotes built to use it', () => {
    const runtime = {
      name: FEDERATION_RUNTIME,
      version: installedVersion(SHELL, FEDERATION_RUNTIME),
    };
    expect(module).toContain(`export const FEDERATION_RUNTIME = ${JSON.stringify(runtime)};`);
  });

  it('provides a trimmed package through its trimmed module', () => {
    expect(module).toMatch(
      /import \* as share\d+ from "virtual:ux-artefacts\/shared-trimmed\/react-router";/,
    );
  });
});

describe('a trimmed package', () => {
  it('re-exports only the names the workspace imports', () => {
    const router = load('virtual:ux-artefacts/shared-trimmed/react-router') ?? '';
    expect(router).toMatch(/^export \{ [^}]*\buseNavigate\b[^}]*\} from "react-router";/);
    // MemoryRouter: only tests use it.
    expect(router).not.toMatch(/\bMemoryRouter\b/);
    // The site's router is declarative (shared-ui's GuardedBrowserRouter): nothing of the
    // data router, about half of what the workspace used of react-router, is provided.
    expect(router).not.toMatch(/\b(createBrowserRouter|RouterProvider|useBlocker)\b/);
  });

  it("makes a namespace export an object of the members used (zod's z)", () => {
    const zod = load('virtual:ux-artefacts/shared-trimmed/zod') ?? '';
    expect(zod).toContain('import { z as whole_z } from "zod";');
    expect(zod).toMatch(/export const z = Object\.freeze\(\{ [^}]*\bobject: whole_z\.object\b/);
    expect(zod).not.toContain('bigint');
  });
});
