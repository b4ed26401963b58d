import { SITEMAP_LIMITS } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { findPage, visibleRows } from './page-tree';
import { chain, shape, tree } from './test-trees';
import {
  addBranches,
  addChild,
  addSibling,
  editPage,
  indentPage,
  movePage,
  newPage,
  outdentPage,
  removePage,
  setCollapsed,
  shiftPage,
} from './tree-edits';

const site = () =>
  tree('Home', [tree('About'), tree('Products', [tree('A'), tree('B')]), tree('Contact')]);

function rootOf(edit: ReturnType<typeof addChild>) {
  if (!edit.ok) throw new Error(`refused: ${edit.problem.code}`);
  return edit.root;
}

describe('adding pages', () => {
  it('adds a child at the end or the start, and a sibling right after a page', () => {
    expect(shape(rootOf(addChild(site(), 'Products', 'C')))).toEqual({
      Home: ['About', { Products: ['A', 'B', ''] }, 'Contact'],
    });
    expect(shape(rootOf(addChild(site(), 'Home', 'x', 'first')))).toEqual({
      Home: ['', 'About', { Products: ['A', 'B'] }, 'Contact'],
    });
    const edit = addSibling(site(), 'A', 'x');
    expect(shape(rootOf(edit))).toEqual({
      Home: ['About', { Products: ['A', '', 'B'] }, 'Contact'],
    });
    expect(edit.ok && edit.focusId).toBe('x');
  });

  it('unfolds a folded parent so the new page can be seen', () => {
    const folded = rootOf(setCollapsed(site(), 'Products', true));
    const root = rootOf(addChild(folded, 'Products', 'C'));
    expect(findPage(root, 'Products')!.collapsed).toBe(false);
  });

  it('refuses a sibling for the home page, a 501st page and a 13th level', () => {
    expect(addSibling(site(), 'Home', 'x')).toEqual({
      ok: false,
      problem: { code: 'rootHasNoSiblings' },
    });
    const full = tree(
      'Home',
      Array.from({ length: SITEMAP_LIMITS.maxPages - 1 }, (_, i) => tree(`p${i}`)),
    );
    expect(addChild(full, 'p1', 'x')).toEqual({
      ok: false,
      problem: { code: 'tooManyPages', max: 500 },
    });
    expect(addSibling(full, 'p1', 'x')).toMatchObject({ ok: false });
    const deep = chain(12);
    expect(addChild(deep, 'L12', 'x')).toEqual({
      ok: false,
      problem: { code: 'tooDeep', max: 12 },
    });
    expect(addChild(deep, 'L11', 'x').ok).toBe(true);
  });
});

describe('removing pages', () => {
  it('removes the whole branch and moves focus to the next sibling, the previous, or the parent', () => {
    const edit = removePage(site(), 'Products');
    expect(shape(rootOf(edit))).toEqual({ Home: ['About', 'Contact'] });
    expect(edit.ok && edit.focusId).toBe('Contact');
    expect(
      removePage(site(), 'B').ok && (removePage(site(), 'B') as { focusId: string }).focusId,
    ).toBe('A');
    const only = tree('Home', [tree('Lonely')]);
    expect((removePage(only, 'Lonely') as { focusId: string }).focusId).toBe('Home');
  });

  it('never removes the home page', () => {
    expect(removePage(site(), 'Home')).toEqual({ ok: false, problem: { code: 'rootStays' } });
  });
});

describe('moving pages', () => {
  it('moves a page with its branch under another page, at the end or at an index', () => {
    expect(shape(rootOf(movePage(site(), 'Products', 'About')))).toEqual({
      Home: [{ About: [{ Products: ['A', 'B'] }] }, 'Contact'],
    });
    expect(shape(rootOf(movePage(site(), 'Contact', 'Products', 0)))).toEqual({
      Home: ['About', { Products: ['Contact', 'A', 'B'] }],
    });
  });

  it('never moves a page into itself or its own branch, nor the home page', () => {
    expect(movePage(site(), 'Products', 'Products')).toEqual({
      ok: false,
      problem: { code: 'intoOwnBranch' },
    });
    expect(movePage(site(), 'Products', 'A')).toEqual({
      ok: false,
      problem: { code: 'intoOwnBranch' },
    });
    expect(movePage(site(), 'Home', 'About')).toEqual({
      ok: false,
      problem: { code: 'rootStays' },
    });
  });

  it('refuses a move that would take any page of the branch past level 12', () => {
    const root = tree('Home', [chain(12, 2), chain(22, 20)]);
    // L20 > L21 > L22 spans three levels; under L12 (level 12) it would reach level 15.
    expect(movePage(root, 'L20', 'L12')).toEqual({
      ok: false,
      problem: { code: 'tooDeep', max: 12 },
    });
    expect(movePage(root, 'L22', 'L11').ok).toBe(true);
  });

  it('moving a page onto its own parent when it is already last changes nothing', () => {
    const root = site();
    const edit = movePage(root, 'Contact', 'Home');
    expect(edit.ok && edit.root).toBe(root);
  });
});

