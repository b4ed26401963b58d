import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import type { KeyPath } from 'editor-kit';
import { JOURNEY_CHANNELS, JOURNEY_LANE_KINDS } from 'shared-contracts/editors/journey-map/content';
import { journeyMap } from 'shared-contracts/editors/journey-map/schema';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';
import { en } from './i18n/en';
import { ua } from './i18n/ua';
import type { Journey } from './model/journey';
import { sampleJourney } from './model/sample';
import Viewer from './Viewer';
import { CHANNELS, LANE_KINDS, readJourney } from './viewer/read-journey';
import { VIEWER_WORDS } from './viewer/words';

/** A catalogue's `t`: the phrase at a key path. */
const translate =
  (catalogue: typeof en) =>
  (key: KeyPath<typeof en>): string =>
    key
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], catalogue) as string;

/**
 * The guest's sample in a language, with every part a map can hold: a persona, a pain
 * point pulled from an empathy map, a custom lane, a hidden lane with words and a hidden
 * empty one.
 */
function fullJourney(catalogue: typeof en): Journey {
  let next = 0;
  const journey = sampleJourney(translate(catalogue), () => `id-${++next}`);
  return {
    ...journey,
    personaSK: 'UXPERS#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
    personaName: 'Maria',
    lanes: [
      ...journey.lanes.map((lane) =>
        lane.kind === 'painPoints'
          ? {
              ...lane,
              cells: lane.cells.map((cell, index) =>
                index === 1
                  ? {
                      ...cell,
                      sources: [
                        {
                          empathyMapSK: 'EMPMAP#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f',
                          name: 'Maria at home',
                        },
                      ],
                    }
                  : cell,
              ),
            }
          : lane.kind === 'opportunities'
            ? { ...lane, hidden: true }
            : lane,
      ),
      {
        id: 'notes',
        kind: 'custom',
        name: 'Owners',
        hidden: false,
        cells: ['Marketing', 'Web team', 'Payments', 'Hotel partners', 'Support'].map((text) => ({
          text,
        })),
      },
      {
        id: 'empty',
        kind: 'custom',
        name: 'Metrics',
        hidden: true,
        cells: journey.stages.map(() => ({ text: '' })),
      },
    ],
  };
}

/** The map as GET /api/journey-maps/{PK}/{SK} answers it. */
const asDetail = (journey: Journey) => ({
  PK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  SK: 'JOURNEY#2b7c1d9e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  projectSK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  journeyMapSK: 'JOURNEY#2b7c1d9e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  ...journey,
  thumbnailPath: 'https://img.example.test/journey.jpg?sig=abc',
  version: 5,
  UPDATED_AT: 1_790_000_000_000,
  CREATED_AT: 1_780_000_000_000,
});

const FULL = asDetail(fullJourney(en));
const STAGE_KEYS = Object.keys(en.sample.stages) as (keyof typeof en.sample.stages)[];

