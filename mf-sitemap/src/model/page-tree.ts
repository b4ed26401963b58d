import type { SitemapPage } from 'shared-contracts';

/**
 * Reading the page tree: finding a page, its place, its depth and its branch. Pure and
 * without React; every edit (tree-edits.ts) and both views read the tree through these.
 *
 * A page's place is its path of child indices from the root ([] is the root, [1, 0] the
 * first child of the root's second child). The tree holds at most 500 pages, so finding a
 * page by walking it is cheap enough to do on every edit.
 */
export type PagePath = readonly number[];

/** The path of the page with `id`, or null when the tree has no such page. */
export function findPath(root: SitemapPage, id: string): PagePath | null {
  if (root.id === id) return [];
  for (let index = 0; index < root.children.length; index++) {
    const below = findPath(root.children[index]!, id);
    if (below) return [index, ...below];
  }
  return null;
}

export function pageAt(root: SitemapPage, path: PagePath): SitemapPage {
  let page = root;
  for (const index of path) page = page.children[index]!;
  return page;
}

export function findPage(root: SitemapPage, id: string): SitemapPage | null {
  const path = findPath(root, id);
  return path ? pageAt(root, path) : null;
}

/** The page's level: the root is level 1 (the contract counts levels this way). */
export const levelOf = (path: PagePath) => path.length + 1;

/** Pages in the branch, the page itself included. */
export function countPages(page: SitemapPage): number {
  let count = 1;
  for (const child of page.children) count += countPages(child);
  return count;
}

/** Levels the branch spans: 1 for a page without children. */
export function branchHeight(page: SitemapPage): number {
  let deepest = 0;
  for (const child of page.children) deepest = Math.max(deepest, branchHeight(child));
  return deepest + 1;
}

/**
 * The tree with the page at `path` replaced by `change(page)`. Only the pages on the way
 * down are copied: every other branch is shared with the old tree, which keeps undo steps
 * small and lets the views skip what did not change.
 */
export function replaceAt(
  root: SitemapPage,
  path: PagePath,
  change: (page: SitemapPage) => SitemapPage,
): SitemapPage {
  if (path.length === 0) return change(root);
  const [index, ...rest] = path as [number, ...number[]];
  const child = root.children[index]!;
  const changed = replaceAt(child, rest, change);
  if (changed === child) return root;
  const children = root.children.slice();
  children[index] = changed;
  return { ...root, children };
}

/** Whether `path` is `ancestor` or lies inside its branch. */
export function isWithin(path: PagePath, ancestor: PagePath): boolean {
  return ancestor.length <= path.length && ancestor.every((index, at) => path[at] === index);
}

/** One line of the outline (and one box of the diagram): a page that is shown. */
export interface VisibleRow {
  page: SitemapPage;
  /** 1 for the root. */
  level: number;
  parentId: string | null;
  /** Its place among its siblings, from 1 (aria-posinset), and how many they are. */
  position: number;
  siblings: number;
}

/**
 * The pages shown, in reading order (depth first): the children of a collapsed page are
 * hidden, in the outline as in the diagram.
 */
export function visibleRows(root: SitemapPage): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const visit = (
    page: SitemapPage,
    level: number,
    parentId: string | null,
    at: number,
    of: number,
  ) => {
    rows.push({ page, level, parentId, position: at + 1, siblings: of });
    if (page.collapsed) return;
    page.children.forEach((child, index) => {
      visit(child, level + 1, page.id, index, page.children.length);
    });
  };
  visit(root, 1, null, 0, 1);
  return rows;
}

/** Every page of the tree, depth first, hidden ones included. */
export function allPages(root: SitemapPage): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const visit = (page: SitemapPage) => {
    pages.push(page);
    page.children.forEach(visit);
  };
  visit(root);
  return pages;
}
