import fc from 'fast-check';
import { SITEMAP_LIMITS, SITEMAP_PAGE_TYPES, type SitemapPage } from 'shared-contracts';
import { boundedText } from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import { type OutlineEntry, parseOutline, printOutline } from './outline-text';
import { fitPath, fitTitle, newPage } from './tree-edits';

/*
 * Printing the outline and parsing it back gives every page's title, type and path, in
 * the same tree, whatever the titles hold: brackets, bullets, tag-like endings, emoji,
 * right-to-left marks, spaces around them (which the text cannot keep, so they are
 * compared trimmed, as a title is shown).
 */

const trickyTitle = fc.oneof(
  boundedText(SITEMAP_LIMITS.titleMaxLength),
  fc.constantFrom(
    '- dash',
    '-',
    '*',
    '• dot',
    '[modal]',
    'Docs [/docs]',
    'x []',
    'a [b',
    '[]',
    'Pricing [beta]',
    'Q [page /x]',
  ),
  fc
    .tuple(
      boundedText(40),
      fc.constantFrom('[', ']', ' [', '] ', '[/x]', '[section]', '- '),
      boundedText(40),
    )
    .map((parts) => parts.join('')),
);
const path = fc.oneof(
  fc.constant(''),
  fc.constantFrom('/', '/about', 'https://help.example.com', 'terms', 'a]', '/a]b', '#top', '?q=1'),
  boundedText(SITEMAP_LIMITS.pathMaxLength),
);

/** Trees of up to four levels below the root, up to three children a page. */
function pageTreeOf(levels: number): fc.Arbitrary<SitemapPage> {
  const children =
    levels === 0
      ? fc.constant<SitemapPage[]>([])
      : fc.array(pageTreeOf(levels - 1), { maxLength: 3 });
  return fc
    .record({ title: trickyTitle, path, type: fc.constantFrom(...SITEMAP_PAGE_TYPES), children })
    .map(({ title, path, type, children }) =>
      // The model's own fitting: one-line titles, paths without spaces.
      newPage('id', { title: fitTitle(title), path: fitPath(path), type, children }),
    );
}
const pageTree = pageTreeOf(4);

interface Projection {
  title: string;
  type: string;
  path: string;
  children: Projection[];
}

const project = (page: SitemapPage | OutlineEntry): Projection => ({
  title: page.title.trim(),
  type: page.type,
  path: page.path,
  children: page.children.map(project),
});

describe('print then parse', () => {
  it('gives back every title, type and path in the same tree', () => {
    fc.assert(
      fc.property(pageTree, (root) => {
        const parsed = parseOutline(printOutline(root));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.entries).toHaveLength(1);
        expect(project(parsed.entries[0]!)).toEqual(project(root));
      }),
      { numRuns: 300 },
    );
  });

  it('parse then print then parse is stable for any pasted text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const first = parseOutline(text);
        if (!first.ok) return;
        const printed = first.entries
          .map((entry) => printOutline(newPage('x', entry as never)))
          .join('');
        const second = parseOutline(printed);
        expect(second.ok && second.entries.map(project)).toEqual(first.entries.map(project));
      }),
      { numRuns: 300 },
    );
  });
});