/** The table's rows as text: a row's header, then its cells. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the journey map viewer', () => {
  it('takes a real detail (the sample matches the API schema)', () => {
    expect(journeyMap.safeParse(FULL).success).toBe(true);
  });

  it('shows the name, the persona, the scenario and the goal', () => {
    render(<Viewer item={FULL} language="en" />);
    expect(screen.getByRole('article', { name: 'Booking a city break' })).toBeTruthy();
    expect(screen.getByText('Maria')).toBeTruthy();
    const facts = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Scenario', en.sample.scenario],
      ['Goal', en.sample.goal],
    ]);
  });

  it('lays out every stage and lane as a table, every cell with its words', () => {
    render(<Viewer item={FULL} language="en" />);
    const table = screen.getByRole('table', {
      name: 'Journey map Booking a city break: stages as columns, lanes as rows',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Stages', ...STAGE_KEYS.map((key) => en.sample.stages[key].name)]);
    const rows = tableRows();
    const byLane = new Map(rows.map(([header, ...cells]) => [header, cells]));
    // The emotion lane: its curve, then its words in a row of their own under one header.
    const emotions = rows.findIndex(([header]) => header === 'Emotions');
    expect(rows[emotions]).toEqual(['Emotions', 'Emotion curve']);
    byLane.set('Emotions', rows[emotions + 1]!);
    for (const lane of ['actions', 'thoughts', 'emotions', 'opportunities'] as const)
      expect(byLane.get(en.lanes[lane])).toEqual(
        STAGE_KEYS.map((key) => en.sample.stages[key][lane]),
      );
    // A touchpoint says its channel; a pulled pain point where it came from.
    expect(byLane.get('Touchpoints')?.[0]).toBe('App: Social media');
    expect(byLane.get('Pain points')?.[1]).toBe(
      `${en.sample.stages.search.painPoints}From Maria at home`,
    );
    expect(byLane.get('Owners')).toEqual([
      'Marketing',
      'Web team',
      'Payments',
      'Hotel partners',
      'Support',
    ]);
    // Hidden lanes: left out when empty, shown when they hold words.
    expect(byLane.has('Metrics')).toBe(false);
    expect(byLane.get('Emotion score')).toEqual([
      '+1 (Positive)',
      '-1 (Negative)',
      '-2 (Very negative)',
      '+2 (Very positive)',
      '+1 (Positive)',
    ]);
    expect(byLane.get('To-be emotion score')?.[2]).toBe('+1 (Positive)');
    // Line breaks kept, as typed.
    expect(within(table).getByText(/Sees friends/).textContent).toBe(
      en.sample.stages.inspiration.actions,
    );
  });

  it('draws the emotion curve above its lane: a point a stage on each curve shown', () => {
    render(<Viewer item={FULL} language="en" />);
    const curve = screen.getByRole('img', { name: 'Emotion curve' });
    expect(curve.closest('td')?.getAttribute('colspan')).toBe('5');
    expect(curve.querySelectorAll('.jmv-curve__set--asIs .jmv-curve__point')).toHaveLength(5);
    expect(curve.querySelectorAll('.jmv-curve__set--toBe .jmv-curve__point')).toHaveLength(5);
    // Higher is better: Trip (+2) is drawn above Booking (−2).
    const y = (index: number) =>
      Number(
        curve
          .querySelectorAll('.jmv-curve__set--asIs .jmv-curve__point')
          [index]!.getAttribute('d')!
          .split(' ')[1]!
          .replace('h0', ''),
      );
    expect(y(3)).toBeLessThan(y(2));
  });

  it('speaks Ukrainian, and English for a language it does not know', () => {
    const { unmount } = render(
      <Viewer item={asDetail(fullJourney(ua as typeof en))} language="ua" />,
    );
    expect(screen.getByRole('img', { name: 'Крива емоцій' })).toBeTruthy();
    const headers = tableRows().map(([header]) => header);
    expect(headers).toEqual(
      expect.arrayContaining(['Етапи', 'Дії', 'Точки контакту', 'Емоції', 'Оцінка емоції']),
    );
    expect(screen.getByText('Сценарій')).toBeTruthy();
    expect(screen.getByText('З карти «Maria at home»')).toBeTruthy();
    expect(screen.getAllByText(/^\+1 \(Позитивна\)$/).length).toBeGreaterThan(0);
    unmount();
    render(<Viewer item={FULL} language="hasOwnProperty" />);
    expect(screen.getByText('Scenario')).toBeTruthy();
  });

  it("says so when the map's persona was deleted", () => {
    render(<Viewer item={{ ...FULL, personaSK: null }} language="en" />);
    expect(screen.getByText('Persona removed')).toBeTruthy();
    expect(screen.getByText('Maria was deleted from the project.')).toBeTruthy();
  });

  it('reads missing or wrongly typed fields as empty, without throwing', () => {
    expect(() => render(<Viewer item={{}} language="en" />)).not.toThrow();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('');
    expect(screen.queryByRole('table')).toBeNull();

    const broken = {
      name: 7,
      scenario: ['x'],
      showToBe: 'yes',
      stages: [
        { id: 's1', name: 'Look', score: 'high', toBeScore: 9 },
        null,
        { id: 's3', name: 5, score: -1.6 },
      ],
      lanes: [
        { id: 'l1', kind: 'actions', cells: [{ text: 'Browses' }, 'Compares'] },
        { id: 'l2', kind: 'touchpoints', cells: [{ text: 'Site', channel: 'fax' }] },
        { id: 'l3', kind: 'wormhole', name: 'Portals', cells: 'none' },
        { id: 'l4', kind: 'emotions', cells: [{ text: 'Calm', sources: 'map' }] },
        'lane',
      ],
    };
    render(<Viewer item={broken} language="en" />);
    expect(tableRows()).toEqual([
      ['Stages', 'Look', 'Stage 2', 'Stage 3'],
      ['Actions', 'Browses', '', ''],
      ['Touchpoints', 'Site', '', ''],
      ['Portals', '', '', ''],
      ['Emotions', 'Emotion curve'],
      ['Calm', '', ''],
      ['Emotion score', '0 (Neutral)', '0 (Neutral)', '-2 (Very negative)'],
    ]);
  });

  it('reads every channel and lane kind of the contract', () => {
    expect([...CHANNELS]).toEqual([...JOURNEY_CHANNELS]);
    expect([...LANE_KINDS]).toEqual([...JOURNEY_LANE_KINDS]);
    const read = readJourney(FULL);
    expect(read.lanes.map((lane) => lane.kind)).toEqual(FULL.lanes.map((lane) => lane.kind));
  });

  it('holds nothing to edit or press', () => {
    const { container } = render(<Viewer item={FULL} language="en" />);
    expect(
      container.querySelectorAll('input, textarea, button, select, a, [contenteditable]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex], [role="slider"]')).toHaveLength(0);
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
  // the router, the query client, zod with shared-contracts' schemas: the schema's
  // module is imported for its types only), and so none of the editing components.
  it('needs React alone at run time', () => {
    expect([...viewer.packages]).toEqual(['react']);
  });

  it('is the viewer and the pure curve and persona rules: no editing component, catalogue or API hook', () => {
    expect(own.filter((module) => !/^(Viewer\.tsx|viewer\/)/.test(module)).sort()).toEqual([
      'model/emotion-curve.ts',
      'model/emotion-scale.ts',
      'model/persona-shown.ts',
    ]);
  });

  it("would be caught importing the editor's libraries (the editor itself does)", () => {
    const editor = runtimeGraph(file('./App.tsx'));
    expect([...editor.packages]).toEqual(
      expect.arrayContaining([
        'editor-kit',
        'shared-ui',
        'shared-contracts/editors/journey-map/schema',
      ]),
    );
    expect([...editor.files].some((module) => module.includes('/components/'))).toBe(true);
  });
});
