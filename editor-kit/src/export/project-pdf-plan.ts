/**
 * The project's PDF page by page (issue H5), as pure data: every line of visible text
 * with its place, the contents' leaders and links, and each section's picture slices with
 * where they go. project-pdf.ts draws it as it is; the font's widths come in as `measure`,
 * so the plan is tested without pdf-lib.
 *
 * Pages are the reader's paper (paper.ts) with the single export's half-inch margin
 * (pdf-geometry.ts): a title page, the contents, then each section from a page of its
 * own, upright, or sideways for a picture wider than tall as the single export turns it.
 * Page numbers are the PDF's own (the title page is 1), so the contents' numbers are
 * the ones a reader's "go to page" takes.
 */
import { PAPER_SIZES, type Paper } from './paper';
import { PAGE_MARGIN, type PdfPage } from './pdf-geometry';
import {
  clampLines,
  type Measure,
  type PictureSlice,
  paginate,
  slicePicture,
  wrapText,
} from './project-pdf-layout';
import type { TextRun } from './text-runs';

/** Points per CSS px at the size the editor showed it: 96 px and 72 pt an inch. */
const NATURAL_SCALE = 72 / 96;
/**
 * The smallest scale a picture is shrunk to so as to stay on one page: 16 px text is
 * then 8 pt, about the smallest print most readers read with ease. A taller picture goes
 * on over further pages instead, at the scale its width allows.
 */
export const LEAST_READABLE_SCALE = 0.5;
/**
 * A picture kept below the readable scale by its width (a wide table) would be sliced
 * whenever it misses its first page, if only by a line: it is shrunk onto the page
 * instead while that keeps this share of its width's scale, so that no page holds only
 * a sliver of it.
 */
const AFFORDABLE_SHRINK = 0.8;

/** Sizes and line heights in points. */
const TYPE = {
  title: { size: 28, leading: 34 },
  description: { size: 12, leading: 17 },
  facts: { size: 11, leading: 16 },
  contentsHeading: { size: 20, leading: 28 },
  entry: { size: 11, leading: 15 },
  kind: { size: 10, leading: 16 },
  name: { size: 18, leading: 23 },
  footer: { size: 9, leading: 12 },
} as const;
type Style = (typeof TYPE)[keyof typeof TYPE];
/** Space between blocks. */
const GAP = 14;
/** The title page's name starts this far down the page. */
const TITLE_DROP = 0.3;
const ENTRY_SPACING = 5;
/** Between an entry's text, its leader and its page number. */
const LEADER_GAP = 6;
/** The footer's band above the bottom margin, kept free of pictures. */
const FOOTER_BAND = 20;

interface Sheet {
  width: number;
  height: number;
}

/** A line of visible text: `y` its baseline from the page's bottom, in points. */
interface TextLine {
  text: string;
  x: number;
  y: number;
  size: number;
  /** Secondary text (kinds, facts, footers), drawn lighter. */
  muted: boolean;
}

/** A dotted line from an entry's text to its page number. */
interface Leader {
  from: number;
  to: number;
  y: number;
}

