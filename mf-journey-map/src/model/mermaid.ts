import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';
import {
  type JourneyCell,
  type JourneyLane,
  type JourneyMapContent,
  type JourneyStage,
  journeyMapContent,
} from 'shared-contracts/editors/journey-map/schema';

/*
 * The journey map as a Mermaid `journey` diagram, out and back in. What goes out:
 *
 *   journey
 *     title <map name>
 *     section <stage name>
 *       <task>: <stage score + 3>[: <actor>]   one per task of the stage's 'actions' cell
 *       %% score <stage score>                 instead, when the stage has no task
 *
 * A task is a line of the actions cell with the spaces around it removed; blank lines are
 * not tasks. Coming back, a stage's score is the mean of its tasks' scores (halves round
 * up) less three, or its `%% score` comment when it has no task; its tasks, one a line,
 * are the actions cell again; every other cell comes back empty.
 *
 * Text is written so that Mermaid reads it as text and shows it as typed: the characters
 * its grammar reads as syntax become Mermaid's entity codes (`#58;` for ':'), which it
 * turns back into the characters when it draws. See `escapeText` for the exact rules.
 */

/** Mermaid scores a task 1 to 5; a stage's score is -2 to +2. */
const SCORE_OFFSET = 1 - JOURNEY_LIMITS.minScore;
const MERMAID_MIN_SCORE = JOURNEY_LIMITS.minScore + SCORE_OFFSET;
const MERMAID_MAX_SCORE = JOURNEY_LIMITS.maxScore + SCORE_OFFSET;

// The map's name is the schema's feature name, which always has a maximum.
const TITLE_MAX_LENGTH = journeyMapContent.shape.name.maxLength!;

/**
 * How an empty stage name is written: Mermaid needs text after `section`, and a zero-width
 * space draws as the blank it is. Only this exact text reads back as ''.
 */
export const EMPTY_SECTION_NAME = '#8203;';

/** The refusals of an import, in English; `code` in an error names one so the UI can translate it. */
export const MERMAID_MESSAGES = {
  notJourney: 'The text is not a Mermaid journey (it must start with "journey")',
  noStages: 'The journey has no sections or tasks',
  tooManyStages: `A journey map has at most ${JOURNEY_LIMITS.maxStages} stages; the journey has more sections`,
  taskSyntax: 'A task is written "Task name: score" (or "Task name: score: actors")',
  taskScore: `A task's score is a whole number from ${MERMAID_MIN_SCORE} to ${MERMAID_MAX_SCORE}`,
  stageScore: `A "%% score" comment gives a whole number from ${JOURNEY_LIMITS.minScore} to ${JOURNEY_LIMITS.maxScore}`,
  stageNameTooLong: `A section's name is at most ${JOURNEY_LIMITS.stageNameMaxLength} characters`,
  tasksTooLong: `A section's tasks are at most ${JOURNEY_LIMITS.cellMaxLength} characters together, one task a line`,
  titleTooLong: `The title is at most ${TITLE_MAX_LENGTH} characters`,
} as const;
type MermaidMessage = keyof typeof MERMAID_MESSAGES;

export type MermaidImport =
  | { map: JourneyMapContent }
  | { error: string; code: MermaidMessage; line?: number };

// ---- text ---------------------------------------------------------------------------

/** Length as the schema counts it: code points. */
const lengthOf = (text: string) => [...text].length;

const entity = (character: string) => `#${character.codePointAt(0)};`;

/**
 * Characters escaped wherever they are: `#` starts a comment or an entity, `:` ends a
 * task's name, `;` ends a statement, line breaks end a line, `%%` starts a comment or a
 * directive, `<` makes Mermaid sanitize the title as HTML (`&` would then show as
 * `&amp;`), and `ﬂ` and `¶` are what Mermaid swaps entities for while it parses (its
 * placeholders `ﬂ°°`, `ﬂ°` and `¶ß` would turn into `&#`, `&` and `;`).
 */
