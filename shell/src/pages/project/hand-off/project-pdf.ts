import { fetchItemDetail } from 'editor-kit/queries';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ViewerProps } from 'shared-contracts';
import { loadRemoteViewer } from '../../../remotes/federation-runtime';
import { ItemViewer } from '../../../viewers/ItemViewer';
import type { ProjectItem } from './project-items';

/** The words the document itself carries, in the page's language. */
interface PdfWords {
  /** 'User persona', by editor type. */
  kindOf: (item: ProjectItem) => string;
  contents: string;
  artefacts: (count: number) => string;
  page: string;
  madeOn: string;
}

export interface ProjectPdfJob {
  project: { name: string; description: string };
  items: readonly ProjectItem[];
  language: string;
  words: PdfWords;
  /** Items pictured so far, of those that can be. */
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}

/** How wide a viewer is laid out for its picture: the share page's reading width. */
const PICTURE_WIDTH_PX = 1040;
/** A viewer that has not shown within this long is left out rather than hold up the PDF. */
const VIEWER_DEADLINE_MS = 20_000;

class Cancelled extends Error {}
export const isCancelled = (error: unknown) => error instanceof Cancelled;

/** Waits for the node's pictures, so that none is missing from its capture. */
async function picturesLoaded(node: HTMLElement) {
  const images = [...node.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

/**
 * Renders one item's viewer out of sight, at the picture's width, and resolves with its
 * node once shown (null when its viewer could not show it); `dispose` unmounts it.
 */
function renderOffscreen(
  host: HTMLElement,
  item: ProjectItem,
  detail: Record<string, unknown>,
  page: { language: string; related: ViewerProps['related'] },
) {
  const node = document.createElement('div');
  node.className = 'hand-off-pdf__page';
  host.append(node);
  const root = createRoot(node);
  const shown = new Promise<boolean>((resolve) => {
    const deadline = setTimeout(() => resolve(false), VIEWER_DEADLINE_MS);
    root.render(
      createElement(ItemViewer, {
        load: () => loadRemoteViewer(item.editor.remote),
        item: detail,
        language: page.language,
        related: page.related,
        loading: null,
        unavailable: null,
        onSettled: (ok: boolean) => {
          clearTimeout(deadline);
          resolve(ok);
        },
      }),
    );
  });
  return {
    node,
    shown,
    dispose: () => {
      root.unmount();
      node.remove();
    },
  };
}

/**
 * The project as one PDF (issue H5), made in the browser: each item that has a viewer
 * is shown by it out of sight, pictured with its text (the exports' capture), and the
 * pages are written with a title page and contents (editor-kit/project-pdf). Items
 * without a viewer, or whose viewer fails, are left out and counted.
 */
export async function makeProjectPdf(
  job: ProjectPdfJob,
): Promise<{ pdf: Uint8Array; leftOut: number }> {
  const kit = import('editor-kit/project-pdf');
  const viewable = job.items.filter(({ editor }) => editor.viewer && editor.available);
  let leftOut = job.items.length - viewable.length;
  const details = viewable.map((entry) =>
    fetchItemDetail(entry.editor, entry.item).catch(() => null),
  );
  const { buildProjectPdf, captureForPdf, paperOfLocale } = await kit;

  // What items refer to (an empathy map's persona): every item of the project, as listed.
  const related = Object.fromEntries(
    job.items.map(({ editor, item }) => [
      item.SK,
      { type: editor.type, name: item.name, thumbnailPath: item.thumbnailPath },
    ]),
  );
  const host = document.createElement('div');
  host.className = 'hand-off-pdf__stage';
  host.style.width = `${PICTURE_WIDTH_PX}px`;
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  const sections = [];
  try {
    job.onProgress(0, viewable.length);
    for (const [index, entry] of viewable.entries()) {
      if (job.signal.aborted) throw new Cancelled();
      const detail = await details[index];
      const view =
        detail && renderOffscreen(host, entry, detail, { language: job.language, related });
      try {
        if (view && (await view.shown)) {
          await picturesLoaded(view.node);
          if (job.signal.aborted) throw new Cancelled();
          const picture = await captureForPdf(view.node);
          sections.push({ heading: entry.item.name, kind: job.words.kindOf(entry), ...picture });
        } else {
          leftOut += 1;
        }
      } finally {
        view?.dispose();
      }
      job.onProgress(index + 1, viewable.length);
    }
  } finally {
    host.remove();
  }
  if (job.signal.aborted) throw new Cancelled();
  const pdf = await buildProjectPdf({
    title: job.project.name,
    description: job.project.description,
    madeOn: job.words.madeOn,
    words: { contents: job.words.contents, artefacts: job.words.artefacts, page: job.words.page },
    sections,
    // The browser's locale, not the site's language: the paper is where the reader is.
    paper: paperOfLocale(navigator.language),
  });
  return { pdf, leftOut };
}