describe('indent and outdent (outline semantics)', () => {
  it('indents under the sibling above, at its end', () => {
    expect(shape(rootOf(indentPage(site(), 'Contact')))).toEqual({
      Home: ['About', { Products: ['A', 'B', 'Contact'] }],
    });
    expect(indentPage(site(), 'About')).toEqual({
      ok: false,
      problem: { code: 'nothingToIndentUnder' },
    });
    expect(indentPage(site(), 'Home')).toEqual({ ok: false, problem: { code: 'rootStays' } });
  });

  it('outdents to just after the parent, keeping its children; later siblings stay', () => {
    expect(shape(rootOf(outdentPage(site(), 'A')))).toEqual({
      Home: ['About', { Products: ['B'] }, 'A', 'Contact'],
    });
    expect(outdentPage(site(), 'About')).toEqual({
      ok: false,
      problem: { code: 'alreadyTopLevel' },
    });
  });

  it('indent then outdent gives the tree back', () => {
    const root = site();
    const there = rootOf(indentPage(root, 'Contact'));
    expect(shape(rootOf(outdentPage(there, 'Contact')))).toEqual(shape(root));
  });
});

describe('reordering, folding and fields', () => {
  it('swaps a page with its neighbour, refusing past either end', () => {
    expect(shape(rootOf(shiftPage(site(), 'Contact', -1)))).toEqual({
      Home: ['About', 'Contact', { Products: ['A', 'B'] }],
    });
    expect(shiftPage(site(), 'About', -1)).toEqual({
      ok: false,
      problem: { code: 'alreadyFirst' },
    });
    expect(shiftPage(site(), 'B', 1)).toEqual({ ok: false, problem: { code: 'alreadyLast' } });
  });

  it('folding hides the branch from the visible rows; a leaf does not fold', () => {
    const folded = rootOf(setCollapsed(site(), 'Products', true));
    expect(visibleRows(folded).map((row) => row.page.id)).toEqual([
      'Home',
      'About',
      'Products',
      'Contact',
    ]);
    const root = site();
    expect(rootOf(setCollapsed(root, 'About', true))).toBe(root);
  });

  it('fits fields as an input would: one-line titles, paths without spaces, every length cut', () => {
    let root = editPage(site(), 'About', 'title', 'About\nus\tnow');
    expect(findPage(root, 'About')!.title).toBe('About us now');
    root = editPage(root, 'About', 'path', ' /about us ');
    expect(findPage(root, 'About')!.path).toBe('/aboutus');
    root = editPage(root, 'About', 'note', 'n'.repeat(400));
    expect(findPage(root, 'About')!.note).toHaveLength(300);
    root = editPage(root, 'About', 'title', `${'t'.repeat(99)}😀`);
    expect(findPage(root, 'About')!.title).toBe('t'.repeat(99));
    root = editPage(root, 'About', 'type', 'modal');
    expect(findPage(root, 'About')!.type).toBe('modal');
  });

  it('an edit that changes nothing gives the same tree back (no undo step)', () => {
    const root = site();
    expect(editPage(root, 'About', 'title', 'About')).toBe(root);
    expect(editPage(root, 'missing', 'title', 'x')).toBe(root);
  });
});

describe('adding branches', () => {
  it('adds them all or none', () => {
    const branches = [newPage('x', { children: [newPage('y')] })];
    expect(shape(rootOf(addBranches(site(), 'About', branches)))).toEqual({
      Home: [{ About: [{ '': [''] }] }, { Products: ['A', 'B'] }, 'Contact'],
    });
    expect(addBranches(chain(11), 'L11', branches)).toEqual({
      ok: false,
      problem: { code: 'tooDeep', max: 12 },
    });
  });
});
