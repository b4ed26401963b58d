import { SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { isPageType } from './page-types';

/**
 * What makes a page tree valid (the contract's rules, the ones the server enforces):
 * at most 500 pages and 12 levels, unique ids, the text lengths, a known type. The
 * property tests hold every edit to it, and a draft read back from this device must pass it.
 */
export function treeProblems(root: SitemapPage): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  let count = 0;
  const visit = (page: SitemapPage, level: number) => {
    count += 1;
    if (level > SITEMAP_LIMITS.maxDepth) problems.push(`${page.id} is at level ${level}`);
    if (ids.has(page.id)) problems.push(`${page.id} appears twice`);
    ids.add(page.id);
    if (page.title.length > SITEMAP_LIMITS.titleMaxLength)
      problems.push(`${page.id}: title too long`);
    if (page.path.length > SITEMAP_LIMITS.pathMaxLength) problems.push(`${page.id}: path too long`);
    if (page.note.length > SITEMAP_LIMITS.noteMaxLength) problems.push(`${page.id}: note too long`);
    if (!isPageType(page.type)) problems.push(`${page.id}: type ${page.type}`);
    for (const child of page.children) visit(child, level + 1);
  };
  visit(root, 1);
  if (count > SITEMAP_LIMITS.maxPages) problems.push(`${count} pages`);
  return problems;
}
