import fc from 'fast-check';
import {
  defaultJourneyMapContent,
  JOURNEY_LIMITS,
  JOURNEY_STANDARD_LANES,
} from 'shared-contracts/editors/journey-map/content';
import {
  type JourneyLane,
  type JourneyMapContent,
  journeyMapContent,
} from 'shared-contracts/editors/journey-map/schema';
import { boundedText, trimmedText } from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import { cellTasks, journeyFromMermaid, journeyToMermaid } from './mermaid';

/*
 * Any valid map written as Mermaid and read back into itself gives the same name, stage
 * names, scores and tasks (the trimmed, non-blank lines of each actions cell), whatever
 * characters they hold, and passes the schema. What does not survive, by design: blank
 * lines and the spaces around a line of an actions cell, every other lane's cells, the
 * to-be scores (they become the scores) and the stage ids.
 */

/** Pieces that are syntax to Mermaid's journey grammar, or to this module's reading of it. */
const SYNTAX_PIECES = [
  ':',
  '#',
  ';',
  ',',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\u00a0',
  '\u200b',
  '%',
  '%%',
  '<',
  '<b>',
  '&amp;',
  '%% score 1',
  '#58;',
  '#quot;',
  '#8203;',
  'ﬂ°°',
  'ﬂ°',
  '¶ß',
  '{',
  '}',
  '---',
  'journey',
  'Title ',
  'section ',
  'accTitle',
  'accDescr {',
  '5',
  'a',
  'é',
  '😀',
] as const;

/** At most `max` code points, as the schema counts. */
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

const syntaxText = (max: number) =>
  fc
    .array(fc.constantFrom(...SYNTAX_PIECES), { maxLength: max })
    .map((pieces) => clip(pieces.join(''), max));

const anyText = (max: number) =>
  fc.oneof(
    boundedText(max),
    syntaxText(max),
    fc.string({ unit: 'binary', maxLength: max }).map((text) => clip(text, max)),
  );

/** An actions cell: lines of any text, blank ones and spaced ones among them. */
const actionsCell = fc
  .array(fc.oneof(anyText(60), fc.constantFrom('', '  ', '\t')), { maxLength: 12 })
  .map((lines) => clip(lines.join('\n'), JOURNEY_LIMITS.cellMaxLength));

const score = fc.integer({ min: JOURNEY_LIMITS.minScore, max: JOURNEY_LIMITS.maxScore });

const stage = fc.record({
  name: anyText(JOURNEY_LIMITS.stageNameMaxLength),
  score,
  toBeScore: score,
  actions: actionsCell,
  other: anyText(JOURNEY_LIMITS.cellMaxLength),
});

const mapName = fc.oneof(
  trimmedText(99),
  syntaxText(99)
    .map((text) => text.trim())
    .filter((text) => text !== ''),
);

const maps: fc.Arbitrary<JourneyMapContent> = fc
  .record({
    name: mapName,
    stages: fc.array(stage, { minLength: 1, maxLength: JOURNEY_LIMITS.maxStages }),
    customLanes: fc.array(boundedText(JOURNEY_LIMITS.laneNameMaxLength), {
      maxLength: JOURNEY_LIMITS.maxCustomLanes,
    }),
    hidden: fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
  })
  .map(({ name, stages, customLanes, hidden }) => {
    let next = 0;
    const base = defaultJourneyMapContent(() => `base-${++next}`);
    const kinds: { kind: JourneyLane['kind']; name: string }[] = [
      ...JOURNEY_STANDARD_LANES.map((kind) => ({ kind, name: '' })),
      ...customLanes.map((laneName) => ({ kind: 'custom' as const, name: laneName })),
    ];
    return {
      ...base,
      name,
      personaName: 'Ana',
      scenario: 'Buying shoes',
      stages: stages.map((s, i) => ({
        id: `stage-${i}`,
        name: s.name,
        score: s.score,
        toBeScore: s.toBeScore,
      })),
      lanes: kinds.map(({ kind, name: laneName }, i) => ({
        id: `lane-${i}`,
        kind,
        name: laneName,
        hidden: hidden[i] ?? false,
        cells: stages.map((s) =>
          kind === 'actions'
            ? { text: s.actions }
            : kind === 'touchpoints'
              ? { text: s.other, channel: 'web' as const }
              : { text: s.other },
        ),
      })),
    };
  });

const actor = fc.option(anyText(99), { nil: undefined });

const laneLooks = (map: JourneyMapContent) =>
  map.lanes.map(({ id, kind, name, hidden }) => ({ id, kind, name, hidden }));

/** Runs per property: modest here; set FC_NUM_RUNS to search harder. */
const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);

describe('a map written as Mermaid and read back', () => {
  it('has the same name, stages, scores and tasks, and passes the schema', () => {
    fc.assert(
      fc.property(maps, actor, (map, who) => {
        expect(journeyMapContent.safeParse(map).success).toBe(true);
        let next = 0;
        const result = journeyFromMermaid(journeyToMermaid(map, who), map, () => `new-${++next}`);
        if ('error' in result) throw new Error(`${result.error} (line ${result.line})`);
        const back = result.map;
        expect(journeyMapContent.safeParse(back).success).toBe(true);

        expect(back.name).toBe(map.name);
        expect(back.stages.map((s) => s.name)).toEqual(map.stages.map((s) => s.name));
        expect(back.stages.map((s) => s.score)).toEqual(map.stages.map((s) => s.score));
        expect(back.stages.map((s) => s.toBeScore)).toEqual(map.stages.map((s) => s.score));

        const actions = (m: JourneyMapContent) => m.lanes.find((l) => l.kind === 'actions')!;
        expect(actions(back).cells.map((cell) => cell.text)).toEqual(
          actions(map).cells.map((cell) => cellTasks(cell.text).join('\n')),
        );
        for (const lane of back.lanes.filter((l) => l.kind !== 'actions'))
          for (const cell of lane.cells) expect(cell.text).toBe('');

        expect(laneLooks(back)).toEqual(laneLooks(map));
        expect(back).toMatchObject({ personaName: 'Ana', scenario: 'Buying shoes' });
      }),
      { numRuns },
    );
  });

  it('writes every text on its own line, without a character Mermaid reads as syntax', () => {
    fc.assert(
      fc.property(maps, actor, (map, who) => {
        const lines = journeyToMermaid(map, who).split('\n');
        expect(lines.filter((line) => /^ {2}section /.test(line))).toHaveLength(map.stages.length);
        for (const line of lines.slice(1)) {
          // '#' only in entity codes, no ';', none of Mermaid's entity placeholders' marks,
          // no '%%' but the score comments.
          expect(line).not.toMatch(/#(?!\d+;)|;(?<!#\d+;)|[\r\u2028\u00b6\ufb02]/);
          if (line.startsWith('    %% score ')) continue;
          expect(line).not.toContain('%%');
          // Mermaid's lexer takes a line that starts with '%' for a comment.
          expect(line.trim()).not.toMatch(/^%/);
        }
      }),
      { numRuns },
    );
  });
});
