import { describe, expect, it } from 'vitest';
import { boxesInView, fitLines, isOverview, OVERVIEW_BELOW, withEllipsis } from './overview';
import { tree } from './test-trees';
import { BOX_WIDTH, layoutTree } from './tree-layout';

/** Every character 10 px wide: widths are easy to count. */
const measure = (text: string) => text.length * 10;

describe('the overview', () => {
  it('is what the diagram shows below its scale', () => {
    expect(isOverview(0.2)).toBe(true);
    expect(isOverview(OVERVIEW_BELOW - 0.01)).toBe(true);
    expect(isOverview(OVERVIEW_BELOW)).toBe(false);
    expect(isOverview(1)).toBe(false);
  });

  it('draws only the boxes in view, partly seen ones too', () => {
    const layout = layoutTree(
      tree(
        'Home',
        Array.from({ length: 20 }, (_, i) => tree(`Page ${i + 1}`)),
      ),
    );
    const all = boxesInView(layout, { x: 0, y: 0, scale: 0.01, width: 900, height: 600 });
    expect(all).toHaveLength(21);
    // At scale 1, a 400 px window at the left edge of the diagram: the first pages only.
    const left = boxesInView(layout, { x: 0, y: 0, scale: 1, width: 400, height: 600 });
    const titles = left.map((box) => box.page.title);
    expect(titles).toContain('Page 1');
    expect(titles).not.toContain('Page 20');
    for (const box of left) expect(box.x).toBeLessThan(400);
    // Panned so the view's left edge cuts the second page: it is still drawn.
    const second = layout.byId.get('Page 2')!;
    const cut = boxesInView(layout, {
      x: second.x + BOX_WIDTH - 1,
      y: 0,
      scale: 1,
      width: 400,
      height: 600,
    });
    expect(cut.map((box) => box.page.title)).toContain('Page 2');
    expect(cut.map((box) => box.page.title)).not.toContain('Page 1');
    // Looking below the last row: nothing.
    expect(boxesInView(layout, { x: 0, y: 5000, scale: 1, width: 400, height: 600 })).toEqual([]);
  });

  it('breaks a title into two lines at spaces, ending the second with an ellipsis', () => {
    expect(fitLines('Home', 100, 2, measure)).toEqual(['Home']);
    expect(fitLines('Our products and services', 100, 2, measure)).toEqual(['Our', 'products…']);
    expect(fitLines('About us', 50, 2, measure)).toEqual(['About', 'us']);
    // Spaces run together, as the box's text does.
    expect(fitLines('  About \n  us ', 50, 2, measure)).toEqual(['About', 'us']);
    expect(fitLines('   ', 50, 2, measure)).toEqual([]);
  });

  it('breaks a word too long for a line anywhere, and never loops on a narrow box', () => {
    expect(fitLines('abcdefghijkl', 50, 2, measure)).toEqual(['abcde', 'fghi…']);
    expect(fitLines('abcdefghij', 50, 2, measure)).toEqual(['abcde', 'fghij']);
    // Narrower than one character: a character a line, so the text still advances.
    expect(fitLines('abc', 5, 3, measure)).toEqual(['a', 'b', 'c']);
  });

  it('ends a cut line with an ellipsis within the width', () => {
    expect(withEllipsis('/products', 100, measure)).toBe('/products');
    const cut = withEllipsis('/products/shoes/running', 100, measure);
    expect(cut).toBe('/products…');
    expect(measure(cut)).toBeLessThanOrEqual(100);
  });
});
