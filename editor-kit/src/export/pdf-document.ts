/**
 * The PDF export (issue G4): one page of the reader's paper (issue H6) showing the export's picture, with the picture's
 * text laid over it invisibly (text rendering mode 3), so a reader can select, search and
 * copy it. Loaded only when a PDF is exported (export-image.ts imports it dynamically):
 * pdf-lib, fontkit and the font are about 0.5 MB that no editor should pay for otherwise.
 *
 * The standard PDF fonts only encode WinAnsi (Western European) text, and users type
 * Ukrainian and more, so the text is set in an embedded Unicode font: a subset of DejaVu
 * Sans (Latin, Greek, Cyrillic, punctuation; see fonts/README.md), of which pdf-lib
 * embeds only the glyphs used. Nothing of it is drawn: its glyphs only give the
 * selection its shape and its Unicode map gives the copied text.
 */
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from 'pdf-lib';
import fontDataUrl from './fonts/dejavu-sans-text.ttf?inline';
import type { Paper } from './paper';
import { type FontMetrics, horizontalScaling, pdfPage, placeRun } from './pdf-geometry';
import type { TextRun } from './text-runs';

export interface PdfContent {
  /** The picture, as exported (JPEG or PNG bytes). */
  picture: Uint8Array;
  pictureType: 'image/jpeg' | 'image/png';
  /** The picture's size in CSS px (its pixels ÷ its pixel ratio). */
  width: number;
  height: number;
  runs: readonly TextRun[];
  title: string;
  /** The reader's paper (paper.ts): the page's size, with the picture fitted on it. */
  paper: Paper;
}

/** A `data:` URL's bytes, decoded here: fetching it would meet the site's connect-src. */
function dataUrlBytes(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function fontMetrics(font: PDFFont): FontMetrics {
  const ascent = font.heightAtSize(1, { descender: false });
  return { ascent, descent: font.heightAtSize(1) - ascent };
}

/** Characters the font lacks (e.g. CJK) become U+FFFD rather than a wrong character. */
function inFont(font: PDFFont): (text: string) => string {
  const characters = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (character) =>
      characters.has(character.codePointAt(0)!) ? character : '\uFFFD',
    ).join('');
}

function drawInvisibleText(page: PDFPage, font: PDFFont, content: PdfContent) {
  const geometry = pdfPage(content.width, content.height, content.paper);
  const metrics = fontMetrics(font);
  const supported = inFont(font);
  const fontKey = page.node.newFontDictionary(font.name, font.ref);
  // Pushed run by run: a 30 x 30 analysis has tens of thousands of operators, too many
  // to spread into one call's arguments.
  page.pushOperators(beginText(), setTextRenderingMode(TextRenderingMode.Invisible));
  for (const run of content.runs) {
    const text = supported(run.text);
    const placed = placeRun({ ...run, text }, geometry, metrics);
    if (placed.size <= 0) continue;
    page.pushOperators(
      setFontAndSize(fontKey, placed.size),
      setCharacterSqueeze(
        horizontalScaling(placed.width, font.widthOfTextAtSize(text, placed.size)),
      ),
      setTextMatrix(1, 0, 0, 1, placed.x, placed.y),
      showText(font.encodeText(text)),
    );
  }
  page.pushOperators(endText());
}

/** The PDF's bytes. */
export async function buildPdf(content: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(content.title);
  const geometry = pdfPage(content.width, content.height, content.paper);
  const page = pdf.addPage([geometry.width, geometry.height]);
  const image =
    content.pictureType === 'image/png'
      ? await pdf.embedPng(content.picture)
      : await pdf.embedJpg(content.picture);
  page.drawImage(image, {
    x: geometry.x,
    y: geometry.y,
    width: geometry.pictureWidth,
    height: geometry.pictureHeight,
  });
  const font = await pdf.embedFont(dataUrlBytes(fontDataUrl), { subset: true });
  drawInvisibleText(page, font, content);
  return pdf.save();
}
