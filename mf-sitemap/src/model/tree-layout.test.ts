import { describe, expect, it } from 'vitest';
import { benchSitemap } from './bench-sitemap';
import { sampleSitemap } from './sample';
import { tree } from './test-trees';
import { setCollapsed } from './tree-edits';
import {
  BOX_HEIGHT,
  BOX_WIDTH,
  boxAt,
  LEVEL_GAP,
  layoutTree,
  MARGIN,
  SIBLING_GAP,
  type TreeLayout,
} from './tree-layout';

function overlaps(layout: TreeLayout): string[] {
  const found: string[] = [];
  const rows = new Map<number, TreeLayout['boxes']>();
  for (const box of layout.boxes) rows.set(box.y, [...(rows.get(box.y) ?? []), box]);
  for (const row of rows.values()) {
    const sorted = row.slice().sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.x - sorted[i - 1]!.x < BOX_WIDTH + SIBLING_GAP - 1e-6) {
        found.push(`${sorted[i - 1]!.page.id} / ${sorted[i]!.page.id}`);
      }
    }
  }
  return found;
}

const centre = (layout: TreeLayout, id: string) => layout.byId.get(id)!.x + BOX_WIDTH / 2;

describe('the tidy tree layout', () => {
  it('puts each level in a row and centres parents over their children', () => {
    const layout = layoutTree(sampleSitemap().root);
    const { root } = sampleSitemap();
    expect(layout.byId.get(root.id)!.y).toBe(MARGIN);
    const products = root.children[1]!;
    expect(layout.byId.get(products.id)!.y).toBe(MARGIN + BOX_HEIGHT + LEVEL_GAP);
    const [a, b] = products.children;
    expect(centre(layout, products.id)).toBeCloseTo(
      (centre(layout, a!.id) + centre(layout, b!.id)) / 2,
    );
    expect(centre(layout, root.id)).toBeCloseTo(
      (centre(layout, root.children[0]!.id) + centre(layout, root.children.at(-1)!.id)) / 2,
    );
    expect(overlaps(layout)).toEqual([]);
  });

  it('fits the diagram: the leftmost box at the margin, every box inside the size', () => {
    const layout = layoutTree(benchSitemap(500));
    expect(Math.min(...layout.boxes.map((box) => box.x))).toBeCloseTo(MARGIN);
    for (const box of layout.boxes) {
      expect(box.x + BOX_WIDTH).toBeLessThanOrEqual(layout.width - MARGIN + 1e-6);
      expect(box.y + BOX_HEIGHT).toBeLessThanOrEqual(layout.height - MARGIN + 1e-6);
    }
    expect(overlaps(layout)).toEqual([]);
  });

  it('places a small subtree between two large ones midway, not against the first', () => {
    const wide = (name: string) =>
      tree(name, [tree(`${name}1`), tree(`${name}2`), tree(`${name}3`)]);
    const layout = layoutTree(tree('Home', [wide('A'), tree('small'), wide('B')]));
    const gapLeft = centre(layout, 'small') - centre(layout, 'A');
    const gapRight = centre(layout, 'B') - centre(layout, 'small');
    expect(gapLeft).toBeCloseTo(gapRight);
    expect(overlaps(layout)).toEqual([]);
  });

  it('hides folded branches and counts what they hide', () => {
    const { root } = sampleSitemap();
    const products = root.children[1]!;
    const folded = setCollapsed(root, products.id, true);
    if (!folded.ok) throw new Error('refused');
    const layout = layoutTree(folded.root);
    expect(layout.boxes).toHaveLength(7);
    expect(layout.byId.get(products.id)!.hidden).toBe(2);
    expect(layout.byId.has(products.children[0]!.id)).toBe(false);
  });

  it('finds the box under a point', () => {
    const layout = layoutTree(sampleSitemap().root);
    const home = layout.boxes[0]!;
    expect(boxAt(layout, home.x + 5, home.y + 5)?.page.title).toBe('Home');
    expect(boxAt(layout, 1, 1)).toBeNull();
  });

  it('lays out 500 pages well within 100 ms', () => {
    const root = benchSitemap(500);
    layoutTree(root);
    const started = performance.now();
    for (let run = 0; run < 10; run++) layoutTree(root);
    // A budget, not a benchmark (e2e/bench/sitemap.bench.ts measures it in Chromium).
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });
});