const SYNTAX = /[#:;<\r\n\u2028\u2029\u00b6\ufb02]|%(?=%)/g;
const EDGE_SPACES = /^\s+|\s+$/g;

/**
 * Text Mermaid reads back as it is: syntax characters and the spaces at either end (which
 * Mermaid and this importer drop) as entities. Every `#` is escaped, so every `#` in the
 * result starts an entity written here, and `decodeText` undoes exactly this.
 */
function escapeText(text: string): string {
  return text
    .replace(SYNTAX, entity)
    .replace(EDGE_SPACES, (spaces) => [...spaces].map(entity).join(''));
}

/**
 * How a line Mermaid does not read as a task starts: a keyword, whatever the case, or a
 * '%', which its lexer takes for a comment (not only '%%').
 */
const NOT_A_TASK = /^(%|journey|title|section|acctitle|accdescr)/i;

/** A task's text: also never starting like something else (its first character as an entity). */
function escapeTask(task: string): string {
  const text = escapeText(task);
  if (!NOT_A_TASK.test(text)) return text;
  const [first = ''] = text;
  return entity(first) + text.slice(first.length);
}

/** An actor: also without commas, which separate actors. */
const escapeActor = (actor: string) => escapeText(actor).replace(/,/g, entity);

const escapeStageName = (name: string) => (name === '' ? EMPTY_SECTION_NAME : escapeText(name));

/** The named entities hand-written Mermaid uses most; others stay as written. */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

/** Mermaid's entity codes, found as Mermaid finds them. */
const ENTITY = /#(\w+);/g;
const MAX_CODE_POINT = 0x10ffff;

function decodeEntity(written: string, code: string): string {
  if (/^\d+$/.test(code)) {
    const codePoint = Number(code);
    return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : written;
  }
  return NAMED_ENTITIES.get(code) ?? written;
}

const decodeText = (text: string) => text.replace(ENTITY, decodeEntity);

/** A line without its `#` comment: Mermaid reads a `#` that starts no entity as one. */
function withoutComment(line: string): string {
  const comment = /#(?!\w+;)/.exec(line);
  return comment ? line.slice(0, comment.index) : line;
}

/** The tasks of an actions cell: its lines, trimmed, without the blank ones. */
export function cellTasks(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

// ---- out ----------------------------------------------------------------------------

/**
 * The map as a Mermaid journey. Each task names `actor` (the persona's name) when there
 * is one; Mermaid also draws a task without actors, so none is made up.
 */
export function journeyToMermaid(map: JourneyMapContent, actor?: string): string {
  const who = actor?.trim() ? `: ${escapeActor(actor.trim())}` : '';
  const actions = map.lanes.find((lane) => lane.kind === 'actions');
  const lines = ['journey'];
  if (map.name.trim() !== '') lines.push(`  title ${escapeText(map.name)}`);
  map.stages.forEach((stage, index) => {
    lines.push(`  section ${escapeStageName(stage.name)}`);
    const tasks = cellTasks(actions?.cells[index]?.text ?? '');
    const score = stage.score + SCORE_OFFSET;
    for (const task of tasks) lines.push(`    ${escapeTask(task)}: ${score}${who}`);
    if (tasks.length === 0) lines.push(`    %% score ${stage.score}`);
  });
  return `${lines.join('\n')}\n`;
}

// ---- in -----------------------------------------------------------------------------

interface SectionDraft {
  name: string;
  tasks: string[];
  scores: number[];
  /** The `%% score n` comment's score, used when the section has no task. */
  commentScore: number | null;
}

interface Draft {
  title: string | null;
  sections: SectionDraft[];
}

type Failure = { error: string; code: MermaidMessage; line?: number };
const fail = (code: MermaidMessage, line?: number): Failure => ({
  error: MERMAID_MESSAGES[code],
  code,
  ...(line === undefined ? {} : { line }),
});

const isFailure = (value: Draft | Failure): value is Failure => 'error' in value;

/** A line of the text, trimmed, with its number (from 1) for the messages. */
interface Line {
  text: string;
  number: number;
}

/**
 * The lines after `journey`, or null when the text is not a journey. Blank lines, `%`
 * comments and YAML front matter may come before it; text after `journey` on its line
 * is read as a line of its own, as Mermaid reads it.
 */
function bodyLines(text: string): Line[] | null {
  const lines = text.split('\n').map((line, index) => ({ text: line.trim(), number: index + 1 }));
  let at = 0;
  const skipBlankAndComments = () => {
    while (at < lines.length && (lines[at]!.text === '' || lines[at]!.text.startsWith('%'))) at++;
  };
  skipBlankAndComments();
  if (lines[at]?.text === '---') {
    at++;
    while (at < lines.length && lines[at]!.text !== '---') at++;
    at++;
    skipBlankAndComments();
  }
  const header = lines[at];
  const journey = header && /^journey(\s|$)/i.exec(header.text);
  if (!header || !journey) return null;
  const rest = { text: header.text.slice('journey'.length).trim(), number: header.number };
  return [rest, ...lines.slice(at + 1)];
}

const SCORE_COMMENT = /^%%\s*score\s+([+-]?\d+)$/i;
const ACC_LINE = /^acc(title|descr)\s*:/i;
const ACC_BLOCK = /^accdescr\s*\{/i;
const TITLE = /^title(\s|$)/i;
const SECTION = /^section(\s|$)/i;

const newSection = (name: string): SectionDraft => ({
  name,
  tasks: [],
  scores: [],
  commentScore: null,
});

/** The section a task goes into: the last one, or a first unnamed one before any. */
function currentSection(draft: Draft, line: number): SectionDraft | Failure {
  const last = draft.sections.at(-1);
  if (last) return last;
  return openSection(draft, '', line);
}

function openSection(draft: Draft, name: string, line: number): SectionDraft | Failure {
  if (draft.sections.length >= JOURNEY_LIMITS.maxStages) return fail('tooManyStages', line);
  if (lengthOf(name) > JOURNEY_LIMITS.stageNameMaxLength) return fail('stageNameTooLong', line);
  const section = newSection(name);
  draft.sections.push(section);
  return section;
}

const isSectionFailure = (value: SectionDraft | Failure): value is Failure => 'error' in value;

/** A task line: `name: score` with `: actors` (ignored) if any. */
function readTask(draft: Draft, line: Line): Failure | null {
  const colon = line.text.indexOf(':');
  if (colon < 0) return fail('taskSyntax', line.number);
  const task = decodeText(line.text.slice(0, colon)).trim();
  if (task === '') return fail('taskSyntax', line.number);
  // Mermaid reads the score up to the next ':' and ignores what follows the actors.
  const [scoreText = ''] = line.text.slice(colon + 1).split(':');
  const score = Number(scoreText);
  if (!Number.isInteger(score) || score < MERMAID_MIN_SCORE || score > MERMAID_MAX_SCORE)
    return fail('taskScore', line.number);
  const section = currentSection(draft, line.number);
  if (isSectionFailure(section)) return section;
  const tasks = [...section.tasks, task];
  if (lengthOf(tasks.join('\n')) > JOURNEY_LIMITS.cellMaxLength)
    return fail('tasksTooLong', line.number);
  section.tasks = tasks;
  section.scores.push(score);
  return null;
}

function readScoreComment(draft: Draft, line: Line): Failure | null {
  const match = SCORE_COMMENT.exec(line.text);
  // Any other comment is only a comment; so is a score before the first section.
  if (!match) return null;
  const score = Number(match[1]);
  if (score < JOURNEY_LIMITS.minScore || score > JOURNEY_LIMITS.maxScore)
    return fail('stageScore', line.number);
  const section = draft.sections.at(-1);
  if (section) section.commentScore = score;
  return null;
}

/** One line of the body: a comment, a title, a section or a task. */
function readStatement(draft: Draft, line: Line): Failure | null {
  // Mermaid reads a line that starts with '%' as a comment, as it does '%%'.
  if (line.text.startsWith('%')) return readScoreComment(draft, line);
  const text = withoutComment(line.text).trim();
  if (text === '' || ACC_LINE.test(text)) return null;
  if (TITLE.test(text)) {
    const title = decodeText(text.slice('title'.length)).trim();
    if (lengthOf(title) > TITLE_MAX_LENGTH) return fail('titleTooLong', line.number);
    // An empty title is no title: the map keeps its name.
    if (title !== '') draft.title = title;
    return null;
  }
  if (SECTION.test(text)) {
    const written = text.slice('section'.length).trim();
    const name = written === EMPTY_SECTION_NAME ? '' : decodeText(written);
    const section = openSection(draft, name, line.number);
    return isSectionFailure(section) ? section : null;
  }
  return readTask(draft, { text, number: line.number });
}

/**
 * The title and sections of a journey's body. An `accDescr { … }` block is skipped up
 * to its closing brace, and what follows the brace on its line is read as a line.
 */
function readBody(lines: readonly Line[]): Draft | Failure {
  const draft: Draft = { title: null, sections: [] };
  let inAccBlock = false;
  for (const original of lines) {
    let line = original;
    if (!inAccBlock && ACC_BLOCK.test(line.text)) {
      inAccBlock = true;
      line = { ...line, text: line.text.slice(line.text.indexOf('{') + 1) };
    }
    if (inAccBlock) {
      const close = line.text.indexOf('}');
      if (close < 0) continue;
      inAccBlock = false;
      line = { ...line, text: line.text.slice(close + 1).trim() };
    }
    const failure = readStatement(draft, line);
    if (failure) return failure;
  }
  return draft;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

function sectionScore(section: SectionDraft): number {
  if (section.scores.length === 0) return section.commentScore ?? 0;
  return Math.round(mean(section.scores)) - SCORE_OFFSET;
}

function emptyCell(kind: JourneyLane['kind']): JourneyCell {
  return kind === 'touchpoints' ? { text: '', channel: null } : { text: '' };
}

/** `current` with the journey's name, stages and actions; its lanes keep their ids and looks. */
function mapFrom(draft: Draft, current: JourneyMapContent, newId: () => string): JourneyMapContent {
  const stages: JourneyStage[] = draft.sections.map((section) => {
    const score = sectionScore(section);
    return { id: newId(), name: section.name, score, toBeScore: score };
  });
  const lanes = current.lanes.map((lane) => ({
    ...lane,
    cells: draft.sections.map((section) =>
      lane.kind === 'actions' ? { text: section.tasks.join('\n') } : emptyCell(lane.kind),
    ),
  }));
  return { ...current, name: draft.title ?? current.name, stages, lanes };
}

/**
 * A Mermaid journey read into `current`: its stages (new ids) are the journey's sections,
 * its actions the tasks, every other cell empty; the rest of `current` stays. Hand-written
 * Mermaid is read as Mermaid reads it (any indentation, CRLF, `#` and `%` comments,
 * `accTitle`/`accDescr`, tasks before any section in a first unnamed stage, actors
 * ignored). Text past a limit is refused, with the line, rather than cut.
 */
export function journeyFromMermaid(
  text: string,
  current: JourneyMapContent,
  newId: () => string,
): MermaidImport {
  const lines = bodyLines(text);
  if (!lines) return fail('notJourney');
  const draft = readBody(lines);
  if (isFailure(draft)) return draft;
  if (draft.sections.length === 0) return fail('noStages');
  return { map: mapFrom(draft, current, newId) };
}
