import fc from 'fast-check';
import { SITEMAP_LIMITS, SITEMAP_PAGE_TYPES, type SitemapPage } from 'shared-contracts';
import { boundedText, overLimitText } from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import { importOutline } from './outline-import';
import { allPages, findPage } from './page-tree';
import { sampleSitemap } from './sample';
import { idCounter } from './test-trees';
import { treeProblems } from './tree-check';
import {
  addChild,
  addSibling,
  editPage,
  indentPage,
  movePage,
  outdentPage,
  removePage,
  setCollapsed,
  shiftPage,
  type TreeEdit,
} from './tree-edits';

/*
 * Any sequence of the editor's edits keeps a valid tree within the limits (500 pages,
 * 12 levels, unique ids, text lengths, known types); an edit that is refused leaves the
 * tree exactly as it was, and an accepted one names a page that exists to act on next.
 * Pasted outlines of up to a few hundred lines drive the tree to its limits quickly.
 */

/** Which page an edit aims at: an index into the pages (modulo their count), or a missing id. */
const pick = fc.oneof(
  { weight: 19, arbitrary: fc.nat() },
  { weight: 1, arbitrary: fc.constant(-1) },
);

const text = (max: number) => fc.oneof(boundedText(max), overLimitText(max));

/** An outline: lines with random indentation jumps, sometimes hundreds of them. */
const outline = fc
  .array(fc.tuple(fc.nat({ max: 14 }), boundedText(SITEMAP_LIMITS.titleMaxLength)), {
    maxLength: 300,
  })
  .map((lines) =>
    lines
      .map(([level, title]) => `${'  '.repeat(level)}${title.replace(/[\r\n]/g, '')}`)
      .join('\n'),
  );

const edit = fc.oneof(
  fc.record({ op: fc.constant('addChild' as const), at: pick, first: fc.boolean() }),
  fc.record({ op: fc.constant('addSibling' as const), at: pick }),
  fc.record({ op: fc.constant('remove' as const), at: pick }),
  fc.record({
    op: fc.constant('move' as const),
    at: pick,
    to: pick,
    index: fc.option(fc.nat({ max: 20 })),
  }),
  fc.record({ op: fc.constant('indent' as const), at: pick }),
  fc.record({ op: fc.constant('outdent' as const), at: pick }),
  fc.record({
    op: fc.constant('shift' as const),
    at: pick,
    by: fc.constantFrom(-1 as const, 1 as const),
  }),
  fc.record({ op: fc.constant('fold' as const), at: pick, collapsed: fc.boolean() }),
  fc.record({
    op: fc.constant('title' as const),
    at: pick,
    value: text(SITEMAP_LIMITS.titleMaxLength),
  }),
  fc.record({
    op: fc.constant('path' as const),
    at: pick,
    value: text(SITEMAP_LIMITS.pathMaxLength),
  }),
  fc.record({
    op: fc.constant('note' as const),
    at: pick,
    value: text(SITEMAP_LIMITS.noteMaxLength),
  }),
  fc.record({
    op: fc.constant('type' as const),
    at: pick,
    value: fc.constantFrom(...SITEMAP_PAGE_TYPES),
  }),
  fc.record({ op: fc.constant('paste' as const), at: pick, value: outline, replace: fc.boolean() }),
);
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

function apply(root: SitemapPage, step: Edit, newId: () => string): TreeEdit | SitemapPage {
  const pages = allPages(root);
  const idOf = (at: number) => (at < 0 ? 'missing' : pages[at % pages.length]!.id);
  const id = idOf(step.at);
  switch (step.op) {
    case 'addChild':
      return addChild(root, id, newId(), step.first ? 'first' : 'last');
    case 'addSibling':
      return addSibling(root, id, newId());
    case 'remove':
      return removePage(root, id);
    case 'move':
      return movePage(root, id, idOf(step.to), step.index ?? undefined);
    case 'indent':
      return indentPage(root, id);
    case 'outdent':
      return outdentPage(root, id);
    case 'shift':
      return shiftPage(root, id, step.by);
    case 'fold':
      return setCollapsed(root, id, step.collapsed);
    case 'title':
    case 'path':
    case 'note':
    case 'type':
      return editPage(root, id, step.op, step.value as never);
    case 'paste': {
      const result = importOutline(
        root,
        step.value,
        step.replace ? 'replace' : { under: id },
        newId,
      );
      return result.ok ? result : { ok: false, problem: { code: 'notFound' } };
    }
  }
}

describe('any sequence of edits', () => {
  it('keeps a valid tree within the limits, and a refused edit changes nothing', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (steps) => {
        const newId = idCounter();
        let root = sampleSitemap().root;
        for (const step of steps) {
          const result = apply(root, step, newId);
          if ('id' in result) {
            root = result;
          } else if (result.ok) {
            expect(findPage(result.root, result.focusId)).not.toBeNull();
            root = result.root;
          }
          expect(treeProblems(root)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses exactly the edits that would break a limit', () => {
    // Near the limits: 499 pages in a chain of 12 levels and a broad row.
    const newId = idCounter();
    const chain = Array.from({ length: 11 }, (_, i) => `${'  '.repeat(i + 1)}Level ${i + 2}`);
    const row = Array.from({ length: 499 - 12 }, (_, i) => `  Page ${i}`);
    const built = importOutline(
      sampleSitemap().root,
      ['Home', ...chain, ...row].join('\n'),
      'replace',
      newId,
    );
    if (!built.ok) throw new Error(built.problem.code);
    fc.assert(
      fc.property(edit, (step) => {
        const result = apply(built.root, step, newId);
        const root = 'id' in result ? result : result.ok ? result.root : built.root;
        expect(treeProblems(root)).toEqual([]);
        expect(allPages(root).length).toBeLessThanOrEqual(SITEMAP_LIMITS.maxPages);
      }),
      { numRuns: 200 },
    );
  });
});
