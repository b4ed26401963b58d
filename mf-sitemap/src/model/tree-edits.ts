import {
  clipToLimit,
  SITEMAP_LIMITS,
  type SitemapPage,
  type SitemapPageType,
} from 'shared-contracts';
import {
  branchHeight,
  countPages,
  findPath,
  isWithin,
  levelOf,
  type PagePath,
  pageAt,
  replaceAt,
} from './page-tree';

/**
 * Every change of the page tree, as pure functions: each one either gives back a tree that
 * is still valid within the limits (500 pages, 12 levels, the text lengths) or refuses
 * with a reason the editor shows, and the tree stays as it was. Both views (the diagram
 * and the outline) make their changes through these, so they cannot disagree on a rule.
 */

export type TreeProblem =
  | { code: 'tooManyPages'; max: number }
  | { code: 'tooDeep'; max: number }
  /** The home page is the one page at the top: nothing goes beside it. */
  | { code: 'rootHasNoSiblings' }
  /** The home page cannot be deleted, moved, indented or outdented. */
  | { code: 'rootStays' }
  | { code: 'intoOwnBranch' }
  /** Indenting makes a page the child of the one above it: the first child has none. */
  | { code: 'nothingToIndentUnder' }
  /** Outdenting a page just under the home page would put it beside the home page. */
  | { code: 'alreadyTopLevel' }
  | { code: 'alreadyFirst' }
  | { code: 'alreadyLast' }
  | { code: 'notFound' };

export type TreeEdit =
  | { ok: true; root: SitemapPage /** The page the user acts on next. */; focusId: string }
  | { ok: false; problem: TreeProblem };

const refuse = (problem: TreeProblem): TreeEdit => ({ ok: false, problem });
const tooManyPages = refuse({ code: 'tooManyPages', max: SITEMAP_LIMITS.maxPages });
const tooDeep = refuse({ code: 'tooDeep', max: SITEMAP_LIMITS.maxDepth });
const notFound = refuse({ code: 'notFound' });

export function newPage(id: string, fields: Partial<Omit<SitemapPage, 'id'>> = {}): SitemapPage {
  return {
    id,
    title: '',
    path: '',
    type: 'page',
    note: '',
    collapsed: false,
    children: [],
    ...fields,
  };
}

function removeAt(root: SitemapPage, path: PagePath): SitemapPage {
  const at = path.at(-1)!;
  return replaceAt(root, path.slice(0, -1), (parent) => ({
    ...parent,
    children: parent.children.filter((_, index) => index !== at),
  }));
}

/** `pages` inserted as children of the page at `parentPath` from `index`; the parent is unfolded. */
function insertAt(
  root: SitemapPage,
  parentPath: PagePath,
  index: number,
  pages: readonly SitemapPage[],
): SitemapPage {
  return replaceAt(root, parentPath, (parent) => {
    const children = parent.children.slice();
    children.splice(index, 0, ...pages);
    // A page put into a folded branch would vanish from sight: the branch opens.
    return { ...parent, collapsed: false, children };
  });
}

/** A new, empty page as the first or last child of `parentId`. */
export function addChild(
  root: SitemapPage,
  parentId: string,
  id: string,
  at: 'first' | 'last' = 'last',
): TreeEdit {
  const parentPath = findPath(root, parentId);
  if (!parentPath) return notFound;
  if (countPages(root) >= SITEMAP_LIMITS.maxPages) return tooManyPages;
  if (levelOf(parentPath) + 1 > SITEMAP_LIMITS.maxDepth) return tooDeep;
  const index = at === 'first' ? 0 : pageAt(root, parentPath).children.length;
  return { ok: true, root: insertAt(root, parentPath, index, [newPage(id)]), focusId: id };
}

/** A new, empty page right after `siblingId`, at its level. */
export function addSibling(root: SitemapPage, siblingId: string, id: string): TreeEdit {
  const path = findPath(root, siblingId);
  if (!path) return notFound;
  if (path.length === 0) return refuse({ code: 'rootHasNoSiblings' });
  if (countPages(root) >= SITEMAP_LIMITS.maxPages) return tooManyPages;
  return {
    ok: true,
    root: insertAt(root, path.slice(0, -1), path.at(-1)! + 1, [newPage(id)]),
    focusId: id,
  };
}

/**
 * The page and its whole branch go. Focus moves where a list's focus goes when its item
 * is removed: the next sibling, else the one before, else the parent.
 */
export function removePage(root: SitemapPage, id: string): TreeEdit {
  const path = findPath(root, id);
  if (!path) return notFound;
  if (path.length === 0) return refuse({ code: 'rootStays' });
  const parent = pageAt(root, path.slice(0, -1));
  const at = path.at(-1)!;
  const next = parent.children[at + 1] ?? parent.children[at - 1] ?? parent;
  return { ok: true, root: removeAt(root, path), focusId: next.id };
}

/**
 * The page (with its branch) becomes a child of `parentId`, at `index` among its new
 * siblings (the end by default). Never into its own branch, and never deeper than 12
 * levels for any page of the branch.
 */
