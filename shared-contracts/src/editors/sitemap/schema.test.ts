import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { SITEMAP_LIMITS } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import {
  DEFAULT_SITEMAP_NAME,
  defaultSitemapContent,
  type SitemapPage,
  sitemap,
  sitemapRoot,
  sitemapTreeProblem,
  updateSitemapRequest,
} from './schema.js';

const PROJECT = 'PROJECT#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const SITEMAP = 'SITEMAP#0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

let next = 0;
const page = (fields: Partial<SitemapPage> = {}): SitemapPage => ({
  id: `page-${next++}`,
  title: 'About',
  path: '/about',
  type: 'page',
  note: '',
  collapsed: false,
  children: [],
  ...fields,
});

/** A line of `levels` pages, each the only child of the one above. */
const chain = (levels: number): SitemapPage =>
  Array.from({ length: levels - 1 }).reduce<SitemapPage>(
    (below) => page({ children: [below] }),
    page(),
  );

/** A root with `count - 1` children: `count` pages on two levels. */
const flat = (count: number) => page({ children: Array.from({ length: count - 1 }, () => page()) });

const request = (root: unknown) => ({ projectSK: PROJECT, sitemapSK: SITEMAP, name: 'Shop', root });

function firstProblem(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success, 'accepted').toBe(false);
  return result.error!.issues[0]!;
}

describe('sitemap tree limits', () => {
  it(`accepts ${SITEMAP_LIMITS.maxPages} pages and refuses one more`, () => {
    expect(sitemapRoot.safeParse(flat(SITEMAP_LIMITS.maxPages)).success).toBe(true);
    expect(firstProblem(sitemapRoot, flat(SITEMAP_LIMITS.maxPages + 1)).message).toBe(
      MESSAGES.maxSitemapPages,
    );
  });

  it(`accepts ${SITEMAP_LIMITS.maxDepth} levels (the root is the first) and refuses a 13th`, () => {
    expect(sitemapRoot.safeParse(chain(SITEMAP_LIMITS.maxDepth)).success).toBe(true);
    expect(firstProblem(sitemapRoot, chain(SITEMAP_LIMITS.maxDepth + 1)).message).toBe(
      MESSAGES.maxSitemapDepth,
    );
  });

  it('answers a tree nested far too deep with the depth message, not a stack overflow', () => {
    let root: unknown = page();
    for (let level = 0; level < 100_000; level++) root = { ...page(), children: [root] };
    expect(firstProblem(sitemapRoot, root).message).toBe(MESSAGES.maxSitemapDepth);
  });

  it('stops counting at the first page over the limit, however wide the tree', () => {
    const wide = { ...page(), children: Array.from({ length: 200_000 }, () => ({})) };
    expect(sitemapTreeProblem(wide)).toBe(MESSAGES.maxSitemapPages);
  });

  it('refuses two pages with one id, wherever they are', () => {
    const twin = page({ id: 'twin' });
    const root = page({ children: [page({ children: [twin] }), page({ id: 'twin' })] });
    expect(firstProblem(sitemapRoot, root).message).toBe(MESSAGES.duplicateId);
  });

  it('counts the limits on raw input without trusting its shape', () => {
    expect(sitemapTreeProblem(null)).toBeNull();
    expect(sitemapTreeProblem({ children: 'x' })).toBeNull();
    expect(sitemapTreeProblem({ id: 1, children: [{ id: 1 }] })).toBeNull();
  });
});

describe('sitemap pages', () => {
  it('takes each page type and empty texts', () => {
    const root = page({
      title: '',
      path: '',
      children: (['page', 'section', 'external', 'modal'] as const).map((type) => page({ type })),
    });
    expect(sitemapRoot.parse(root)).toEqual(root);
  });

  it.each([
    ['title', SITEMAP_LIMITS.titleMaxLength, MESSAGES.sitemapPageTitleTooLong],
    ['path', SITEMAP_LIMITS.pathMaxLength, MESSAGES.sitemapPagePathTooLong],
    ['note', SITEMAP_LIMITS.noteMaxLength, MESSAGES.sitemapPageNoteTooLong],
  ] as const)('%s: %i characters, not one more (in any page)', (field, max, message) => {
    const deep = (text: string) =>
      page({ children: [page({ children: [page({ [field]: text })] })] });
    expect(sitemapRoot.safeParse(deep('😀'.repeat(max))).success).toBe(true);
    const issue = firstProblem(sitemapRoot, deep('x'.repeat(max + 1)));
    expect(issue.message).toBe(message);
    expect(issue.path).toEqual(['children', 0, 'children', 0, field]);
  });

  it('names the page types it takes', () => {
    expect(firstProblem(sitemapRoot, page({ type: 'link' as never })).message).toBe(
      MESSAGES.sitemapPageType,
    );
  });

  it.each([
    ['title', 'Page name'],
    ['path', 'Path'],
    ['note', 'Note'],
  ])('says %s must be text', (field, label) => {
    expect(firstProblem(sitemapRoot, page({ [field]: 5 })).message).toBe(MESSAGES.notText(label));
    const { [field as keyof SitemapPage]: _, ...without } = page();
    expect(firstProblem(sitemapRoot, without).message).toBe(MESSAGES.notText(label));
  });

  it('needs collapsed and children', () => {
    expect(sitemapRoot.safeParse(page({ collapsed: 'yes' as never })).success).toBe(false);
    expect(sitemapRoot.safeParse(page({ children: {} as never })).success).toBe(false);
    expect(sitemapRoot.safeParse(page({ children: [5 as never] })).success).toBe(false);
  });
});

describe('updateSitemapRequest', () => {
  it('takes keys written with _ and gives them back with #', () => {
    const parsed = updateSitemapRequest.parse({
      ...request(page()),
      projectSK: PROJECT.replace('#', '_'),
      sitemapSK: SITEMAP.replace('#', '_'),
      version: 3,
    });
    expect([parsed.projectSK, parsed.sitemapSK, parsed.version]).toEqual([PROJECT, SITEMAP, 3]);
  });

  it('refuses a key of another kind with the sitemap key message', () => {
    expect(
      firstProblem(updateSitemapRequest, { ...request(page()), sitemapSK: PROJECT }).message,
    ).toBe(MESSAGES.invalidKey('sitemap'));
  });

  it('refuses a request without a root', () => {
    expect(updateSitemapRequest.safeParse({ ...request(page()), root: undefined }).success).toBe(
      false,
    );
  });

  it('types the root as pages on both sides', () => {
    expectTypeOf<z.input<typeof updateSitemapRequest>['root']>().toEqualTypeOf<SitemapPage>();
    expectTypeOf<z.output<typeof updateSitemapRequest>['root']>().toEqualTypeOf<SitemapPage>();
  });
});

describe('a new sitemap', () => {
  it('is named as the other features are and holds its home page', () => {
    const content = defaultSitemapContent(() => 'home');
    expect(content).toEqual({
      name: DEFAULT_SITEMAP_NAME,
      root: {
        id: 'home',
        title: 'Home',
        path: '/',
        type: 'page',
        note: '',
        collapsed: false,
        children: [],
      },
    });
    expect(updateSitemapRequest.safeParse(request(content.root)).success).toBe(true);
  });

  it('is a detail the server can answer', () => {
    const detail = {
      PK: PROJECT,
      SK: SITEMAP,
      projectSK: PROJECT,
      sitemapSK: SITEMAP,
      ...defaultSitemapContent(),
      thumbnailPath: null,
      version: 1,
      UPDATED_AT: 2,
      CREATED_AT: 1,
    };
    expect(sitemap.parse(detail)).toEqual(detail);
  });
});
