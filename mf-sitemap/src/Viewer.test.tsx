import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { SITEMAP_PAGE_TYPES, type SitemapPage, sitemap } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';
import { en } from './i18n/en';
import { ua } from './i18n/ua';
import { allPages } from './model/page-tree';
import { sampleSitemap } from './model/sample';
import type { SitemapDraft } from './model/sitemap';
import Viewer from './Viewer';
import { readSitemap } from './viewer/read-sitemap';
import { boxLines } from './viewer/SitemapDiagram';
import { VIEWER_WORDS } from './viewer/words';

const LONG_TITLE = 'Frequently asked questions about delivery, returns and refunds';

/** The guest's sample with Products folded, a long title and a note on several lines. */
function fullSitemap(words: typeof en.sample): SitemapDraft {
  const draft = sampleSitemap(words);
  const [about, products, ...rest] = draft.root.children;
  return {
    ...draft,
    root: {
      ...draft.root,
      children: [
        { ...about!, title: LONG_TITLE, note: 'Linked from the footer.\nUpdated every spring.' },
        { ...products!, collapsed: true },
        ...rest,
      ],
    },
  };
}

/** The sitemap as GET /api/sitemaps/{PK}/{SK} answers it. */
const asDetail = (draft: SitemapDraft) => ({
  PK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  SK: 'SITEMAP#2b7c1d9e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  projectSK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  sitemapSK: 'SITEMAP#2b7c1d9e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  ...draft,
  thumbnailPath: 'https://img.example.test/sitemap.jpg?sig=abc',
  version: 2,
  UPDATED_AT: 1_790_000_000_000,
  CREATED_AT: 1_780_000_000_000,
});

const FULL = asDetail(fullSitemap(en.sample));

const outline = () => screen.getByRole('heading', { level: 3 }).parentElement!;
/** The diagram's texts, one per line of a box. */
const drawnLines = () =>
  [...screen.getByRole('img').querySelectorAll('text')].map((text) => text.textContent);

