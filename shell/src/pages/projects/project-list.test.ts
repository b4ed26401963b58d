import { describe, expect, it } from 'vitest';
import {
  COLLAGE_MAX,
  descriptionLimit,
  filterProjectsByName,
  formatLastChange,
  projectInitial,
  projectThumbnails,
  sortNewestFirst,
} from './project-list';

const row = (SK: string, name: string, UPDATED_AT: number, CREATED_AT = 0) => ({
  SK,
  name,
  UPDATED_AT,
  CREATED_AT,
});

describe('search by name', () => {
  const items = [row('a', 'Alpha Shop', 1), row('b', 'Beta', 2), row('c', 'shopping list', 3)];

  it('keeps names containing the query, ignoring case', () => {
    expect(filterProjectsByName(items, 'SHOP').map((item) => item.SK)).toEqual(['a', 'c']);
    expect(filterProjectsByName(items, 'eta').map((item) => item.SK)).toEqual(['b']);
  });

  it('shows everything for an empty or blank query', () => {
    expect(filterProjectsByName(items, '')).toHaveLength(3);
    expect(filterProjectsByName(items, '   ')).toHaveLength(3);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(filterProjectsByName(items, '  alpha ').map((item) => item.SK)).toEqual(['a']);
    expect(filterProjectsByName(items, 'alphashop')).toEqual([]);
  });

  it('finds nothing when no name matches', () => {
    expect(filterProjectsByName(items, 'zzz')).toEqual([]);
  });
});

describe('order', () => {
  it('puts the newest change first without touching the input', () => {
    const items = [row('a', 'A', 10), row('b', 'B', 30), row('c', 'C', 20)];
    expect(sortNewestFirst(items).map((item) => item.SK)).toEqual(['b', 'c', 'a']);
    expect(items.map((item) => item.SK)).toEqual(['a', 'b', 'c']);
  });

  it('breaks ties by creation time, then by key', () => {
    const items = [row('b', 'B', 5, 1), row('a', 'A', 5, 1), row('c', 'C', 5, 2)];
    expect(sortNewestFirst(items).map((item) => item.SK)).toEqual(['c', 'a', 'b']);
  });
});

describe('description length by screen width', () => {
  it('uses 190 below 960 px, 230 up to 1319 px and 270 from 1320 px', () => {
    expect(descriptionLimit(320)).toBe(190);
    expect(descriptionLimit(959)).toBe(190);
    expect(descriptionLimit(960)).toBe(230);
    expect(descriptionLimit(1319)).toBe(230);
    expect(descriptionLimit(1320)).toBe(270);
    expect(descriptionLimit(2560)).toBe(270);
  });
});

describe('last change date', () => {
  it('is en-US with a short month, day and year', () => {
    // Noon UTC stays on the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatLastChange(Date.UTC(2026, 10, 22, 12))).toBe('Nov 22, 2026');
    expect(formatLastChange(Date.UTC(2024, 0, 5, 12))).toBe('Jan 5, 2024');
  });

  it('is in the language of the site', () => {
    expect(formatLastChange(Date.UTC(2026, 10, 22, 12), 'uk')).toBe('22 лист. 2026 р.');
  });
});

describe('row thumbnail', () => {
  const editors = [
    { type: 'empathyMap', collageOrder: 10 },
    { type: 'uxPersona', collageOrder: 20 },
    { type: 'competitorAnalysis', collageOrder: 30 },
    { type: 'sitemap', collageOrder: 40 },
  ];

  it("collects one thumbnail per type in the editors' collage order", () => {
    expect(
      projectThumbnails(
        { thumbnails: { competitorAnalysis: '/c.jpg', empathyMap: '/e.jpg' } },
        editors,
      ),
    ).toEqual(['/e.jpg', '/c.jpg']);
    expect(
      projectThumbnails(
        {
          thumbnails: {
            sitemap: '/s.jpg',
            competitorAnalysis: '/c.jpg',
            uxPersona: '/u.jpg',
            empathyMap: '/e.jpg',
          },
        },
        editors,
      ),
    ).toEqual(['/e.jpg', '/u.jpg', '/c.jpg', '/s.jpg']);
    expect(projectThumbnails({ thumbnails: {} }, editors)).toEqual([]);
    expect(
      projectThumbnails({ thumbnails: { sitemap: null, uxPersona: '/u.jpg' } }, editors),
    ).toEqual(['/u.jpg']);
  });

  it('puts types the site does not know now last, and shows at most four', () => {
    expect(
      projectThumbnails(
        { thumbnails: { zeta: '/z.jpg', alpha: '/a.jpg', sitemap: '/s.jpg' } },
        editors,
      ),
    ).toEqual(['/s.jpg', '/a.jpg', '/z.jpg']);
    const six = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((t) => [t, `/${t}.jpg`]));
    expect(projectThumbnails({ thumbnails: six }, [])).toHaveLength(COLLAGE_MAX);
  });

  it('falls back to the upper-cased first letter of the name', () => {
    expect(projectInitial('market research')).toBe('M');
    expect(projectInitial('  ёлка')).toBe('Ё');
    expect(projectInitial('😀 fun')).toBe('😀');
    expect(projectInitial('')).toBe('?');
  });
});
