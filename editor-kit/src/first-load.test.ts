import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';

const file = (relative: string) => path.join(import.meta.dirname, relative);

/**
 * What the kit's root entry (the editors' singleton) loads before an editor can be typed
 * in (issue H2): none of React Query, which its queries load on first need
 * (api/lazy-queries.ts), so a guest's editor, which queries nothing, never fetches it.
 */
describe("the kit's root entry", () => {
  it('imports no React Query statically; only its lazily loaded parts do', () => {
    const root = runtimeGraph(file('./index.ts'), { lazy: false });
    expect([...root.packages]).not.toContain('@tanstack/react-query');
    expect([...runtimeGraph(file('./index.ts')).packages]).toContain('@tanstack/react-query');
  });
});
