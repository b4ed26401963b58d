import { SITEMAP_LIMITS, type SitemapPage, type SitemapPageType } from 'shared-contracts';
import { newPage } from './tree-edits';

/**
 * The outline as indented plain text, both ways: copied out of the editor (into a
 * document, an email, a ticket) and pasted in to build a tree.
 *
 * One page a line, one level deeper per two spaces or a tab:
 *
 *     Home [/]
 *       About [/about]
 *       Products [section /products]
 *         Product A
 *       Contact [modal]
 *       Help centre [external https://help.example.com]
 *
 * The bracketed tag at the end of a line is optional: the page's type (page unless said)
 * and its URL path. Without a type word, the bracket is a path only when it looks like
 * one (starts with '/', '#', '?' or a scheme such as https:), so a pasted 'Pricing [beta]'
 * keeps its title. A leading bullet ('-', '*', '•') is dropped, so a Markdown list pastes
 * as it reads. Printing adds a bullet or an empty tag `[]` only where a title would
 * otherwise read as one, so print → parse gives back every title, type and path. Notes
 * are not part of the text (they belong to the diagram's details).
 */

const INDENT = '  ';
const BULLET = /^[-*•](?:\s+|$)/;
const TAG = /(?:^|\s)\[(?:(page|section|external|modal)(?:\s+|(?=\])))?(\S*)\]$/;

function looksLikePath(text: string): boolean {
  return /^[/#?]/.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text);
}

interface LineText {
  title: string;
  type: SitemapPageType;
  path: string;
}

/** The title, type and path of a line's text (after its indentation). */
function readLine(text: string): LineText {
  const unbulleted = text.trim().replace(BULLET, '');
  const tag = TAG.exec(unbulleted);
  if (tag) {
    const [, type, path = ''] = tag;
    if (type !== undefined || path === '' || looksLikePath(path)) {
      return {
        title: unbulleted.slice(0, tag.index).trim(),
        type: (type as SitemapPageType | undefined) ?? 'page',
        path,
      };
    }
  }
  return { title: unbulleted.trim(), type: 'page', path: '' };
}

function printLine(page: SitemapPage): string {
  const title = page.title.trim();
  const path = page.path.trim();
  let tag = '';
  if (page.type !== 'page' || (path !== '' && !looksLikePath(path))) {
    tag = `[${page.type}${path ? ` ${path}` : ''}]`;
  } else if (path !== '') {
    tag = `[${path}]`;
  } else if (TAG.test(title) && readLine(title).title !== title) {
    // The title's own end reads as a tag: an empty tag after it says it is not one.
    tag = '[]';
  }
  const bullet = title === '' || BULLET.test(title) ? '- ' : '';
  return `${bullet}${title}${tag && title ? ' ' : ''}${tag}`.trimEnd();
}

/** The whole tree as indented text, folded branches included. */
export function printOutline(root: SitemapPage): string {
  const lines: string[] = [];
  const visit = (page: SitemapPage, level: number) => {
    lines.push(INDENT.repeat(level) + printLine(page));
    for (const child of page.children) visit(child, level + 1);
  };
  visit(root, 0);
  return `${lines.join('\n')}\n`;
}

/** A page read from text, before it has an id. */
export interface OutlineEntry extends LineText {
  children: OutlineEntry[];
}

export type OutlineProblem =
  | { code: 'emptyOutline' }
  | { code: 'titleTooLong'; line: number; max: number }
  | { code: 'pathTooLong'; line: number; max: number }
  | { code: 'tooManyPages'; max: number; count: number }
  | { code: 'tooDeep'; max: number };

export type ParsedOutline =
  | { ok: true; entries: OutlineEntry[]; count: number; height: number }
  | { ok: false; problem: OutlineProblem };

/** Indentation width in columns: a tab counts as one level (two columns). */
function indentWidth(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width += 1;
    else if (char === '\t') width += 2;
    else break;
  }
  return width;
}

/**
 * Pages read from `text`. Blank lines are skipped; levels are relative to the first line,
 * and a line indented further than one level below the line before it is taken as that
 * line's child (nothing is dropped for untidy indentation). Over-long titles or paths are
 * refused with their line number, not cut: the pasted text is still there to fix.
 */
export function parseOutline(text: string): ParsedOutline {
  const top: OutlineEntry[] = [];
  /** The open entries by level: the last entry seen at each level. */
  const open: OutlineEntry[] = [];
  let base: number | null = null;
  let count = 0;
  let height = 0;
  const lines = text.split(/\r\n|\r|\n/);
  for (let number = 1; number <= lines.length; number++) {
    const raw = lines[number - 1]!;
    if (raw.trim() === '') continue;
    const width = Math.floor(indentWidth(raw) / 2);
    base ??= width;
    const level = Math.min(Math.max(0, width - base), open.length);
    const entry: OutlineEntry = { ...readLine(raw), children: [] };
    if (entry.title.length > SITEMAP_LIMITS.titleMaxLength) {
      return {
        ok: false,
        problem: { code: 'titleTooLong', line: number, max: SITEMAP_LIMITS.titleMaxLength },
      };
    }
    if (entry.path.length > SITEMAP_LIMITS.pathMaxLength) {
      return {
        ok: false,
        problem: { code: 'pathTooLong', line: number, max: SITEMAP_LIMITS.pathMaxLength },
      };
    }
    open.length = level;
    (level === 0 ? top : open[level - 1]!.children).push(entry);
    open.push(entry);
    count += 1;
    height = Math.max(height, level + 1);
  }
  if (count === 0) return { ok: false, problem: { code: 'emptyOutline' } };
  return { ok: true, entries: top, count, height };
}

/** Pages with fresh ids for the entries. */
export function pagesOf(entries: readonly OutlineEntry[], newId: () => string): SitemapPage[] {
  return entries.map((entry) =>
    newPage(newId(), {
      title: entry.title,
      type: entry.type,
      path: entry.path,
      children: pagesOf(entry.children, newId),
    }),
  );
}
