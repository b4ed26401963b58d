/**
 * Pictures of an editor's content: the export the user downloads (full quality) and the
 * thumbnail uploaded on save (half quality). Controls marked `ui-editor-control` are
 * hidden while the picture is taken (spec §4), by the `data-exporting` attribute.
 * html-to-image and the style rules (picture-styles.ts) are loaded on first use, so
 * editors do not pay for them until then.
 */

import { downloadBlob } from './download';
import { paperOfLocale } from './paper';

export { downloadBlob };

import { EXPORT_JPEG_QUALITY, type ExportFormat, THUMBNAIL_JPEG_QUALITY } from './picture-rules';
import { collectTextRuns, type TextRun } from './text-runs';

export const EXPORTING_ATTRIBUTE = 'data-exporting';
/**
 * Which picture is being taken, as the attribute's value: an editor styles its thumbnail
 * apart from its export with `[data-exporting="thumbnail"]` (e.g. no title on a card that
 * prints the name under the picture).
 */
export type PictureKind = 'export' | 'thumbnail';
/** Elements with this class are editing controls: hidden in pictures. */
const CONTROL_CLASS = 'ui-editor-control';

/**
 * Controls are hidden while a picture is taken, so they are not copied into it at all:
 * html-to-image copies every computed style of every element it clones, and a large
 * editor (a 30 x 30 table has a cross, a menu button and a resize handle per row and
 * column) spends a fifth of its capture time on elements nobody sees.
 */
const notAControl = (node: HTMLElement) =>
  !(node instanceof Element) || !node.classList.contains(CONTROL_CLASS);

export interface CaptureOptions {
  /** 0..1, as canvas.toBlob takes it. */
  quality: number;
  /** Page background behind transparent parts (JPEG has no transparency). */
  backgroundColor?: string;
  /** Device pixels per CSS pixel; 1 keeps thumbnails small. */
  pixelRatio?: number;
  /**
   * The picture's largest area in device pixels: `pixelRatio` is lowered until the
   * picture fits. A node far larger than the screen (a 30-column table) would otherwise
   * ask for a canvas the browser cannot allocate, or a thumbnail nobody can upload.
   */
  maxPixels?: number;
  /** The `data-exporting` value while the picture is taken; 'export' by default. */
  kind?: PictureKind;
}

/** What an editor may change about its pictures; the quality and kind are the kit's. */
export type PictureOptions = Omit<CaptureOptions, 'quality' | 'kind'>;

/** `pixelRatio`, lowered so that a `width` x `height` CSS px picture stays within `maxPixels`. */
export function fittingPixelRatio(
  width: number,
  height: number,
  pixelRatio: number,
  maxPixels = Number.POSITIVE_INFINITY,
): number {
  const area = width * height;
  if (area <= 0 || area * pixelRatio * pixelRatio <= maxPixels) return pixelRatio;
  return Math.sqrt(maxPixels / area);
}

async function withControlsHidden<T>(
  node: HTMLElement,
  kind: PictureKind,
  capture: () => Promise<T>,
): Promise<T> {
  node.setAttribute(EXPORTING_ATTRIBUTE, kind);
  // Let the browser apply the attribute's styles before the DOM is cloned.
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  try {
    return await capture();
  } finally {
    node.removeAttribute(EXPORTING_ATTRIBUTE);
  }
}

/**
 * `node` drawn on a canvas as it looks with its editing controls hidden (call inside
 * withControlsHidden), and the pixel ratio it was drawn at.
 */
async function drawPicture(node: HTMLElement, options: Omit<CaptureOptions, 'quality'>) {
  const [{ toCanvas }, { createPictureStyleCopier, PICTURE_STYLE_PROPERTIES }] = await Promise.all([
    import('html-to-image'),
    import('./picture-styles'),
  ]);
  // Measured with the controls hidden: that is the size html-to-image pictures.
  const pixelRatio = fittingPixelRatio(
    node.clientWidth,
    node.clientHeight,
    options.pixelRatio ?? 1,
    options.maxPixels,
  );
  const canvas = await toCanvas(node, {
    backgroundColor: options.backgroundColor ?? '#ffffff',
    pixelRatio,
    // No cache-busting query on image URLs: a presigned S3 URL's signature covers its
    // whole query string, so an added parameter turns the photo into a 403. Image keys
    // are immutable (architecture §8), so a cached copy is always the right picture.
    cacheBust: false,
    filter: notAControl,
    // Only the styles a picture can show, and of those only what each element needs
    // (picture-styles.ts). The list is what html-to-image copies for pseudo-elements; it
    // keeps the first list it is given for the page's life: every picture passes this one.
    copyStyle: createPictureStyleCopier(node),
    includeStyleProperties: PICTURE_STYLE_PROPERTIES,
    // The site's fonts are the system's (no @font-face): nothing to embed, and looking
    // through every style sheet for web fonts took a noticeable part of each picture.
    skipFonts: true,
  });
  return { canvas, pixelRatio };
}

