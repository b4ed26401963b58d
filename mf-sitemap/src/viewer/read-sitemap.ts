import type { SitemapPage } from 'shared-contracts';

/*
 * The API's item read without trusting it: the viewer has no schema library (a share
 * page must not load zod), and an item from an older or newer release may lack a field or
 * hold another type. Whatever is missing or malformed reads as empty, so the model's
 * layout gets a well-formed tree and never throws.
 */

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const PAGE_TYPES: readonly string[] = ['page', 'section', 'external', 'modal'];

/**
 * Levels read at most: far beyond the contract's 12, only so that a malformed item nested
 * thousands deep cannot exhaust the stack; the pages below are left out.
 */
const MAX_DEPTH = 64;

interface SitemapShown {
  name: string;
  /** Null when the item holds no page tree. */
  root: SitemapPage | null;
}

export function readSitemap(item: Fields): SitemapShown {
  const ids = new Set<string>();
  const readPage = (value: Fields, depth: number): SitemapPage => {
    // Ids key the layout and the lists: a missing or repeated one gets a unique stand-in.
    let id = text(value.id) || `page-${ids.size}`;
    while (ids.has(id)) id = `${id}'`;
    ids.add(id);
    const children = Array.isArray(value.children) && depth < MAX_DEPTH ? value.children : [];
    return {
      id,
      title: text(value.title),
      path: text(value.path),
      // A type a newer editor may add reads as a plain page.
      type: (PAGE_TYPES.includes(value.type as string)
        ? value.type
        : 'page') as SitemapPage['type'],
      note: text(value.note),
      collapsed: value.collapsed === true,
      children: children
        .filter((child) => typeof child === 'object' && child !== null && !Array.isArray(child))
        .map((child) => readPage(child as Fields, depth + 1)),
    };
  };
  const root = record(item.root);
  return {
    name: text(item.name),
    root: Object.keys(root).length > 0 ? readPage(root, 1) : null,
  };
}
