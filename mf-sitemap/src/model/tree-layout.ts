import { containsPoint, topmostAt } from 'diagram-kit';
import type { SitemapPage } from 'shared-contracts';

/**
 * The diagram's automatic top-down layout: a tidy tree (Reingold–Tilford). Each level is
 * a row; a parent is centred over its children; subtrees sit as close as their outlines
 * (contours) allow without overlapping, and a small subtree between two large ones sits
 * midway (the average of packing from the left and from the right, which keeps every
 * gap and mirrors a mirrored tree). Folded branches are not laid out. Pure: the view
 * positions boxes with what this returns, and tests and the benchmark call it directly.
 *
 * Cost: each child's contour is merged once per level it spans, so O(pages × levels),
 * at most 500 × 12; a 500-page sitemap lays out in a few milliseconds.
 */

/** One page's box in the diagram, in CSS pixels (top-left corner), and the levels' gaps. */
export const BOX_WIDTH = 168;
export const BOX_HEIGHT = 72;
/** Between neighbouring boxes in a row. */
export const SIBLING_GAP = 24;
/** Between rows: room for the connectors. */
export const LEVEL_GAP = 56;
/** Around the whole diagram, so the outer boxes are not flush with the picture's edge. */
export const MARGIN = 32;

export interface PlacedPage {
  page: SitemapPage;
  x: number;
  y: number;
  level: number;
  parentId: string | null;
  /** Pages hidden under this one while its branch is folded. */
  hidden: number;
}

export interface TreeLayout {
  /** In reading order (depth first), as the outline lists them. */
  boxes: PlacedPage[];
  byId: Map<string, PlacedPage>;
  width: number;
  height: number;
  /** Every connector as one SVG path: parent down, across its children, down to each. */
  connectors: string;
}

interface Shape {
  /** Leftmost and rightmost box centre per level below (0 = this page), relative to this page's centre. */
  left: number[];
  right: number[];
}

const STEP = BOX_WIDTH + SIBLING_GAP;

const showsChildren = (page: SitemapPage) => !page.collapsed && page.children.length > 0;

/**
 * Offsets of child subtrees packed one after another from the first: each as far left as
 * the contours of those before it allow. Offsets are of the children's centres.
 */
function packOffsets(shapes: readonly Shape[]): number[] {
  const offsets: number[] = [];
  const edge: number[] = [];
  shapes.forEach((shape, index) => {
    let offset = 0;
    if (index > 0) {
      offset = Number.NEGATIVE_INFINITY;
      const shared = Math.min(edge.length, shape.left.length);
      for (let depth = 0; depth < shared; depth++) {
        offset = Math.max(offset, edge[depth]! - shape.left[depth]! + STEP);
      }
    }
    offsets.push(offset);
    shape.right.forEach((right, depth) => {
      // A later subtree's right edge is the right edge at every level it reaches.
      edge[depth] = right + offset;
    });
  });
  return offsets;
}

const mirror = (shape: Shape): Shape => ({
  left: shape.right.map((x) => -x),
  right: shape.left.map((x) => -x),
});

function shapeOf(page: SitemapPage, offsets: Map<string, number>): Shape {
  if (!showsChildren(page)) return { left: [0], right: [0] };
  const shapes = page.children.map((child) => shapeOf(child, offsets));
  const fromLeft = packOffsets(shapes);
  const fromRight = packOffsets(shapes.slice().reverse().map(mirror))
    .reverse()
    .map((x) => -x);
  // Both packings are valid (every gap kept); so is their average, once both are centred.
  const centre = (xs: number[]) => (xs[0]! + xs.at(-1)!) / 2;
  const a = centre(fromLeft);
  const b = centre(fromRight);
  const placed = fromLeft.map((x, index) => (x - a + fromRight[index]! - b) / 2);
  const left = [0];
  const right = [0];
  shapes.forEach((shape, index) => {
    const offset = placed[index]!;
    offsets.set(page.children[index]!.id, offset);
    shape.left.forEach((x, depth) => {
      const level = depth + 1;
      left[level] = Math.min(left[level] ?? Number.POSITIVE_INFINITY, x + offset);
    });
    shape.right.forEach((x, depth) => {
      const level = depth + 1;
      right[level] = Math.max(right[level] ?? Number.NEGATIVE_INFINITY, x + offset);
    });
  });
  return { left, right };
}

function hiddenBelow(page: SitemapPage): number {
  let count = 0;
  for (const child of page.children) count += 1 + hiddenBelow(child);
  return count;
}

export function layoutTree(root: SitemapPage): TreeLayout {
  const offsets = new Map<string, number>();
  const shape = shapeOf(root, offsets);
  const minCentre = Math.min(...shape.left);
  const maxCentre = Math.max(...shape.right);
  const rootX = MARGIN + BOX_WIDTH / 2 - minCentre;
  const boxes: PlacedPage[] = [];
  const byId = new Map<string, PlacedPage>();
  const paths: string[] = [];
  const rowHeight = BOX_HEIGHT + LEVEL_GAP;

  const place = (page: SitemapPage, centre: number, level: number, parentId: string | null) => {
    const y = MARGIN + (level - 1) * rowHeight;
    const box: PlacedPage = {
      page,
      x: centre - BOX_WIDTH / 2,
      y,
      level,
      parentId,
      hidden: page.collapsed ? hiddenBelow(page) : 0,
    };
    boxes.push(box);
    byId.set(page.id, box);
    if (!showsChildren(page)) return;
    const centres = page.children.map((child) => centre + offsets.get(child.id)!);
    const bus = y + BOX_HEIGHT + LEVEL_GAP / 2;
    const childTop = y + rowHeight;
    const d = [`M${centre} ${y + BOX_HEIGHT}V${bus}`];
    if (centres.length > 1) d.push(`M${centres[0]} ${bus}H${centres.at(-1)}`);
    for (const x of centres) d.push(`M${x} ${bus}V${childTop}`);
    paths.push(d.join(''));
    page.children.forEach((child, index) => {
      place(child, centres[index]!, level + 1, page.id);
    });
  };
  place(root, rootX, 1, null);

  return {
    boxes,
    byId,
    width: maxCentre - minCentre + BOX_WIDTH + 2 * MARGIN,
    height: shape.left.length * rowHeight - LEVEL_GAP + 2 * MARGIN,
    connectors: paths.join(''),
  };
}

/** The box under a point of the diagram (its own coordinates), if any. */
export function boxAt(layout: TreeLayout, x: number, y: number): PlacedPage | null {
  return topmostAt(layout.boxes, (box) => containsPoint(boxRect(box), { x, y })) ?? null;
}

/** A placed box's rectangle in the diagram. */
export const boxRect = (box: PlacedPage) => ({
  x: box.x,
  y: box.y,
  width: BOX_WIDTH,
  height: BOX_HEIGHT,
});

/** Whether dropping `id` on `target` would be taken (the move itself says why not). */
export function dropAllowed(layout: TreeLayout, id: string, target: string): boolean {
  for (
    let at = layout.byId.get(target);
    at;
    at = at.parentId ? layout.byId.get(at.parentId) : undefined
  ) {
    if (at.page.id === id) return false;
  }
  return true;
}