/**
 * Encoded by the canvas: a data: URL would need `fetch` to become a Blob, which the
 * site's Content-Security-Policy (connect-src) rightly refuses.
 */
function encode(canvas: HTMLCanvasElement, type: PictureType, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      type,
      quality,
    ),
  );
}

type PictureType = 'image/jpeg' | 'image/png';

/** A JPEG of `node` as it looks with its editing controls hidden. */
export async function captureJpeg(node: HTMLElement, options: CaptureOptions): Promise<Blob> {
  const { canvas } = await withControlsHidden(node, options.kind ?? 'export', () =>
    drawPicture(node, options),
  );
  return encode(canvas, 'image/jpeg', options.quality);
}

/**
 * A JPEG of `node` with its editing controls hidden, its size in CSS px, and the text it
 * shows with where (text-runs.ts), for a PDF: the single export's and the project's
 * (capture-section.ts).
 */
export async function captureJpegWithText(
  node: HTMLElement,
  options: Omit<CaptureOptions, 'quality' | 'kind'>,
  quality: number,
): Promise<{ picture: Uint8Array; width: number; height: number; runs: TextRun[] }> {
  // The text's places are read while the controls are hidden: hiding them moves things.
  const { canvas, pixelRatio, runs } = await withControlsHidden(node, 'export', async () => ({
    ...(await drawPicture(node, options)),
    runs: collectTextRuns(node),
  }));
  const jpeg = await encode(canvas, 'image/jpeg', quality);
  return {
    picture: new Uint8Array(await jpeg.arrayBuffer()),
    width: canvas.width / pixelRatio,
    height: canvas.height / pixelRatio,
    runs,
  };
}

/**
 * The export in `format`: the spec's quality-1 JPEG (§4, §9); PNG is the same
 * picture without JPEG's losses; the PDF is one page of the JPEG with the picture's text
 * over it, invisible but selectable (pdf-document.ts, loaded only for a PDF).
 */
export async function exportPicture(
  node: HTMLElement,
  fileName: string,
  format: ExportFormat,
  picture?: PictureOptions,
) {
  const options = { pixelRatio: 2, ...picture };
  if (format !== 'pdf') {
    const { canvas } = await withControlsHidden(node, 'export', () => drawPicture(node, options));
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    downloadBlob(await encode(canvas, type, EXPORT_JPEG_QUALITY), fileName);
    return;
  }
  const pdfModule = import('./pdf-document');
  const captured = await captureJpegWithText(node, options, EXPORT_JPEG_QUALITY);
  const { buildPdf } = await pdfModule;
  const pdf = await buildPdf({
    ...captured,
    pictureType: 'image/jpeg',
    title: fileName,
    // The browser's locale, not the site's language: the paper is where the reader is.
    paper: paperOfLocale(navigator.language),
  });
  downloadBlob(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
}

/**
 * Loads the export's code ahead of need, so that export works without a connection
 * (issue H6: it needs no server, yet its code was fetched on first use, and offline that
 * fetch failed). The picture code is a few KB; the PDF's is about 0.5 MB, left out when
 * the reader asked to save data. The files are immutable, so the browser's cache keeps
 * them for every later visit of the release. A failure (offline already) changes nothing:
 * the export loads them again when used.
 */
export function warmExportCode({ pdf }: { pdf: boolean }): Promise<void> {
  return Promise.all([
    import('html-to-image'),
    import('./picture-styles'),
    pdf ? import('./pdf-document') : null,
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/** Spec §4/§9: export is a quality-1 JPEG under the editor's file name. */
export function exportJpeg(node: HTMLElement, fileName: string, picture?: PictureOptions) {
  return exportPicture(node, fileName, 'jpeg', picture);
}

/**
 * Spec §5/§9: the thumbnail is a quality-0.5 JPEG, skipped silently (null) when larger
 * than the editor's limit.
 */
export async function thumbnailJpeg(
  node: HTMLElement,
  maxBytes: number,
  picture?: PictureOptions,
): Promise<Blob | null> {
  const blob = await captureJpeg(node, {
    ...picture,
    quality: THUMBNAIL_JPEG_QUALITY,
    kind: 'thumbnail',
  });
  return blob.size > maxBytes ? null : blob;
}
