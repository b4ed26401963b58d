import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceImports } from './workspace-imports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('workspaceImports', () => {
  const names = workspaceImports(ROOT, 'react-router');

  it("finds the names the shell's, the shared packages' and the remotes' code imports", () => {
    // The shell's App, shared-ui's LeaveGuard, mf-canvas's CanvasPage.
    expect(names).toEqual(
      expect.arrayContaining(['createBrowserRouter', 'useBlocker', 'useSearchParams']),
    );
  });

  it('leaves out what only tests import, and type-only imports', () => {
    // MemoryRouter: the shell's and the remotes' tests; RouteObject: a type.
    expect(names).not.toContain('MemoryRouter');
    expect(names).not.toContain('RouteObject');
  });

  it('is sorted and has each name once', () => {
    expect(names).toEqual([...new Set(names)].sort());
  });
});
