import type { SitemapPage } from 'shared-contracts';
import { en } from '../i18n/en';
import type { SitemapDraft } from './sitemap';
import { newPage } from './tree-edits';

/** The sample's words (the catalogue's `sample`), in the language the guest sees. */
export type SampleWords = typeof en.sample;

/**
 * What a guest edits on /sitemap (G5a CONTRACT.md): Home with About, Products (Product A,
 * Product B), Blog (Post), Contact (a modal: the contact form) and Help centre (an
 * external link). Fixed ids: the guest's kept draft is compared with this sample when the
 * editor opens, and new ids each time would make every visit look edited.
 */
export function sampleSitemap(words: SampleWords = en.sample): SitemapDraft {
  const page = (n: number, title: string, fields: Partial<SitemapPage> = {}) =>
    newPage(`5a3e0000-0000-4000-8000-${String(n).padStart(12, '0')}`, { title, ...fields });
  const root = page(1, words.home, {
    path: '/',
    children: [
      page(2, words.about, { path: '/about' }),
      page(3, words.products, {
        path: '/products',
        type: 'section',
        children: [
          page(4, words.productA, { path: '/products/a' }),
          page(5, words.productB, { path: '/products/b' }),
        ],
      }),
      page(6, words.blog, {
        path: '/blog',
        children: [page(7, words.post, { path: '/blog/post' })],
      }),
      page(8, words.contact, { type: 'modal', note: words.contactForm }),
      page(9, words.help, { type: 'external', path: 'https://help.example.com' }),
    ],
  });
  return { name: words.name, root };
}
