import { z } from 'zod';
import { SITEMAP_LIMITS, SITEMAP_PAGE_TYPES } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { expectedVersion, featureName, itemId, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { defaultSitemapContent, type SitemapPage, sitemapTreeProblem } from './content.js';
import { sitemapEditor } from './description.js';

export * from './content.js';

/*
 * A sitemap (issue G5a): one tree of pages, stored as one JSON document. The editor shows
 * it as a diagram and as an outline; both edit this tree.
 */

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

/** What the sitemap editor's API answers and accepts (editors/contract.ts). */
export const sitemapContract = {
  editor: sitemapEditor,
  detail: sitemap,
  update: updateSitemapRequest,
  defaultContent: () => defaultSitemapContent(),
} satisfies EditorContract;
