import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { competitorAnalysis, MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';
import { en } from './i18n/en';
import { ua } from './i18n/ua';
import { sampleAnalysis } from './model/sample';
import { counterIds, table } from './model/test-tables';
import { toWire } from './model/wire';
import Viewer from './Viewer';
import { criteriaGroups } from './viewer/analysis-view';
import { ANALYSIS_WORDS } from './viewer/words';

const KEYS = {
  PK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  SK: 'COMPAN#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
  projectSK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  competitorAnalysisSK: 'COMPAN#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
  thumbnailPath: null,
  version: 4,
  UPDATED_AT: 1_790_000_000_000,
  CREATED_AT: 1_780_000_000_000,
};

/** The guest's sample table (text and Yes/No criteria, an empty cell), as the API answers it. */
const sample = sampleAnalysis(counterIds());
const SAMPLE = { ...KEYS, name: sample.name, competitors: toWire(sample) };

/** Each row of a table as its cells' text: the header row first. */
const rowsOf = (node: HTMLElement) =>
  within(node)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the competitor analysis viewer', () => {
  it('takes a real detail (the sample matches the API schema)', () => {
    expect(competitorAnalysis.safeParse(SAMPLE).success).toBe(true);
  });

  it('shows the table: criteria as columns, competitors as rows, Yes/No and empty cells', () => {
    render(<Viewer item={SAMPLE} language="en" />);
    expect(screen.getByRole('article', { name: 'Food delivery apps' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Food delivery apps' })).toBeTruthy();
    const grid = screen.getByRole('table', { name: 'Food delivery apps: competitors by criteria' });
    expect(rowsOf(grid)).toEqual([
      [
        'No.',
        'Competitor',
        'Delivery fee',
        'Free delivery over €25',
        'Live order tracking',
        'Who it is for',
      ],
      [
        '1',
        'QuickBite',
        '€2.49 flat',
        'Yes',
        'Yes',
        'Students and young professionals in big cities',
      ],
      ['2', 'FreshCart', '€3.99, free for members', 'No', 'Yes', 'Families doing a weekly shop'],
      // '-' on screen, 'empty' for screen readers (spec §2).
      [
        '3',
        'Corner Deli Direct',
        '-empty',
        'No',
        'No',
        'Neighbourhood regulars who order by phone today',
      ],
    ]);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(6);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['QuickBite', 'FreshCart', 'Corner Deli Direct']);
  });

  it('speaks Ukrainian, and English for a language it does not know', () => {
    const { unmount } = render(<Viewer item={SAMPLE} language="ua" />);
    const grid = screen.getByRole('table', {
      name: 'Food delivery apps: конкуренти за критеріями',
    });
    expect(rowsOf(grid)[0]!.slice(0, 2)).toEqual(['№', 'Конкурент']);
    expect(rowsOf(grid)[3]).toContain('Ні');
    expect(rowsOf(grid)[1]).toContain('Так');
    expect(screen.queryByText('Competitor')).toBeNull();
    unmount();
    render(<Viewer item={SAMPLE} language="__proto__" />);
    expect(screen.getByRole('columnheader', { name: 'Competitor' })).toBeTruthy();
  });

  it('shows a wide analysis as several tables, each with the competitors, no criterion twice', () => {
    const criteria = Array.from({ length: 14 }, (_, i): [string, 'string'] => [
      `C${i + 1}`,
      'string',
    ]);
    const values = criteria.map(([name]) => `${name} value`);
    const wide = table(criteria, [
      ['Alpha', ...values],
      ['Beta', ...values],
    ]);
    render(<Viewer item={{ ...KEYS, name: 'Wide', competitors: toWire(wide) }} language="en" />);
    const tables = screen.getAllByRole('table');
    expect(tables.map((grid) => grid.getAttribute('aria-label'))).toEqual([
      'Wide: competitors by criteria, criteria 1–5 of 14',
      'Wide: competitors by criteria, criteria 6–9 of 14',
      'Wide: competitors by criteria, criteria 10–14 of 14',
    ]);
    const headers = tables.flatMap((grid) => rowsOf(grid)[0]!.slice(2));
    expect(headers).toEqual(criteria.map(([name]) => name));
    for (const grid of tables) {
      expect(rowsOf(grid).map((row) => row[1])).toEqual(['Competitor', 'Alpha', 'Beta']);
    }
  });

  it('divides criteria as evenly as they go, at most six a table', () => {
    expect(criteriaGroups(0)).toEqual([[0, 0]]);
    expect(criteriaGroups(6)).toEqual([[0, 6]]);
    expect(criteriaGroups(7)).toEqual([
      [0, 4],
      [4, 7],
    ]);
    expect(criteriaGroups(30).map(([from, to]) => to - from)).toEqual([6, 6, 6, 6, 6]);
  });

  it("says 'No data.' for an analysis without competitors", () => {
    render(<Viewer item={{ ...KEYS, name: 'Empty', competitors: [] }} language="en" />);
    expect(screen.getByText('No data.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads an analysis with missing or wrongly typed fields as empty, without throwing', () => {
    const broken = {
      name: 7,
      competitors: [
        null,
        {
          id: 'a',
          name: ['A'],
          criterias: [
            { id: 'c1', name: 'Price', type: 'string', value: { id: 'v1', value: 12 } },
            { id: 'c2', name: { en: 'Trial' }, type: 'boolean', value: 'true' },
            'not a criterion',
          ],
        },
        { id: 'b', name: 'B', criterias: 'none' },
        {
          id: 'b',
          name: 'C',
          criterias: [{ id: 'c2', type: 'boolean', value: { value: 'true' } }],
        },
      ],
    };
    render(<Viewer item={broken} language="en" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('');
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['No.', 'Competitor', 'Price', '-empty'],
      ['1', '-empty', '-empty', 'No'],
      ['2', 'B', '-empty', 'No'],
      // Found by its criterion's id, not by its place.
      ['3', 'C', '-empty', 'Yes'],
    ]);
    expect(() => render(<Viewer item={{}} language="en" />)).not.toThrow();
    expect(() => render(<Viewer item={{ competitors: {} }} language="en" />)).not.toThrow();
  });

  it('holds nothing to edit or press', () => {
    const { container } = render(<Viewer item={SAMPLE} language="en" />);
    expect(
      container.querySelectorAll('input, textarea, button, select, a, [contenteditable]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex], [role="grid"]')).toHaveLength(0);
  });

  it("uses the editor's own words", () => {
    for (const [words, catalogue] of [
      [ANALYSIS_WORDS.en!, en],
      [ANALYSIS_WORDS.ua!, ua],
    ] as const) {
      expect(words.tableLabel('X')).toBe(catalogue.gridLabel.replace('{{name}}', 'X'));
      const { typeLabel, positionHeader, competitorHeader, empty, emptyForScreenReaders } =
        catalogue;
      expect(words).toMatchObject({
        typeLabel,
        positionHeader,
        competitorHeader,
        empty,
        emptyForScreenReaders,
        yes: catalogue.yes,
        no: catalogue.no,
      });
    }
    expect(ANALYSIS_WORDS.en!.noData).toBe(MESSAGES.noData);
  });
});

describe("the viewer's code", () => {
  const file = (name: string) => fileURLToPath(new URL(name, import.meta.url));
  const viewer = runtimeGraph(file('./Viewer.tsx'));

  // A share page downloads React and the viewer alone (issue H5: the scripts it loads and
  // its 120 KB budget): none of the editor's libraries (editor-kit and its i18n, shared-ui,
  // the router, the query client, zod with shared-contracts' schemas), and so none of the
  // editing components, which all use them.
  it('needs React alone at run time', () => {
    expect([...viewer.packages]).toEqual(['react']);
  });

  it('is its own modules only: Viewer.tsx and src/viewer/', () => {
    const own = [...viewer.files].map((module) => module.slice(file('.').length));
    expect(
      own.filter((module) => module !== 'Viewer.tsx' && !module.startsWith('viewer/')),
    ).toEqual([]);
    expect(own.length).toBeGreaterThan(1);
  });

  it("would be caught importing the editor's libraries (the editor itself does)", () => {
    const editor = runtimeGraph(file('./App.tsx'));
    expect([...editor.packages]).toEqual(
      expect.arrayContaining(['editor-kit', 'shared-ui', 'shared-contracts']),
    );
    expect([...editor.files].some((module) => module.includes('/components/'))).toBe(true);
  });
});
