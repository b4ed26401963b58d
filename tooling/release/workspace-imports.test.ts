import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceImports } from './workspace-imports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('workspaceImports', () => {
  const names = workspaceImports(ROOT, 'react-router');

  it("finds the names the shell's, the shared packages' and the remotes' code imports", () => {
    // The shell's routes, shared-ui's GuardedBrowserRouter, mf-canvas's CanvasPage.
    expect(names).toEqual(
      expect.arrayContaining(['Routes', 'UNSAFE_createBrowserHistory', 'useSearchParams']),
    );
  });

  it('leaves out what only tests import, and type-only imports', () => {
    // MemoryRouter: the shell's and the remotes' tests; UNSAFE_createMemoryHistory:
    // editor-kit/testing, an entry for tests; HistoryRouterProps: a type.
    expect(names).not.toContain('MemoryRouter');
    expect(names).not.toContain('UNSAFE_createMemoryHistory');
    expect(names).not.toContain('HistoryRouterProps');
  });

  it('is sorted and has each name once', () => {
    expect(names).toEqual([...new Set(names)].sort());
  });
});

describe('workspaceImports of a workspace without remotes', () => {
  it('reads the packages that exist: the remotes are the mf-* packages found', () => {
    // The workspace without any remote folder.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    try {
      for (const folder of [
        'shell',
        'shared-ui',
        'shared-auth',
        'editor-kit',
        'shared-contracts',
      ]) {
        fs.symlinkSync(path.join(ROOT, folder), path.join(root, folder));
      }
      const names = workspaceImports(root, 'react-router');
      expect(names).toContain('UNSAFE_createBrowserHistory');
      expect(names).not.toContain('useSearchParams');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
