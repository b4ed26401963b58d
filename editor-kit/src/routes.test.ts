import { describe, expect, it } from 'vitest';
import { editorPath, guestEditorPath, projectPath } from './routes';

const P = 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';
const E = 'EMPMAP#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const editor = { route: 'empathymap' };

describe('browser routes', () => {
  it("writes both keys of an item with '_' instead of '#', under the editor's route", () => {
    expect(editorPath(editor, { PK: P, SK: E })).toBe(
      '/empathymap/PROJECT_0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f/EMPMAP_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    );
    expect(editorPath(editor, { PK: 'PROJECT_a', SK: 'EMPMAP_b' })).toBe(
      '/empathymap/PROJECT_a/EMPMAP_b',
    );
  });

  it('links a project page with the route form of its key', () => {
    expect(projectPath(P)).toBe('/project/PROJECT_0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f');
    expect(projectPath('PROJECT_abc')).toBe('/project/PROJECT_abc');
  });

  it('sends guests to the editor on sample data', () => {
    expect(guestEditorPath(editor)).toBe('/empathymap');
  });
});
