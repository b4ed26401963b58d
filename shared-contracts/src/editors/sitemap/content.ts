import { SITEMAP_LIMITS, type SitemapPageType } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { isRecord } from '../description.js';
import type { SitemapContent } from './schema.js';

/*
 * A sitemap (issue G5a) as plain data: its page, its tree's rules and its default, with no
 * schema library, so an editor's first render carries no zod. The schemas (schema.ts)
 * are built on these and loaded when first used.
 */

export const DEFAULT_SITEMAP_NAME = 'Sitemap';

export interface SitemapPage {
  /** Stable across saves (the editor makes UUIDs); unique in the tree. */
  id: string;
  /** '' while drafting (the editor shows 'Untitled page'). */
  title: string;
  /** A URL path, or a whole URL for an external page; '' when none. */
  path: string;
  type: SitemapPageType;
  note: string;
  /** The branch is folded in the diagram: a view state worth keeping with the document. */
  collapsed: boolean;
  children: SitemapPage[];
}

/**
 * The tree's own rules, checked on the raw input before any page is read: at most 500
 * pages and 12 levels, ids unique. The walk keeps its own stack and stops at the first
 * limit passed, so a body nested thousands of levels deep (which zod's recursive reading
 * would answer with a stack overflow, a 500) costs at most 501 steps and is told why.
 */
export function sitemapTreeProblem(root: unknown): string | null {
  const stack: [page: unknown, level: number][] = [[root, 1]];
  const ids = new Set<string>();
  let pages = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, level] = next;
    pages += 1;
    if (pages > SITEMAP_LIMITS.maxPages) return MESSAGES.maxSitemapPages;
    if (level > SITEMAP_LIMITS.maxDepth) return MESSAGES.maxSitemapDepth;
    if (!isRecord(node)) continue;
    if (typeof node.id === 'string') {
      if (ids.has(node.id)) return MESSAGES.duplicateId;
      ids.add(node.id);
    }
    if (!Array.isArray(node.children)) continue;
    // Reversed, so pages are visited in document order (the first duplicate is reported).
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], level + 1]);
  }
  return null;
}

/** A new sitemap: its home page alone, for the editor to grow from. */
export function defaultSitemapContent(
  newId: () => string = () => crypto.randomUUID(),
): SitemapContent {
  return {
    name: DEFAULT_SITEMAP_NAME,
    root: {
      id: newId(),
      title: 'Home',
      path: '/',
      type: 'page',
      note: '',
      collapsed: false,
      children: [],
    },
  };
}
