import { COMPETITOR_TEXT_MAX_LENGTH, clipToLimit } from 'shared-contracts';
import type { CriterionType } from 'shared-contracts/editors/competitor-analysis/content';

/**
 * What a cell holds in each column type, how values travel on the wire, and how they
 * change when a column changes type. The wire carries every value as text ('true' /
 * 'false' for 'Yes or No' columns, spec §3); the model holds real booleans.
 */

export type ColumnType = CriterionType;
export type CellValue = string | boolean;

/** The empty value of a new cell: a text column gets '', a 'Yes or No' column false (spec §3). */
export function emptyValue(type: ColumnType): CellValue {
  return type === 'boolean' ? false : '';
}

/** Spec §3: booleans arrive as the text 'true' and become real booleans on load. */
export function valueFromWire(type: ColumnType, text: string): CellValue {
  return type === 'boolean' ? text === 'true' : text;
}

export function valueToWire(type: ColumnType, value: CellValue): string {
  if (type === 'boolean') return value === true ? 'true' : 'false';
  return typeof value === 'string' ? value : '';
}

/** The words for Yes and No in the language the table is shown in. */
export interface Answers {
  yes: string;
  no: string;
}
const ENGLISH_ANSWERS: Answers = { yes: 'Yes', no: 'No' };

/** The words a text cell reads as 'Yes' when its column becomes 'Yes or No'. */
const yesWords = (answers: Answers) => new Set(['yes', 'true', answers.yes.toLowerCase()]);
/** Words that mean an answer, so converting them to 'Yes or No' loses nothing. */
const answerWords = (answers: Answers) =>
  new Set([...yesWords(answers), 'no', 'false', answers.no.toLowerCase(), '']);

/**
 * Our rule for retyping (the spec has none): text becomes Yes when it says 'yes' or
 * 'true' (or Yes in the language shown; any case, spaces around ignored) and No
 * otherwise; Yes/No becomes the text 'Yes' / 'No' in that language. So Yes/No → Text →
 * Yes/No gives back the same answers.
 */
export function convertValue(
  value: CellValue,
  to: ColumnType,
  answers: Answers = ENGLISH_ANSWERS,
): CellValue {
  if (to === 'boolean') {
    return typeof value === 'boolean' ? value : yesWords(answers).has(value.trim().toLowerCase());
  }
  if (typeof value === 'string') return value;
  return value ? answers.yes : answers.no;
}

/** Whether converting `value` to `to` drops something the user wrote (a reason to ask first). */
export function conversionLosesText(
  value: CellValue,
  to: ColumnType,
  answers: Answers = ENGLISH_ANSWERS,
): boolean {
  return (
    to === 'boolean' &&
    typeof value === 'string' &&
    !answerWords(answers).has(value.trim().toLowerCase())
  );
}

/** Text cut to the spec's 300 characters (§5) as the editors count them (see clipToLimit). */
export function clipText(text: string, max = COMPETITOR_TEXT_MAX_LENGTH): string {
  return clipToLimit(text, max);
}

/** Whether a cell holds something a user entered: text, or a Yes. */
export function hasContent(value: CellValue): boolean {
  return typeof value === 'boolean' ? value : value.trim() !== '';
}

/**
 * What an inline edit stores: Enter commits, so a cell is one paragraph; line breaks
 * pasted in become spaces, and spaces around the text are dropped.
 */
export function cleanInput(text: string): string {
  return clipText(text.replace(/\s*[\r\n]+\s*/g, ' ').trim());
}
