import { z } from 'zod';
import { SITEMAP_LIMITS, SITEMAP_PAGE_TYPES, type SitemapPageType } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { expectedVersion, featureName, itemId, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { isRecord } from '../description.js';
import { sitemapEditor } from './description.js';

/*
 * A sitemap (issue G5a): one tree of pages, stored as one JSON document. The editor shows
 * it as a diagram and as an outline; both edit this tree.
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

const pageText = (field: string, max: number, tooLong: string) =>
  z.string({ error: MESSAGES.notText(field) }).max(max, tooLong);

// Typed by hand: TypeScript cannot infer a schema that refers to itself.
const page: z.ZodType<SitemapPage, SitemapPage> = z.object({
  id: itemId,
  title: pageText('Page name', SITEMAP_LIMITS.titleMaxLength, MESSAGES.sitemapPageTitleTooLong),
  path: pageText('Path', SITEMAP_LIMITS.pathMaxLength, MESSAGES.sitemapPagePathTooLong),
  type: z.enum(SITEMAP_PAGE_TYPES, { error: MESSAGES.sitemapPageType }),
  note: pageText('Note', SITEMAP_LIMITS.noteMaxLength, MESSAGES.sitemapPageNoteTooLong),
  collapsed: z.boolean(),
  get children() {
    return z.array(page);
  },
});

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

/**
 * The root page of a PATCH: the tree's limits first, then every page. Typed by its pages
 * on both sides (a preprocess alone would type the input as `unknown`), and documented
 * as the pages too: the OpenAPI generator reads a preprocess's output schema.
 */
export const sitemapRoot = z.preprocess<unknown, typeof page, SitemapPage>((root, ctx) => {
  const problem = sitemapTreeProblem(root);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: root });
  return root;
}, page);

/** The editable part of a sitemap: what a PATCH carries beside the keys. */
export const sitemapContent = z.object({ name: featureName, root: sitemapRoot });
export type SitemapContent = z.infer<typeof sitemapContent>;

export const updateSitemapRequest = sitemapContent.extend({
  projectSK: keySchema('project'),
  sitemapSK: keySchema(sitemapEditor),
  ...expectedVersion,
});
export type UpdateSitemapRequest = z.input<typeof updateSitemapRequest>;

/** A page as the server answers it (it stored only what passed `sitemapRoot`). */
const wirePage: z.ZodType<SitemapPage, SitemapPage> = z
  .object({
    id: z.string(),
    title: z.string(),
    path: z.string(),
    type: z.enum(SITEMAP_PAGE_TYPES),
    note: z.string(),
    collapsed: z.boolean(),
    get children() {
      return z.array(wirePage);
    },
  })
  .meta({ id: 'SitemapPage' });

export const sitemap = z
  .object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    sitemapSK: z.string(),
    name: z.string(),
    root: wirePage,
    ...storedItemFields,
  })
  .meta({ id: 'Sitemap' });
export type Sitemap = z.infer<typeof sitemap>;

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

/** What the sitemap editor's API answers and accepts (editors/contract.ts). */
export const sitemapContract = {
  editor: sitemapEditor,
  detail: sitemap,
  update: updateSitemapRequest,
  defaultContent: () => defaultSitemapContent(),
} satisfies EditorContract;
