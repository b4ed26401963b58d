import fc from 'fast-check';
import type { SitemapPage } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { newPage } from './tree-edits';
import { BOX_WIDTH, layoutTree, SIBLING_GAP } from './tree-layout';

/*
 * Whatever the tree's shape, no two boxes of a row come closer than the gap, every parent
 * is centred over its first and last child, and every page shown has one box.
 */

let ids = 0;
function shapeOf(levels: number): fc.Arbitrary<SitemapPage> {
  const children =
    levels === 0 ? fc.constant<SitemapPage[]>([]) : fc.array(shapeOf(levels - 1), { maxLength: 5 });
  return fc.tuple(children, fc.nat({ max: 4 })).map(([kids, fold]) => {
    ids += 1;
    return newPage(`p${ids}`, { children: kids, collapsed: fold === 0 });
  });
}

describe('the layout of any tree', () => {
  it('keeps boxes apart and parents centred', () => {
    fc.assert(
      fc.property(shapeOf(5), (root) => {
        const layout = layoutTree(root);
        const rows = new Map<number, number[]>();
        for (const box of layout.boxes) rows.set(box.y, [...(rows.get(box.y) ?? []), box.x]);
        for (const xs of rows.values()) {
          xs.sort((a, b) => a - b);
          for (let i = 1; i < xs.length; i++) {
            expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(BOX_WIDTH + SIBLING_GAP - 1e-6);
          }
        }
        for (const box of layout.boxes) {
          const { page } = box;
          if (page.collapsed || page.children.length === 0) continue;
          const first = layout.byId.get(page.children[0]!.id)!;
          const last = layout.byId.get(page.children.at(-1)!.id)!;
          expect(box.x).toBeCloseTo((first.x + last.x) / 2);
        }
        expect(new Set(layout.boxes.map((box) => box.page.id)).size).toBe(layout.boxes.length);
      }),
      { numRuns: 200 },
    );
  });
});