describe('the sitemap viewer', () => {
  it('takes a real detail (the sample matches the API schema)', () => {
    expect(sitemap.safeParse(FULL).success).toBe(true);
  });

  it('draws the tree as the editor lays it out, its folds kept', () => {
    render(<Viewer item={FULL} language="en" />);
    expect(screen.getByRole('article', { name: 'Online shop sitemap' })).toBeTruthy();
    const diagram = screen.getByRole('img', { name: 'Sitemap diagram: Online shop sitemap' });
    expect(diagram.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    // The folded Products shows what it hides; its pages are not drawn.
    expect(diagram.querySelectorAll('.smv-box')).toHaveLength(7);
    const lines = drawnLines();
    for (const title of ['Home', 'Products', 'Blog', 'Post', 'Contact', 'Help centre'])
      expect(lines).toContain(title);
    expect(lines).toEqual(expect.arrayContaining(['+2 pages', '/products', 'SECTION', 'MODAL']));
    expect(lines).not.toContain('Product A');
    // A long title is cut to the box, whole in the outline.
    expect(lines).toContain('Frequently asked');
    expect(lines.some((line) => line?.endsWith('…'))).toBe(true);
  });

  it('lists every page, folded ones too, with its type, path and note', () => {
    render(<Viewer item={FULL} language="en" />);
    const list = outline();
    expect(within(list).getByRole('heading', { name: 'Outline' })).toBeTruthy();
    const titles = [...list.querySelectorAll('.smv-title')].map((title) => title.textContent);
    expect(titles).toEqual(allPages(FULL.root).map((page) => page.title));
    const products = within(list).getByText('Products').parentElement!;
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Product AURL path: /products/a', 'Product BURL path: /products/b']);
    expect(within(list).getByText(LONG_TITLE)).toBeTruthy();
    expect(within(list).getByText(/Linked from the footer/).textContent).toBe(
      'Note: Linked from the footer.\nUpdated every spring.',
    );
    expect(within(list).getByText('Contact form')).toBeTruthy();
    expect(within(list).getByText('External link')).toBeTruthy();
    // Nested as the tree is: Home holds the rest.
    expect(list.querySelectorAll(':scope > ul > li')).toHaveLength(1);
  });

  it('speaks Ukrainian, its plural forms too, and English for a language it does not know', () => {
    const { unmount } = render(<Viewer item={asDetail(fullSitemap(ua.sample))} language="ua" />);
    expect(screen.getByRole('img', { name: /^Діаграма карти сайту: / })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Структура' })).toBeTruthy();
    expect(drawnLines()).toEqual(expect.arrayContaining(['+2 сторінки', 'РОЗДІЛ']));
    expect(within(outline()).getByText('Зовнішнє посилання')).toBeTruthy();
    unmount();

    const five = {
      root: {
        id: 'r',
        title: 'Головна',
        collapsed: true,
        children: [1, 2, 3, 4, 5].map((n) => ({ id: `p${n}`, title: `Сторінка ${n}` })),
      },
    };
    const { unmount: unmountFive } = render(<Viewer item={five} language="ua" />);
    expect(drawnLines()).toContain('+5 сторінок');
    unmountFive();
    render(<Viewer item={five} language="toString" />);
    expect(drawnLines()).toContain('+5 pages');
  });

  it('reads missing or wrongly typed fields as empty, without throwing', () => {
    expect(() => render(<Viewer item={{}} language="en" />)).not.toThrow();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Untitled page');
    expect(screen.queryByRole('img')).toBeNull();

    const broken = {
      name: ['Shop'],
      root: {
        title: 7,
        type: 'portal',
        collapsed: 'yes',
        children: [
          null,
          'About',
          { id: 'a', title: 'About', path: { url: '/about' }, children: 'none' },
          { id: 'a', title: 'Same id', note: 5 },
        ],
      },
    };
    render(<Viewer item={broken} language="en" />);
    expect(screen.getByRole('img', { name: 'Sitemap diagram: Untitled page' })).toBeTruthy();
    expect([...outline().querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      'Untitled pageAboutSame id',
      'About',
      'Same id',
    ]);
  });

  it('reads every page type of the contract, and a tree nested past reason without overflowing', () => {
    for (const type of SITEMAP_PAGE_TYPES)
      expect(readSitemap({ root: { id: 'r', type } }).root?.type).toBe(type);
    let deep: Record<string, unknown> = { id: 'leaf' };
    for (let level = 0; level < 5_000; level++) deep = { id: `p${level}`, children: [deep] };
    const root = readSitemap({ root: deep }).root as SitemapPage;
    expect(allPages(root).length).toBeLessThan(100);
  });

  it('cuts a box line between words, and marks what is left out', () => {
    expect(boxLines('Products and services', 12, 2)).toEqual(['Products and', 'services']);
    expect(boxLines('a b c d e f', 3, 2)).toEqual(['a b', 'c …']);
    expect(boxLines('abcdefghij', 4, 3)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('holds nothing to edit or press', () => {
    const { container } = render(<Viewer item={FULL} language="en" />);
    expect(
      container.querySelectorAll('input, textarea, button, select, a, [contenteditable]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it("uses the editor's own words", () => {
    expect(en).toMatchObject(VIEWER_WORDS.en!);
    expect(ua).toMatchObject(VIEWER_WORDS.ua!);
  });
});

describe("the viewer's code", () => {
  const file = (name: string) => fileURLToPath(new URL(name, import.meta.url));
  const viewer = runtimeGraph(file('./Viewer.tsx'));
  const own = [...viewer.files].map((module) => module.slice(file('.').length));

  // A share page downloads React and the viewer alone (issue H5: the scripts it loads and
  // its 120 KB budget): none of the editor's libraries (editor-kit and its i18n, shared-ui,
  // the router, the query client, zod with shared-contracts' schemas), and so none of
  // the editing components, which all use them.
  it('needs React and the diagram toolkit’s geometry alone at run time', () => {
    expect([...viewer.packages].sort()).toEqual(['diagram-kit', 'react']);
    // diagram-kit is bundled, not shared: it must stand alone, as it does.
    expect([...runtimeGraph(file('../../diagram-kit/src/index.ts')).packages]).toEqual([]);
  });

  it('is the viewer and the layout: no editing component, catalogue or API hook', () => {
    expect(own.filter((module) => !/^(Viewer\.tsx|viewer\/)/.test(module)).sort()).toEqual([
      'model/tree-layout.ts',
    ]);
  });

  it("would be caught importing the editor's libraries (the editor itself does)", () => {
    const editor = runtimeGraph(file('./App.tsx'));
    expect([...editor.packages]).toEqual(
      expect.arrayContaining(['editor-kit', 'shared-ui', 'shared-contracts']),
    );
    expect([...editor.files].some((module) => module.includes('/components/'))).toBe(true);
  });
});
