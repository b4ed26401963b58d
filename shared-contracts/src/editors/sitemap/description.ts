import { MAX_FEATURES_PER_TYPE } from '../../limits.js';
import type { StoringEditor } from '../description.js';

/** Sitemaps (issue G5a): a tree of pages, drawn as a diagram and kept as an outline. */
export const sitemapEditor = {
  type: 'sitemap',
  remote: 'mf_sitemap',
  route: 'sitemap',
  devPort: 5178,
  label: 'Sitemap',
  noun: 'sitemap',
  order: 40,
  collageOrder: 40,
  listed: true,
  viewer: true,
  items: {
    keyPrefix: 'SITEMAP',
    apiPath: 'sitemaps',
    skField: 'sitemapSK',
    maxPerProject: MAX_FEATURES_PER_TYPE,
    thumbnailMaxBytes: 10_000_000,
    projectThumbnailField: 'sitemapThumbnailPath',
  },
  exportFileName: 'sitemap_export.jpg',
  words: {
    en: {
      title: 'Sitemaps',
      text: 'Plan the structure of a site and how its pages connect.',
      item: 'sitemap',
      kind: 'Sitemap',
      slider: 'Sitemaps',
      createNew: 'Create New',
      empty: 'Items were not found',
    },
    ua: {
      title: 'Карти сайту',
      text: 'Сплануйте структуру сайту та зв’язки між сторінками.',
      item: 'карту сайту',
      kind: 'Карта сайту',
      slider: 'Карти сайту',
      createNew: 'Створити',
      empty: 'Елементів не знайдено',
    },
  },
  illustration: [
    { tone: 'accent', rect: [24, 8, 16, 11, 3] },
    { tone: 'panel', rect: [8, 42, 14, 11, 3] },
    { tone: 'panel', rect: [25, 42, 14, 11, 3] },
    { tone: 'panel', rect: [42, 42, 14, 11, 3] },
    { tone: 'stroke', path: 'M32 19v11M15 42V30h34v12M32 30v12' },
  ],
} satisfies StoringEditor;
