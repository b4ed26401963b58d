/**
 * The project as one PDF (issue H5): a title page, the contents (each entry a link to its
 * section), then every artefact's picture with its text laid over it invisibly, as the
 * single PDF export does (pdf-document.ts), the text visible and invisible alike
 * selectable and searchable. Loaded only on demand (`editor-kit/project-pdf`).
 *
 * Lean for a whole project at once: the font is embedded once for every page (a subset of
 * the glyphs used), pictures go in as the JPEGs they were captured as, and each picture
 * is embedded once however many pages its slices take. Where things go is planned by
 * project-pdf-plan.ts; this file only draws the plan.
 */
import {
  clip,
  endPath,
  type PDFArray,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFImage,
  PDFName,
  PDFNumber,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
} from 'pdf-lib';
import type { Paper } from './paper';
import { drawInvisibleText, embedTextFont, inFont } from './pdf-font';
import { entryText, type PlannedPage, planProjectPdf } from './project-pdf-plan';
import type { TextRun } from './text-runs';

export interface ProjectPdfSection {
  /** The item's name. */
  heading: string;
  /** What it is, in the reader's language ('UX persona'). */
  kind: string;
  /** The item's picture (captureForPdf), JPEG or PNG bytes. */
  picture: Uint8Array;
  pictureType: 'image/jpeg' | 'image/png';
  /** The picture's size in CSS px (its pixels ÷ its pixel ratio). */
  width: number;
  height: number;
  /** The picture's text (collectTextRuns), laid over it invisibly. */
  runs: readonly TextRun[];
}

export interface ProjectPdfWords {
  /** The contents' heading. */
  contents: string;
  /** The title page's count: '3 artefacts'. */
  artefacts: (count: number) => string;
  /** The footer's word before the page number ('Page'). */
  page: string;
}

export interface ProjectPdfInput {
  title: string;
  description?: string;
  /** The date it was made, already formatted for the reader. */
  madeOn: string;
  words: ProjectPdfWords;
  /** In the order the reader sees them. */
  sections: readonly ProjectPdfSection[];
  paper: Paper;
  /**
   * Called with sections drawn out of `total` (each section, then the saving, a step):
   * the builder yields to the page between sections so the progress can be shown.
   */
  onProgress?: (done: number, total: number) => void;
}

const INK = rgb(0.1, 0.11, 0.13);
const MUTED = rgb(0.4, 0.42, 0.46);
const LEADER_DOT = { thickness: 0.8, dashArray: [0.8, 3] };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A destination showing the top of `page`. */
function topOf(pdf: PDFDocument, page: PDFPage): PDFArray {
  return pdf.context.obj([page.ref, 'XYZ', null, page.getHeight(), null]) as PDFArray;
}

function drawPage(
  pdf: PDFDocument,
  page: PDFPage,
  planned: PlannedPage,
  font: PDFFont,
  targets: readonly PDFPage[],
) {
  for (const line of planned.lines) {
    page.drawText(line.text, {
      x: line.x,
      y: line.y,
      size: line.size,
      font,
      color: line.muted ? MUTED : INK,
    });
  }
  for (const leader of planned.leaders) {
    page.drawLine({
      start: { x: leader.from, y: leader.y },
      end: { x: leader.to, y: leader.y },
      color: MUTED,
      ...LEADER_DOT,
    });
  }
  for (const link of planned.links) {
    const annotation = pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [link.x, link.y, link.x + link.width, link.y + link.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'GoTo', D: topOf(pdf, targets[link.section]!) },
    });
    page.node.addAnnot(pdf.context.register(annotation));
  }
}

function drawPicture(page: PDFPage, planned: PlannedPage, image: PDFImage, font: PDFFont) {
  const part = planned.picture;
  if (!part) return;
  const { clip: area, placement } = part;
  // The whole picture is drawn at its place, most of it off the page, inside the slice's
  // clip: one image for all its slices, and no re-encoding to cut it.
  page.pushOperators(
    pushGraphicsState(),
    rectangle(area.x, area.y, area.width, area.height),
    clip(),
    endPath(),
  );
  page.drawImage(image, {
    x: placement.x,
    y: placement.y,
    width: placement.pictureWidth,
    height: placement.pictureHeight,
  });
  page.pushOperators(popGraphicsState());
  drawInvisibleText(page, font, part.slice.runs, placement);
}

