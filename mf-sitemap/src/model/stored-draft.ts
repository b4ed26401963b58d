import type { DraftCodec } from 'editor-kit';
import { SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { isPageType } from './page-types';
import type { SitemapDraft } from './sitemap';
import { treeProblems } from './tree-check';

/**
 * The sitemap's unsaved work as it is kept on this device (the editor kit's draft store):
 * the draft as the editor holds it. Read back by hand (never trust stored data) rather
 * than through the contracts' zod schema, which would bring zod into this remote for
 * one check: every page must have the document's shape and the tree must keep the
 * contract's rules, or the draft is offered as nothing and left in place.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readPage(value: unknown, level: number): SitemapPage | null {
  // The depth guard comes first: a stored tree nested thousands deep must not overflow the stack.
  if (level > SITEMAP_LIMITS.maxDepth || !isRecord(value)) return null;
  const { id, title, path, type, note, collapsed, children } = value;
  if (
    typeof id !== 'string' ||
    typeof title !== 'string' ||
    typeof path !== 'string' ||
    typeof note !== 'string' ||
    typeof collapsed !== 'boolean' ||
    !isPageType(type) ||
    !Array.isArray(children) ||
    children.length > SITEMAP_LIMITS.maxPages
  ) {
    return null;
  }
  const pages: SitemapPage[] = [];
  for (const child of children) {
    const page = readPage(child, level + 1);
    if (!page) return null;
    pages.push(page);
  }
  return { id, title, path, type, note, collapsed, children: pages };
}

export const sitemapDraftCodec: DraftCodec<SitemapDraft> = {
  version: 1,
  encode: (draft) => draft,
  decode: (stored) => {
    if (!isRecord(stored) || typeof stored.name !== 'string') return null;
    const root = readPage(stored.root, 1);
    if (!root || treeProblems(root).length > 0) return null;
    return { name: stored.name, root };
  },
};
