import type { Page } from '@playwright/test';

/**
 * What an editor's pictures show, read in the page at the moment each is taken: the kit
 * sets `data-exporting` ('export' or 'thumbnail') on the pictured node, styles apply, then
 * html-to-image copies the node as it is rendered. A MutationObserver sees the attribute
 * arrive and reads the node then (reading forces the styles the attribute brings), so
 * these are the rendered state the picture copies, not the editor on screen.
 */
export interface Capture {
  kind: string;
  /** The pictured node's class, to tell which node was pictured. */
  node: string;
  /** CSS px, as html-to-image sizes the picture: the client box and the borders. */
  width: number;
  height: number;
  /** The node's rendered text (`innerText`: what `display: none` hides is not in it). */
  text: string;
  /** Labels of the form fields rendered in the picture (inputs, text areas, selects). */
  fields: string[];
  /** For each selector asked for, how many of its elements are rendered. */
  shown: Record<string, number>;
}

/** A picture's canvas as it was encoded (HTMLCanvasElement.toBlob). */
export interface EncodedPicture {
  width: number;
  height: number;
  quality: number;
  bytes: number;
}

/** Starts recording the page's captures and encoded pictures (before it loads). */
export async function recordPictures(page: Page, selectors: string[] = []) {
  await page.addInitScript((countSelectors: string[]) => {
    const state = window as unknown as { captures: Capture[]; pictures: EncodedPicture[] };
    state.captures = [];
    state.pictures = [];
    const label = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
      field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent?.trim() ?? '?';
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target as HTMLElement;
        const kind = node.getAttribute('data-exporting');
        if (!kind) continue;
        const fields = [
          ...node.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
            'input:not([type=range]), textarea, select',
          ),
        ];
        const style = getComputedStyle(node);
        const px = (value: string) => Number.parseFloat(value) || 0;
        state.captures.push({
          kind,
          node: node.className,
          width: node.clientWidth + px(style.borderLeftWidth) + px(style.borderRightWidth),
          height: node.clientHeight + px(style.borderTopWidth) + px(style.borderBottomWidth),
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: what display: none hides is left out of it
          text: node.innerText,
          fields: fields.filter((field) => field.checkVisibility()).map(label),
          shown: Object.fromEntries(
            countSelectors.map((selector) => [
              selector,
              [...node.querySelectorAll(selector)].filter((el) => el.checkVisibility()).length,
            ]),
          ),
        });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-exporting'] });
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
      const { width, height } = this;
      toBlob.call(
        this,
        (blob) => {
          if (blob) state.pictures.push({ width, height, quality: quality ?? 1, bytes: blob.size });
          callback(blob);
        },
        type,
        quality,
      );
    };
  }, selectors);
}

export const captures = (page: Page): Promise<Capture[]> =>
  page.evaluate(() => (window as unknown as { captures: Capture[] }).captures);

export const encodedPictures = (page: Page): Promise<EncodedPicture[]> =>
  page.evaluate(() => (window as unknown as { pictures: EncodedPicture[] }).pictures);