/**
 * The reader's bookmarks: the contents, then each section. Their titles are shown in
 * the reader's own font, so they keep characters the embedded font lacks.
 */
function addOutline(pdf: PDFDocument, items: readonly { title: string; page: PDFPage }[]) {
  if (items.length === 0) return;
  const { context } = pdf;
  const outline = context.nextRef();
  const refs: PDFRef[] = items.map(() => context.nextRef());
  items.forEach((item, index) => {
    const entry = context.obj({
      Title: PDFHexString.fromText(item.title),
      Parent: outline,
      Dest: topOf(pdf, item.page),
    });
    if (index > 0) entry.set(PDFName.of('Prev'), refs[index - 1]!);
    if (index < items.length - 1) entry.set(PDFName.of('Next'), refs[index + 1]!);
    context.assign(refs[index]!, entry);
  });
  context.assign(
    outline,
    context.obj({
      Type: 'Outlines',
      First: refs[0]!,
      Last: refs.at(-1)!,
      Count: PDFNumber.of(items.length),
    }),
  );
  pdf.catalog.set(PDFName.of('Outlines'), outline);
}

/** The project's PDF's bytes. */
export async function buildProjectPdf(input: ProjectPdfInput): Promise<Uint8Array> {
  const total = input.sections.length + 1;
  input.onProgress?.(0, total);
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title, { showInWindowTitleBar: true });
  if (input.description) pdf.setSubject(input.description);
  const font = await embedTextFont(pdf);
  const inTheFont = inFont(font);
  // Spaces and line breaks are left for the plan to wrap at (the font has no line break).
  const supported = (text: string) =>
    text
      .split(/(\s+)/)
      .map((part, index) => (index % 2 === 0 ? inTheFont(part) : part))
      .join('');
  const sections = input.sections.map((section) => ({
    ...section,
    heading: supported(section.heading),
    kind: supported(section.kind),
  }));
  const plan = planProjectPdf({
    title: supported(input.title),
    description: input.description && supported(input.description),
    facts: [input.words.artefacts(sections.length), input.madeOn].map(supported),
    contentsHeading: supported(input.words.contents),
    pageWord: supported(input.words.page),
    sections,
    paper: input.paper,
    measure: (text, size) => font.widthOfTextAtSize(text, size),
  });
  // Every page exists before any is drawn: the contents link to pages further on.
  const pages = plan.pages.map((planned) =>
    pdf.addPage([planned.sheet.width, planned.sheet.height]),
  );
  const sectionPages = plan.sectionStarts.map((start) => pages[start]!);
  const pagesOfSection = sections.map((): number[] => []);
  plan.pages.forEach((planned, index) => {
    if (planned.picture) pagesOfSection[planned.picture.section]!.push(index);
    else drawPage(pdf, pages[index]!, planned, font, sectionPages);
  });
  for (const [index, section] of sections.entries()) {
    const image =
      section.pictureType === 'image/png'
        ? await pdf.embedPng(section.picture)
        : await pdf.embedJpg(section.picture);
    for (const pageIndex of pagesOfSection[index]!) {
      const planned = plan.pages[pageIndex]!;
      drawPage(pdf, pages[pageIndex]!, planned, font, sectionPages);
      drawPicture(pages[pageIndex]!, planned, image, font);
    }
    input.onProgress?.(index + 1, total);
    await nextTask();
  }
  const contentsPage = plan.contentsPages[0];
  addOutline(pdf, [
    ...(contentsPage === undefined
      ? []
      : [{ title: input.words.contents, page: pages[contentsPage]! }]),
    ...input.sections.map((section, index) => ({
      title: entryText(section),
      page: sectionPages[index]!,
    })),
  ]);
  const bytes = await pdf.save();
  input.onProgress?.(total, total);
  return bytes;
}
