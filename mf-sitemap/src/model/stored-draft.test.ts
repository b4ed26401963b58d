import { describe, expect, it } from 'vitest';
import { benchSitemap } from './bench-sitemap';
import { sampleSitemap } from './sample';
import { sitemapDraftCodec } from './stored-draft';
import { chain } from './test-trees';

const decode = (stored: unknown) => sitemapDraftCodec.decode(stored, sampleSitemap(), 1);

describe('the kept draft', () => {
  it('reads back what it wrote', () => {
    const draft = sampleSitemap();
    expect(decode(structuredClone(sitemapDraftCodec.encode(draft)))).toEqual(draft);
  });

  it('offers nothing for a draft it cannot trust', () => {
    const { root } = sampleSitemap();
    const bad = [
      null,
      { name: 1, root },
      { name: 'x', root: { ...root, type: 'popup' } },
      { name: 'x', root: { ...root, children: [root] } },
      { name: 'x', root: { ...root, title: 't'.repeat(101) } },
      { name: 'x', root: chain(13) },
      {
        name: 'x',
        root: { ...benchSitemap(500), children: [...benchSitemap(500).children, root] },
      },
    ];
    for (const stored of bad) expect(decode(structuredClone(stored))).toBeNull();
  });

  it('stops at once on a tree nested thousands deep', () => {
    let deep: unknown = { id: 'x', children: [] };
    for (let i = 0; i < 20_000; i++)
      deep = {
        id: `p${i}`,
        title: '',
        path: '',
        type: 'page',
        note: '',
        collapsed: false,
        children: [deep],
      };
    expect(decode({ name: 'x', root: deep })).toBeNull();
  });
});
