import { defaultJourneyMapContent } from 'shared-contracts/editors/journey-map/content';
import {
  type JourneyMapContent,
  journeyMapContent,
} from 'shared-contracts/editors/journey-map/schema';
import { describe, expect, it } from 'vitest';
import {
  cellTasks,
  EMPTY_SECTION_NAME,
  journeyFromMermaid,
  journeyToMermaid,
  MERMAID_MESSAGES,
} from './mermaid';

/*
 * The Mermaid journey text the editor exports and imports: the exact text written, the
 * Mermaid documentation's example and hand-written journeys read in, and the refusals
 * with the line they point at.
 */

function counter(prefix: string) {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

const current = () => defaultJourneyMapContent(counter('current'));

/** `current` with these stages and actions cells (other lanes empty). */
function mapWith(
  stages: { name: string; score: number; actions?: string }[],
  name = 'Checkout',
): JourneyMapContent {
  const base = current();
  return {
    ...base,
    name,
    stages: stages.map((stage, i) => ({
      id: `stage-${i}`,
      name: stage.name,
      score: stage.score,
      toBeScore: 0,
    })),
    lanes: base.lanes.map((lane) => ({
      ...lane,
      cells: stages.map((stage) =>
        lane.kind === 'touchpoints'
          ? { text: '', channel: null }
          : { text: lane.kind === 'actions' ? (stage.actions ?? '') : '' },
      ),
    })),
  };
}

function imported(text: string, into = current()): JourneyMapContent {
  const result = journeyFromMermaid(text, into, counter('new'));
  if ('error' in result) throw new Error(`${result.error} (line ${result.line})`);
  expect(journeyMapContent.safeParse(result.map).success).toBe(true);
  return result.map;
}

const actionsOf = (map: JourneyMapContent) =>
  map.lanes.find((lane) => lane.kind === 'actions')!.cells.map((cell) => cell.text);
const summary = (map: JourneyMapContent) => ({
  name: map.name,
  stages: map.stages.map(({ name, score, toBeScore }) => ({ name, score, toBeScore })),
  actions: actionsOf(map),
});

const DOCS_EXAMPLE = `journey
    title My working day
    section Go to work
      Make tea: 5: Me
      Go upstairs: 3: Me
      Do work: 1: Me, Cat
    section Go home
      Go downstairs: 5: Me
      Sit down: 5: Me`;

describe('journeyToMermaid', () => {
  it('writes a section per stage, a task per action line and the score plus three', () => {
    const map = mapWith([
      { name: 'Discover', score: 1, actions: 'Search the web\n\n  Read reviews  ' },
      { name: 'Buy', score: -2, actions: 'Pay' },
    ]);
    expect(journeyToMermaid(map, 'Ana')).toBe(
      [
        'journey',
        '  title Checkout',
        '  section Discover',
        '    Search the web: 4: Ana',
        '    Read reviews: 4: Ana',
        '  section Buy',
        '    Pay: 1: Ana',
        '',
      ].join('\n'),
    );
  });

  it('leaves the actor out when there is no persona', () => {
    const map = mapWith([{ name: 'Use', score: 0, actions: 'Log in' }]);
    expect(journeyToMermaid(map)).toContain('    Log in: 3\n');
    expect(journeyToMermaid(map, '  ')).toContain('    Log in: 3\n');
  });

  it('keeps the score of a stage without actions in a comment', () => {
    const map = mapWith([{ name: 'Wait', score: -1, actions: ' \n ' }]);
    expect(journeyToMermaid(map)).toContain('  section Wait\n    %% score -1\n');
  });

  it('writes what Mermaid would read as syntax as its entity codes', () => {
    const map = mapWith(
      [
        {
          name: 'Step #1; go',
          score: 0,
          actions: 'Pay: card\n50%% off\ntitle page\nSection A\n% done\na <b>',
        },
        { name: '', score: 0 },
        { name: ' padded\n', score: 0 },
      ],
      'Checkout: mobile',
    );
    expect(journeyToMermaid(map, 'Ana, Bo')).toBe(
      [
        'journey',
        '  title Checkout#58; mobile',
        '  section Step #35;1#59; go',
        '    Pay#58; card: 3: Ana#44; Bo',
        '    50#37;% off: 3: Ana#44; Bo',
        '    #116;itle page: 3: Ana#44; Bo',
        '    #83;ection A: 3: Ana#44; Bo',
        '    #37; done: 3: Ana#44; Bo',
        '    a #60;b>: 3: Ana#44; Bo',
        `  section ${EMPTY_SECTION_NAME}`,
        '    %% score 0',
        '  section #32;padded#10;',
        '    %% score 0',
        '',
      ].join('\n'),
    );
  });
});

describe('journeyFromMermaid', () => {
  it("reads the Mermaid documentation's example", () => {
    const map = imported(DOCS_EXAMPLE);
    expect(summary(map)).toEqual({
      name: 'My working day',
      stages: [
        { name: 'Go to work', score: 0, toBeScore: 0 },
        { name: 'Go home', score: 2, toBeScore: 2 },
      ],
      actions: ['Make tea\nGo upstairs\nDo work', 'Go downstairs\nSit down'],
    });
  });

  it("keeps the current map's lanes and persona, and empties every other cell", () => {
    const into = current();
    const withPersona = { ...into, personaName: 'Ana', scenario: 'Buying', goal: 'Shoes' };
    const map = imported(DOCS_EXAMPLE, withPersona);
    expect(map.stages.map((stage) => stage.id)).toEqual(['new-1', 'new-2']);
    expect(map.lanes.map(({ id, kind, name, hidden }) => ({ id, kind, name, hidden }))).toEqual(
      into.lanes.map(({ id, kind, name, hidden }) => ({ id, kind, name, hidden })),
    );
    const touchpoints = map.lanes.find((lane) => lane.kind === 'touchpoints')!;
    expect(touchpoints.cells).toEqual([
      { text: '', channel: null },
      { text: '', channel: null },
    ]);
    const thoughts = map.lanes.find((lane) => lane.kind === 'thoughts')!;
    expect(thoughts.cells).toEqual([{ text: '' }, { text: '' }]);
    expect(map).toMatchObject({ personaName: 'Ana', scenario: 'Buying', goal: 'Shoes' });
  });

  it('reads back what it writes, escapes and empty stages included', () => {
    const map = mapWith(
      [
        { name: 'Step #1; go', score: 2, actions: 'Pay: card\n50%% off\n% done\n<b>\n#quot;' },
        { name: '', score: -1 },
        { name: ' padded\n', score: -2, actions: 'journey on ﬂ°°58¶ß' },
      ],
      'Checkout: mobile',
    );
    expect(summary(imported(journeyToMermaid(map, 'Ana: Bo')))).toEqual({
      name: 'Checkout: mobile',
      stages: [
        { name: 'Step #1; go', score: 2, toBeScore: 2 },
        { name: '', score: -1, toBeScore: -1 },
        { name: ' padded\n', score: -2, toBeScore: -2 },
      ],
      actions: ['Pay: card\n50%% off\n% done\n<b>\n#quot;', '', 'journey on ﬂ°°58¶ß'],
    });
  });

  it('reads CRLF, any indentation, comments and accessibility lines', () => {
    const text = [
      '%% exported by hand',
      'journey',
      'accTitle: Shopping',
      '\taccDescr: A day of shopping',
      'accDescr {',
      '  section Not a section',
      '}',
      'title Shopping   # a comment',
      'section Browse',
      '        Look around: 4   ',
      '%% a comment, not a score',
      '% Mermaid reads this as a comment too: 5',
      'Compare #quot;deals#quot;: 2: Me',
      '',
    ].join('\r\n');
    expect(summary(imported(text))).toEqual({
      name: 'Shopping',
      stages: [{ name: 'Browse', score: 0, toBeScore: 0 }],
      actions: ['Look around\nCompare "deals"'],
    });
  });

  it('decodes numeric and common named entity codes, and leaves others as written', () => {
    const map = imported('journey\nsection #9829; #amp; #constructor; #1114112;\nx: 3');
    expect(map.stages[0]!.name).toBe('\u2665 & #constructor; #1114112;');
  });

  it('puts tasks before any section in a first unnamed stage', () => {
    const map = imported('journey\nWake up: 2\nsection Work\nType: 4: Me, Cat');
    expect(summary(map).stages.map((stage) => stage.name)).toEqual(['', 'Work']);
    expect(actionsOf(map)).toEqual(['Wake up', 'Type']);
  });

  it('rounds the mean of the task scores, halves up', () => {
    const map = imported('journey\nsection A\nx: 1\ny: 2\nsection B\nz: 4\nw: 5\nv: 5');
    expect(map.stages.map((stage) => stage.score)).toEqual([-1, 2]);
  });

  it("uses a section's score comment only when it has no task", () => {
    const map = imported('journey\nsection A\n%% score -2\nsection B\n%% score -2\nx: 5');
    expect(map.stages.map((stage) => stage.score)).toEqual([-2, 2]);
  });

  it('keeps the current name when there is no title', () => {
    const into = { ...current(), name: 'Kept' };
    expect(imported('journey\nsection A', into).name).toBe('Kept');
  });

  it('counts text as the schema does, in code points', () => {
    const name = '😀'.repeat(60);
    const task = '😀'.repeat(300);
    const map = imported(`journey\ntitle ${'😀'.repeat(99)}\nsection ${name}\n${task}: 3`);
    expect(map.stages[0]!.name).toBe(name);
    expect(actionsOf(map)).toEqual([task]);
  });
});

describe('journeyFromMermaid refuses', () => {
  const refusal = (text: string) => {
    const result = journeyFromMermaid(text, current(), counter('new'));
    if (!('error' in result)) throw new Error('imported');
    return result;
  };

  it('text that is not a journey', () => {
    expect(refusal('flowchart LR\nA --> B')).toEqual({
      error: MERMAID_MESSAGES.notJourney,
      code: 'notJourney',
    });
    expect(refusal('')).toMatchObject({ code: 'notJourney' });
    expect(refusal('journeyman')).toMatchObject({ code: 'notJourney' });
  });

  it('a journey without sections or tasks', () => {
    expect(refusal('journey\n  title Empty\n  %% score 1')).toMatchObject({ code: 'noStages' });
  });

  it('more sections than a map has stages, at the first one too many', () => {
    const sections = Array.from({ length: 16 }, (_, i) => `section S${i}`);
    const result = refusal(['journey', ...sections].join('\n'));
    expect(result).toEqual({
      error: MERMAID_MESSAGES.tooManyStages,
      code: 'tooManyStages',
      line: 17,
    });
    expect(result.error).toContain('15');
  });

  it('a score outside 1 to 5 or not a whole number, at its line', () => {
    for (const score of ['0', '6', '2.5', 'x', '', ' ']) {
      expect(refusal(`journey\nsection A\r\nTask:${score}: Me`)).toEqual({
        error: MERMAID_MESSAGES.taskScore,
        code: 'taskScore',
        line: 3,
      });
    }
    expect(refusal('journey\nsection A\n%% score 3')).toMatchObject({
      code: 'stageScore',
      line: 3,
    });
  });

  it('a task without a score or a name', () => {
    expect(refusal('journey\nsection A\n\nJust words')).toMatchObject({
      code: 'taskSyntax',
      line: 4,
    });
    expect(refusal('journey\nsection A\n: 5: Me')).toMatchObject({ code: 'taskSyntax', line: 3 });
    // Mermaid reads what follows an unescaped '#' as a comment.
    expect(refusal('journey\nTask # 1: 5')).toMatchObject({ code: 'taskSyntax', line: 2 });
  });

  it('text past the limits rather than cutting it', () => {
    expect(refusal(`journey\nsection ${'x'.repeat(61)}`)).toMatchObject({
      code: 'stageNameTooLong',
      line: 2,
    });
    expect(refusal(`journey\ntitle ${'x'.repeat(100)}\nsection A`)).toMatchObject({
      code: 'titleTooLong',
      line: 2,
    });
    const tasks = ['x'.repeat(150), 'y'.repeat(149), 'z'].map((task) => `${task}: 3`);
    expect(refusal(['journey', 'section A', ...tasks].join('\n'))).toMatchObject({
      code: 'tasksTooLong',
      line: 5,
    });
  });
});

describe('cellTasks', () => {
  it('is the trimmed lines that are not blank', () => {
    expect(cellTasks('  a \n\n\t\nb\r\n c')).toEqual(['a', 'b', 'c']);
    expect(cellTasks('')).toEqual([]);
  });
});
