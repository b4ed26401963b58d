import type { SitemapPage } from 'shared-contracts';
import { newPage } from './tree-edits';

/** Tests' trees written as nested titles: `tree('Home', [tree('About'), …])`, ids = titles. */
export function tree(title: string, children: SitemapPage[] = []): SitemapPage {
  return newPage(title, { title, children });
}

/** The tree's shape as nested titles, for readable expectations. */
export function shape(page: SitemapPage): unknown {
  return page.children.length === 0 ? page.title : { [page.title]: page.children.map(shape) };
}

/** A chain of pages L{from}..L{levels}, each the only child of the one before. */
export function chain(levels: number, from = 1): SitemapPage {
  return tree(`L${from}`, from < levels ? [chain(levels, from + 1)] : []);
}

/** Sequential ids for new pages: new-1, new-2, … */
export function idCounter(prefix = 'new') {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
