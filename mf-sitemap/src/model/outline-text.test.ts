import { describe, expect, it } from 'vitest';
import { importOutline } from './outline-import';
import { type OutlineEntry, parseOutline, printOutline } from './outline-text';
import { sampleSitemap } from './sample';
import { chain, idCounter, shape, tree } from './test-trees';
import { newPage } from './tree-edits';

const titles = (entries: OutlineEntry[]): unknown[] =>
  entries.map((entry) =>
    entry.children.length === 0 ? entry.title : { [entry.title]: titles(entry.children) },
  );

function parsed(text: string) {
  const result = parseOutline(text);
  if (!result.ok) throw new Error(result.problem.code);
  return result;
}

describe('printing the outline', () => {
  it('writes one page a line, two spaces a level, with type and path tags', () => {
    expect(printOutline(sampleSitemap().root)).toBe(
      [
        'Home [/]',
        '  About [/about]',
        '  Products [section /products]',
        '    Product A [/products/a]',
        '    Product B [/products/b]',
        '  Blog [/blog]',
        '    Post [/blog/post]',
        '  Contact [modal]',
        '  Help centre [external https://help.example.com]',
        '',
      ].join('\n'),
    );
  });

  it('marks titles that would otherwise read as bullets or tags', () => {
    const root = tree('Home', [
      newPage('a', { title: '- dash' }),
      newPage('b', { title: '' }),
      newPage('c', { title: 'Docs [/docs]' }),
      newPage('d', { title: 'Pricing [beta]' }),
      newPage('e', { title: 'Legal', path: 'terms' }),
    ]);
    expect(printOutline(root).split('\n')).toEqual([
      'Home',
      '  - - dash',
      '  -',
      '  Docs [/docs] []',
      '  Pricing [beta]',
      '  Legal [page terms]',
      '',
    ]);
  });
});

describe('parsing an outline', () => {
  it('takes two spaces or a tab per level, bullets and blank lines as they come', () => {
    const result = parsed('Home\n\tAbout\n  - Team\n\n* Shop\n    Cart\r\n');
    expect(titles(result.entries)).toEqual([{ Home: ['About', 'Team'] }, { Shop: ['Cart'] }]);
    expect(result.count).toBe(5);
    expect(result.height).toBe(2);
  });

  it('reads levels relative to the first line and never skips one', () => {
    expect(titles(parsed('    Home\n          Deep\n  Outer').entries)).toEqual([
      { Home: ['Deep'] },
      'Outer',
    ]);
  });

  it('reads tags: a type word, a path that looks like one', () => {
    const [home] = parsed(
      'Home [/]\n  Help [external https://help.example.com]\n  Beta [beta]\n  Modal [modal]',
    ).entries;
    expect(home).toMatchObject({ title: 'Home', path: '/', type: 'page' });
    expect(home!.children.map(({ title, type, path }) => ({ title, type, path }))).toEqual([
      { title: 'Help', type: 'external', path: 'https://help.example.com' },
      { title: 'Beta [beta]', type: 'page', path: '' },
      { title: 'Modal', type: 'modal', path: '' },
    ]);
  });

  it('refuses over-long titles and paths with their line, and text without pages', () => {
    expect(parseOutline(`Home\n  ${'x'.repeat(101)}`)).toEqual({
      ok: false,
      problem: { code: 'titleTooLong', line: 2, max: 100 },
    });
    expect(parseOutline(`Home [/${'p'.repeat(200)}]`)).toEqual({
      ok: false,
      problem: { code: 'pathTooLong', line: 1, max: 200 },
    });
    expect(parseOutline(' \n\t\n')).toEqual({ ok: false, problem: { code: 'emptyOutline' } });
  });
});

describe('importing an outline', () => {
  const site = () => tree('Home', [tree('About')]);

  it('adds the pasted pages under a page, with new ids', () => {
    const result = importOutline(site(), 'Team\n  Alice\nJobs', { under: 'About' }, idCounter());
    expect(result.ok && shape(result.root)).toEqual({
      Home: [{ About: [{ Team: ['Alice'] }, 'Jobs'] }],
    });
    expect(result.ok && result.focusId).toBe('new-1');
    expect(result.ok && result.added).toBe(3);
  });

  it('replaces the sitemap with an outline of one top page, and refuses several', () => {
    const result = importOutline(site(), 'Start\n  Next', 'replace', idCounter());
    expect(result.ok && shape(result.root)).toEqual({ Start: ['Next'] });
    expect(importOutline(site(), 'A\nB', 'replace', idCounter())).toEqual({
      ok: false,
      problem: { code: 'replaceNeedsOneRoot', count: 2 },
    });
  });

  it('refuses an outline that would pass 500 pages or 12 levels, saying by how much', () => {
    const many = Array.from({ length: 499 }, (_, i) => `Page ${i}`).join('\n');
    expect(importOutline(site(), many, { under: 'Home' }, idCounter())).toEqual({
      ok: false,
      problem: { code: 'importTooManyPages', max: 500, count: 499, existing: 2 },
    });
    const deep = printOutline(chain(11));
    expect(importOutline(site(), deep, { under: 'About' }, idCounter())).toEqual({
      ok: false,
      problem: { code: 'importTooDeep', max: 12, level: 2 },
    });
    expect(importOutline(site(), printOutline(chain(13)), 'replace', idCounter())).toEqual({
      ok: false,
      problem: { code: 'tooDeep', max: 12 },
    });
  });
});
