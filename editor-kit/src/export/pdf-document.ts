/**
 * The PDF export (issue G4): one page of the reader's paper (issue H6) showing the export's picture, with the picture's
 * text laid over it invisibly (text rendering mode 3), so a reader can select, search and
 * copy it. Loaded only when a PDF is exported (export-image.ts imports it dynamically):
 * pdf-lib, fontkit and the font are about 0.5 MB that no editor should pay for otherwise.
 *
 * The text is set in the embedded Unicode font that pdf-font.ts shares with the project's
 * PDF (project-pdf.ts).
 */
import { PDFDocument } from 'pdf-lib';
import type { Paper } from './paper';
import { drawInvisibleText, embedTextFont } from './pdf-font';
import { pdfPage } from './pdf-geometry';
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

/** The PDF's bytes. */
export async function buildPdf(content: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
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
  const font = await embedTextFont(pdf);
  drawInvisibleText(page, font, content.runs, geometry);
  return pdf.save();
}