/** A contents entry's area, a link to its section's first page. */
interface LinkArea {
  section: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A section's picture on one of its pages. */
interface PicturePart {
  section: number;
  slice: PictureSlice;
  /**
   * Where the whole picture would be (pdf-geometry's PdfPage, for placeRun): above or
   * below the page but for this slice, so the runs are placed in the picture's own
   * coordinates.
   */
  placement: PdfPage;
  /** The slice's rectangle on the page: nothing of the picture is drawn outside it. */
  clip: { x: number; y: number; width: number; height: number };
}

export interface PlannedPage {
  sheet: Sheet;
  lines: TextLine[];
  leaders: Leader[];
  links: LinkArea[];
  picture?: PicturePart;
}

export interface ProjectPdfPlan {
  pages: PlannedPage[];
  /** Indices (from 0) of the contents' pages, and of each section's first page. */
  contentsPages: number[];
  sectionStarts: number[];
}

export interface PlannedSection {
  heading: string;
  kind: string;
  /** The picture's size in CSS px. */
  width: number;
  height: number;
  runs: readonly TextRun[];
}

export interface PlanInput {
  title: string;
  description?: string;
  /** The title page's lines under the description (the count of artefacts, the date). */
  facts: readonly string[];
  contentsHeading: string;
  /** The footer's word before the number ('Page'). */
  pageWord: string;
  sections: readonly PlannedSection[];
  paper: Paper;
  measure: Measure;
}

function sheetOf(paper: Paper, landscape: boolean): Sheet {
  const { width, height } = PAPER_SIZES[paper];
  return landscape ? { width: height, height: width } : { width, height };
}

/** The entry or section title's words: kind, then name. */
export const entryText = (section: Pick<PlannedSection, 'kind' | 'heading'>) =>
  `${section.kind} — ${section.heading}`;

/** `texts` as lines from `top` down; answers them and the block's bottom. */
function block(texts: readonly string[], x: number, top: number, style: Style, muted = false) {
  // The baseline sits so the glyphs (about 0.75 of the size above it) are centred in the line.
  const drop = (style.leading + style.size * 0.75) / 2;
  const lines = texts.map((text, index) => ({
    text,
    x,
    y: top - drop - index * style.leading,
    size: style.size,
    muted,
  }));
  return { lines, bottom: top - texts.length * style.leading };
}

const emptyPage = (sheet: Sheet): PlannedPage => ({ sheet, lines: [], leaders: [], links: [] });

function titlePage(input: PlanInput, sheet: Sheet): PlannedPage {
  const { measure } = input;
  const width = sheet.width - 2 * PAGE_MARGIN;
  const page = emptyPage(sheet);
  const title = block(
    wrapText(input.title, width, TYPE.title.size, measure),
    PAGE_MARGIN,
    sheet.height * (1 - TITLE_DROP),
    TYPE.title,
  );
  page.lines.push(...title.lines);
  let top = title.bottom - GAP;
  // The facts always show; a description longer than the room left (one of many line
  // breaks) is cut short with an ellipsis.
  const facts = input.facts.flatMap((fact) => wrapText(fact, width, TYPE.facts.size, measure));
  const factsHeight = facts.length * TYPE.facts.leading + 2 * GAP;
  const room = Math.floor((top - PAGE_MARGIN - factsHeight) / TYPE.description.leading);
  const description = clampLines(
    wrapText(input.description ?? '', width, TYPE.description.size, measure),
    room,
    width,
    TYPE.description.size,
    measure,
  );
  if (description.length > 0) {
    const text = block(description, PAGE_MARGIN, top, TYPE.description);
    page.lines.push(...text.lines);
    top = text.bottom - 2 * GAP;
  }
  page.lines.push(...block(facts, PAGE_MARGIN, top, TYPE.facts, true).lines);
  return page;
}

/**
 * The scale of a section's picture and whether it is sliced: fitted to the width, never
 * enlarged; shrunk onto its first page while still readable; else sliced at the width's scale.
 */
export function pictureScale(
  picture: { width: number; height: number },
  area: { width: number; firstHeight: number },
): { scale: number; sliced: boolean } {
  const widthScale = Math.min(NATURAL_SCALE, area.width / Math.max(picture.width, 1));
  if (picture.height * widthScale <= area.firstHeight) return { scale: widthScale, sliced: false };
  const fitScale = area.firstHeight / picture.height;
  const readable = Math.min(LEAST_READABLE_SCALE, AFFORDABLE_SHRINK * widthScale);
  return fitScale >= readable
    ? { scale: fitScale, sliced: false }
    : { scale: widthScale, sliced: true };
}

/** A section's pages, from its heading on the first to its picture's last slice. */
function sectionPages(section: PlannedSection, index: number, input: PlanInput): PlannedPage[] {
  const { measure } = input;
  const sheet = sheetOf(input.paper, section.width > section.height);
  const width = sheet.width - 2 * PAGE_MARGIN;
  const pageTop = sheet.height - PAGE_MARGIN;
  const bottom = PAGE_MARGIN + FOOTER_BAND;
  const kind = block(
    clampLines(
      wrapText(section.kind, width, TYPE.kind.size, measure),
      1,
      width,
      TYPE.kind.size,
      measure,
    ),
    PAGE_MARGIN,
    pageTop,
    TYPE.kind,
    true,
  );
  const name = block(
    wrapText(section.heading, width, TYPE.name.size, measure),
    PAGE_MARGIN,
    kind.bottom,
    TYPE.name,
  );
  const firstTop = name.bottom - GAP;
  const { scale, sliced } = pictureScale(section, { width, firstHeight: firstTop - bottom });
  const slices: PictureSlice[] = sliced
    ? slicePicture(
        section.height,
        (firstTop - bottom) / scale,
        (pageTop - bottom) / scale,
        section.runs,
      )
    : [{ top: 0, bottom: section.height, runs: [...section.runs] }];
  const pictureWidth = section.width * scale;
  const pictureHeight = section.height * scale;
  const x = (sheet.width - pictureWidth) / 2;
  return slices.map((slice, sliceIndex) => {
    const page = emptyPage(sheet);
    if (sliceIndex === 0) page.lines.push(...kind.lines, ...name.lines);
    const areaTop = sliceIndex === 0 ? firstTop : pageTop;
    const height = (slice.bottom - slice.top) * scale;
    page.picture = {
      section: index,
      slice,
      placement: {
        ...sheet,
        scale,
        x,
        y: areaTop + slice.top * scale - pictureHeight,
        pictureWidth,
        pictureHeight,
      },
      clip: { x, y: areaTop - height, width: pictureWidth, height },
    };
    return page;
  });
}

/** The contents' entries wrapped, and spread over pages (entry indices per page). */
function contentsLayout(input: PlanInput, sheet: Sheet, pageCountBound: number) {
  const { measure } = input;
  const { size, leading } = TYPE.entry;
  const width = sheet.width - 2 * PAGE_MARGIN;
  // Room for the widest page number there could be, whatever the contents' length.
  const numberColumn = measure('9'.repeat(String(pageCountBound).length), size);
  const textWidth = width - numberColumn - 2 * LEADER_GAP;
  const entries = input.sections.map((section) =>
    wrapText(entryText(section), textWidth, size, measure),
  );
  const heading = block(
    [input.contentsHeading],
    PAGE_MARGIN,
    sheet.height - PAGE_MARGIN,
    TYPE.contentsHeading,
  );
  const firstTop = heading.bottom - GAP;
  const bottom = PAGE_MARGIN + FOOTER_BAND;
  const groups = paginate(
    entries.map((lines) => lines.length * leading + ENTRY_SPACING),
    firstTop - bottom,
    sheet.height - PAGE_MARGIN - bottom,
  );
  return { sheet, width, entries, heading, firstTop, groups };
}

/** The contents' pages, each entry linked to its section's first page (`starts`, from 0). */
function contentsPages(
  layout: ReturnType<typeof contentsLayout>,
  starts: readonly number[],
  measure: Measure,
): PlannedPage[] {
  const { sheet, width, entries, heading, firstTop } = layout;
  const { size } = TYPE.entry;
  return layout.groups.map((group, pageIndex) => {
    const page = emptyPage(sheet);
    let top = pageIndex === 0 ? firstTop : sheet.height - PAGE_MARGIN;
    if (pageIndex === 0) page.lines.push(...heading.lines);
    for (const index of group) {
      const text = block(entries[index]!, PAGE_MARGIN, top, TYPE.entry);
      const last = text.lines.at(-1)!;
      const number = String(starts[index]! + 1);
      const numberX = PAGE_MARGIN + width - measure(number, size);
      page.lines.push(...text.lines, { ...last, text: number, x: numberX });
      const from = PAGE_MARGIN + measure(last.text, size) + LEADER_GAP;
      if (numberX - LEADER_GAP - from > LEADER_GAP)
        page.leaders.push({ from, to: numberX - LEADER_GAP, y: last.y });
      page.links.push({
        section: index,
        x: PAGE_MARGIN,
        y: text.bottom,
        width,
        height: top - text.bottom,
      });
      top = text.bottom - ENTRY_SPACING;
    }
    return page;
  });
}

/** Every page but the title's has its number; `sectionOf` names the pages that also say whose they are. */
function addFooters(
  pages: readonly PlannedPage[],
  input: PlanInput,
  sectionOf: (page: number) => number | undefined,
) {
  const { measure } = input;
  const { size } = TYPE.footer;
  pages.forEach((page, index) => {
    if (index === 0) return;
    const label = `${input.pageWord} ${index + 1}`;
    const labelWidth = measure(label, size);
    const right = page.sheet.width - PAGE_MARGIN;
    page.lines.push({ text: label, x: right - labelWidth, y: PAGE_MARGIN, size, muted: true });
    const section = sectionOf(index);
    if (section === undefined) return;
    const room = right - labelWidth - 2 * LEADER_GAP - PAGE_MARGIN;
    const [name] = clampLines(
      wrapText(input.sections[section]!.heading, room, size, measure),
      1,
      room,
      size,
      measure,
    );
    if (name) page.lines.push({ text: name, x: PAGE_MARGIN, y: PAGE_MARGIN, size, muted: true });
  });
}

/** The whole document's pages, in order: title, contents, then each section's. */
export function planProjectPdf(input: PlanInput): ProjectPdfPlan {
  const portrait = sheetOf(input.paper, false);
  const sections = input.sections.map((section, index) => sectionPages(section, index, input));
  const sectionPageCount = sections.reduce((sum, pages) => sum + pages.length, 0);
  // A contents page holds at least one entry, so there are never more pages than this.
  const pageCountBound = 1 + input.sections.length + sectionPageCount;
  const contents = contentsLayout(input, portrait, pageCountBound);
  let next = 1 + contents.groups.length;
  const sectionStarts = sections.map((pages) => {
    const start = next;
    next += pages.length;
    return start;
  });
  const pages = [
    titlePage(input, portrait),
    ...contentsPages(contents, sectionStarts, input.measure),
    ...sections.flat(),
  ];
  // A section's first page has its heading; its further pages name it in their footer.
  addFooters(pages, input, (page) => {
    const section = pages[page]!.picture?.section;
    return section !== undefined && sectionStarts[section] !== page ? section : undefined;
  });
  return {
    pages,
    contentsPages: contents.groups.map((_, index) => 1 + index),
    sectionStarts,
  };
}
