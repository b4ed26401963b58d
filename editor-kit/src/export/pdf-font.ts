/**
 * The PDFs' one font and the text laid over their pictures, shared by the single export
 * (pdf-document.ts) and the project's PDF (project-pdf.ts), both loaded only on demand.
 *
 * The standard PDF fonts only encode WinAnsi (Western European) text, and users type
 * Ukrainian and more, so text is set in an embedded Unicode font: a subset of DejaVu
 * Sans (Latin, Greek, Cyrillic, punctuation; see fonts/README.md), of which pdf-lib
 * embeds only the glyphs used, once per document however many pages use it. Over a
 * picture nothing of it is drawn (text rendering mode 3): its glyphs only give the
 * selection its shape and its Unicode map gives the copied text.
 */
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  type PDFDocument,
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
import { type FontMetrics, horizontalScaling, type PdfPage, placeRun } from './pdf-geometry';
import type { TextRun } from './text-runs';

/** A `data:` URL's bytes, decoded here: fetching it would meet the site's connect-src. */
function dataUrlBytes(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The text font, embedded in `pdf` (as a subset of the glyphs the document uses). */
export function embedTextFont(pdf: PDFDocument): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(dataUrlBytes(fontDataUrl), { subset: true });
}

function fontMetrics(font: PDFFont): FontMetrics {
  const ascent = font.heightAtSize(1, { descender: false });
  return { ascent, descent: font.heightAtSize(1) - ascent };
}

// Per font, not per page: a project's PDF asks on every page.
const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Characters the font lacks (e.g. CJK) become U+FFFD rather than a wrong character. */
export function inFont(font: PDFFont): (text: string) => string {
  let characters = characterSets.get(font);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    characterSets.set(font, characters);
  }
  const known = characters;
  return (text) =>
    Array.from(text, (character) =>
      known.has(character.codePointAt(0)!) ? character : '\uFFFD',
    ).join('');
}

/**
 * `runs` (CSS px from the picture's top-left corner) set invisibly over the picture
 * where `geometry` puts it on `page`.
 */
export function drawInvisibleText(
  page: PDFPage,
  font: PDFFont,
  runs: readonly TextRun[],
  geometry: PdfPage,
) {
  const metrics = fontMetrics(font);
  const supported = inFont(font);
  const fontKey = page.node.newFontDictionary(font.name, font.ref);
  // Pushed run by run: a 30 x 30 analysis has tens of thousands of operators, too many
  // to spread into one call's arguments.
  page.pushOperators(beginText(), setTextRenderingMode(TextRenderingMode.Invisible));
  for (const run of runs) {
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
