import { describe, expect, it } from 'vitest';
import { pageAt } from './pages';

describe('pageAt: the page main.tsx preloads for the address opened', () => {
  it("finds the shell's own page, as the routes match it (any letter case)", () => {
    expect(pageAt('/projects', true)?.path).toBe('projects');
    expect(pageAt('/project/PROJECT_1', true)?.path).toBe('project/:sk');
    expect(pageAt('/passwordReset', false)?.path).toBe('passwordReset');
    expect(pageAt('/TestUiKit/', false)?.path).toBe('testuikit');
  });

  it("leaves out a signed-in page for a guest (sent home) and what is no page of the shell's", () => {
    expect(pageAt('/profile', false)).toBeUndefined();
    expect(pageAt('/', true)).toBeUndefined();
    expect(pageAt('/uxpersonas', true)).toBeUndefined();
    expect(pageAt('/projects/more', true)).toBeUndefined();
  });
});
