import { SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { type OutlineProblem, pagesOf, parseOutline } from './outline-text';
import { countPages, findPath, levelOf } from './page-tree';
import { addBranches, type TreeProblem } from './tree-edits';

/**
 * A pasted outline applied to the tree: added under a page, or replacing the whole
 * sitemap. All or nothing: text that would break a limit is refused with the numbers
 * that explain why, and the tree (and the text in the dialog) stay as they were.
 */
export type ImportTarget = { under: string } | 'replace';

export type ImportProblem =
  | OutlineProblem
  | TreeProblem
  | { code: 'importTooManyPages'; max: number; count: number; existing: number }
  | { code: 'importTooDeep'; max: number; level: number }
  /** Replacing needs one line at the top, the new home page. */
  | { code: 'replaceNeedsOneRoot'; count: number };

export type ImportResult =
  | { ok: true; root: SitemapPage; focusId: string; added: number }
  | { ok: false; problem: ImportProblem };

const { maxPages, maxDepth } = SITEMAP_LIMITS;

export function importOutline(
  root: SitemapPage,
  text: string,
  target: ImportTarget,
  newId: () => string,
): ImportResult {
  const parsed = parseOutline(text);
  if (!parsed.ok) return parsed;
  const { entries, count, height } = parsed;
  if (target === 'replace') {
    if (entries.length !== 1) {
      return { ok: false, problem: { code: 'replaceNeedsOneRoot', count: entries.length } };
    }
    if (count > maxPages) {
      return { ok: false, problem: { code: 'tooManyPages', max: maxPages, count } };
    }
    if (height > maxDepth) return { ok: false, problem: { code: 'tooDeep', max: maxDepth } };
    const replaced = pagesOf(entries, newId)[0]!;
    return { ok: true, root: replaced, focusId: replaced.id, added: count };
  }
  const parentPath = findPath(root, target.under);
  if (!parentPath) return { ok: false, problem: { code: 'notFound' } };
  const existing = countPages(root);
  if (existing + count > maxPages) {
    return { ok: false, problem: { code: 'importTooManyPages', max: maxPages, count, existing } };
  }
  if (levelOf(parentPath) + height > maxDepth) {
    return {
      ok: false,
      problem: { code: 'importTooDeep', max: maxDepth, level: levelOf(parentPath) },
    };
  }
  const edit = addBranches(root, target.under, pagesOf(entries, newId));
  return edit.ok ? { ...edit, added: count } : edit;
}