export function movePage(
  root: SitemapPage,
  id: string,
  parentId: string,
  index?: number,
): TreeEdit {
  const path = findPath(root, id);
  const targetPath = findPath(root, parentId);
  if (!path || !targetPath) return notFound;
  if (path.length === 0) return refuse({ code: 'rootStays' });
  if (isWithin(targetPath, path)) return refuse({ code: 'intoOwnBranch' });
  const page = pageAt(root, path);
  if (levelOf(targetPath) + branchHeight(page) > SITEMAP_LIMITS.maxDepth) return tooDeep;
  const without = removeAt(root, path);
  const newParentPath = findPath(without, parentId)!;
  const siblings = pageAt(without, newParentPath).children.length;
  const at = Math.max(0, Math.min(index ?? siblings, siblings));
  const samePlace =
    newParentPath.length === path.length - 1 &&
    isWithin(path, newParentPath) &&
    at === path.at(-1) &&
    !pageAt(root, targetPath).collapsed;
  if (samePlace) return { ok: true, root, focusId: id };
  return { ok: true, root: insertAt(without, newParentPath, at, [page]), focusId: id };
}

/** Outline Tab: the page becomes the last child of the sibling above it. */
export function indentPage(root: SitemapPage, id: string): TreeEdit {
  const path = findPath(root, id);
  if (!path) return notFound;
  if (path.length === 0) return refuse({ code: 'rootStays' });
  const at = path.at(-1)!;
  if (at === 0) return refuse({ code: 'nothingToIndentUnder' });
  const above = pageAt(root, [...path.slice(0, -1), at - 1]);
  return movePage(root, id, above.id);
}

/**
 * Outline Shift+Tab: the page moves out of its parent to just after it, with its own
 * children; the siblings after it stay where they were (as outliners do).
 */
export function outdentPage(root: SitemapPage, id: string): TreeEdit {
  const path = findPath(root, id);
  if (!path) return notFound;
  if (path.length === 0) return refuse({ code: 'rootStays' });
  if (path.length === 1) return refuse({ code: 'alreadyTopLevel' });
  const parentPath = path.slice(0, -1);
  const grandparent = pageAt(root, parentPath.slice(0, -1));
  return movePage(root, id, grandparent.id, parentPath.at(-1)! + 1);
}

/** Reordering: the page swaps places with the sibling before (-1) or after (+1) it. */
export function shiftPage(root: SitemapPage, id: string, by: -1 | 1): TreeEdit {
  const path = findPath(root, id);
  if (!path) return notFound;
  if (path.length === 0) return refuse({ code: 'rootStays' });
  const at = path.at(-1)!;
  const parentPath = path.slice(0, -1);
  const count = pageAt(root, parentPath).children.length;
  if (at + by < 0) return refuse({ code: 'alreadyFirst' });
  if (at + by >= count) return refuse({ code: 'alreadyLast' });
  const next = replaceAt(root, parentPath, (parent) => {
    const children = parent.children.slice();
    [children[at], children[at + by]] = [children[at + by]!, children[at]!];
    return { ...parent, children };
  });
  return { ok: true, root: next, focusId: id };
}

/** Folds or unfolds a branch (kept with the document: the contract's `collapsed`). */
export function setCollapsed(root: SitemapPage, id: string, collapsed: boolean): TreeEdit {
  const path = findPath(root, id);
  if (!path) return notFound;
  const next = replaceAt(root, path, (page) =>
    // A page without children has nothing to fold: no change, so no undo step.
    page.collapsed === collapsed || page.children.length === 0 ? page : { ...page, collapsed },
  );
  return { ok: true, root: next, focusId: id };
}

/**
 * A page's own fields, fitted the way an input's `maxLength` fits a paste (over-long text
 * is cut, never through the middle of a character): a title is one line; a URL path
 * has no spaces (a browser address writes them as %20).
 */
export interface PageFields {
  title: string;
  path: string;
  note: string;
  type: SitemapPageType;
}

export function fitTitle(title: string): string {
  return clipToLimit(title.replace(/[\t\r\n]+/g, ' '), SITEMAP_LIMITS.titleMaxLength);
}

export function fitPath(path: string): string {
  return clipToLimit(path.replace(/\s+/g, ''), SITEMAP_LIMITS.pathMaxLength);
}

function fitNote(note: string): string {
  return clipToLimit(note, SITEMAP_LIMITS.noteMaxLength);
}

const FIT: { [Field in keyof PageFields]: (value: PageFields[Field]) => PageFields[Field] } = {
  title: fitTitle,
  path: fitPath,
  note: fitNote,
  type: (type) => type,
};

/** The page with one field changed (the tree unchanged when nothing changes). */
export function editPage<Field extends keyof PageFields>(
  root: SitemapPage,
  id: string,
  field: Field,
  value: PageFields[Field],
): SitemapPage {
  const path = findPath(root, id);
  if (!path) return root;
  const fitted = FIT[field](value);
  return replaceAt(root, path, (page) =>
    page[field] === fitted ? page : { ...page, [field]: fitted },
  );
}

/**
 * Pages (built elsewhere, e.g. from a pasted outline) added as the last children of
 * `parentId`, if the tree can take them all; otherwise nothing is added.
 */
export function addBranches(
  root: SitemapPage,
  parentId: string,
  pages: readonly SitemapPage[],
): TreeEdit {
  const parentPath = findPath(root, parentId);
  if (!parentPath) return notFound;
  if (pages.length === 0) return { ok: true, root, focusId: parentId };
  const added = pages.reduce((sum, page) => sum + countPages(page), 0);
  if (countPages(root) + added > SITEMAP_LIMITS.maxPages) return tooManyPages;
  const height = Math.max(...pages.map(branchHeight));
  if (levelOf(parentPath) + height > SITEMAP_LIMITS.maxDepth) return tooDeep;
  const index = pageAt(root, parentPath).children.length;
  return { ok: true, root: insertAt(root, parentPath, index, pages), focusId: pages[0]!.id };
}
