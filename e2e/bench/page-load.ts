/**
 * One guest page load on a cold cache, measured the same way for every route: what
 * crossed the wire, the JavaScript re-compressed with gzip -9, the largest contentful
 * paint and the time until the page is interactive. Used by `page-loads.bench.ts` (every
 * route) and `ux-persona-budget.bench.ts` (which goes on to open the photo picker).
 *
 * "Interactive" is measured inside the page, from navigation start (performance.now()
 * is 0 there), by a script installed before any of the page's own: it watches the DOM
 * and, as soon as the route's probe element is there, acts on it as a user would and
 * stamps the time once the page has answered and the frame showing the answer has been
 * painted (a task posted from requestAnimationFrame runs after that frame's paint).
 * Playwright only reads the stamp afterwards, so its polling adds nothing to the figure.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { guestEditorPath } from 'editor-kit/routes';
import { competitorAnalysisEditor } from '../../shared-contracts/src/editors/competitor-analysis/description.ts';
import { empathyMapEditor } from '../../shared-contracts/src/editors/empathy-map/description.ts';
import { journeyMapEditor } from '../../shared-contracts/src/editors/journey-map/description.ts';
import { sitemapEditor } from '../../shared-contracts/src/editors/sitemap/description.ts';
import { userFlowEditor } from '../../shared-contracts/src/editors/user-flow/description.ts';
import { uxPersonaEditor } from '../../shared-contracts/src/editors/ux-persona/description.ts';
import {
  largestContentfulPaint,
  type RequestTiming,
  type Resource,
  recordNetwork,
  settled,
} from './support.ts';

/** An element found in the page: a CSS selector, narrowed by text or label when given. */
export interface Target {
  css: string;
  /** The element's trimmed text content. */
  text?: string;
  /** Its accessible label: `aria-label` or the text of a `<label>` for it. */
  label?: string;
}

export type Readiness =
  /** Every target is in the DOM, visible and enabled, in a painted frame. */
  | { kind: 'shown'; targets: Target[] }
  /**
   * A character typed into `field` is shown by it (the page's handlers accepted it) in a
   * painted frame. `open`, when given, is clicked first to make the field appear.
   */
  | { kind: 'typed'; field: Target; open?: Target }
  /** A click on `button` changes the text of `echo`, in a painted frame. */
  | { kind: 'clicked'; button: Target; echo: Target };

export interface RouteProbe {
  /** '/', '/empathymap', … */
  path: string;
  /** The remote serving the route (its folder under /remotes/), none for the shell's own. */
  remote?: string;
  readiness: Readiness;
  /** What "interactive" means on this route, in words, for the results. */
  meaning: string;
  /** Budgets of a guest's cold load (KB = 1,024 bytes), where an issue set one. */
  budgetKb?: { transferred?: number; javascriptGzip?: number };
  /** Targets for how fast it loads (issue G2), where it has them. */
  targets?: LoadTargets;
}

export interface LoadTargets {
  /** The longest chain of requests each waiting for another (`request-chain.ts`). */
  depth?: number;
  /** "Interactive" on loopback, ms. */
  interactiveMs?: number;
  /** "Interactive" on a slow device and network (support.ts's THROTTLED), ms. */
  throttledInteractiveMs?: number;
  /** The largest contentful paint there, ms. */
  throttledLcpMs?: number;
}

/**
 * Issue H2's targets for an editor opened cold: two round trips (the page, then its files)
 * and 180 KB of JavaScript. Its time targets are relative to define-ux's, measured in
 * the same run (`versus-define-ux.bench.ts`); G2's absolute ones (500 ms, 2.5 s throttled)
 * gave way to them.
 */
const EDITOR_TARGETS = { depth: 2 };
const EDITOR_BUDGET_KB = { javascriptGzip: 180 };

/** The landing page and every editor a guest can open, with what "interactive" means on each. */
export const GUEST_ROUTES: RouteProbe[] = [
  {
    path: '/',
    readiness: {
      kind: 'shown',
      targets: [{ css: 'h1' }, { css: '.shell-header button', text: 'Sign Up' }],
    },
    meaning: "the h1 and the header's enabled 'Sign Up' button are in a painted frame",
    // Issues F2 and H2 (and no editor code, which page-loads checks).
    budgetKb: { transferred: 200, javascriptGzip: 110 },
    targets: { depth: 2, throttledLcpMs: 1500 },
  },
  {
    path: guestEditorPath(empathyMapEditor),
    remote: 'mf-empathy-map',
    readiness: { kind: 'typed', field: { css: 'textarea', label: 'Says' } },
    meaning: "a character typed into 'Says' is shown, painted",
    budgetKb: EDITOR_BUDGET_KB,
    targets: EDITOR_TARGETS,
  },
  {
    path: guestEditorPath(competitorAnalysisEditor),
    remote: 'mf-competitor-analysis',
    readiness: {
      kind: 'typed',
      open: { css: 'td.ca-cell:not(.ca-cell--boolean)' },
      field: { css: '.ca-cell-editor' },
    },
    meaning:
      "a click on the sample table's first text cell opens its editor, which shows a typed character, painted",
    budgetKb: EDITOR_BUDGET_KB,
    targets: EDITOR_TARGETS,
  },
  {
    path: guestEditorPath(uxPersonaEditor),
    remote: 'mf-ux-persona',
    readiness: { kind: 'typed', field: { css: 'input', label: 'Personality words' } },
    meaning: "a character typed into 'Personality words' is shown, painted",
    // Issue F5.
    budgetKb: { transferred: 450, ...EDITOR_BUDGET_KB },
    targets: EDITOR_TARGETS,
  },
  {
    path: guestEditorPath(sitemapEditor),
    remote: 'mf-sitemap',
    readiness: { kind: 'typed', field: { css: 'input', label: 'Title' } },
    meaning: "a character typed into the selected page's 'Title' is shown, painted",
    budgetKb: EDITOR_BUDGET_KB,
    targets: EDITOR_TARGETS,
  },
  {
    path: guestEditorPath(userFlowEditor),
    remote: 'mf-user-flow',
    readiness: {
      kind: 'typed',
      open: { css: '[role="treeitem"]' },
      field: { css: 'input', label: 'Label' },
    },
    meaning:
      "a click on the sample flow's first step in its outline shows the step's 'Label', which shows a typed character, painted",
    budgetKb: EDITOR_BUDGET_KB,
    targets: EDITOR_TARGETS,
  },
  {
    path: guestEditorPath(journeyMapEditor),
    remote: 'mf-journey-map',
    readiness: {
      kind: 'typed',
      open: { css: 'td.jm-cell' },
      field: { css: '.jm-cell__editor' },
    },
    meaning:
      "a click on the sample journey's first cell opens its editor, which shows a typed character, painted",
    budgetKb: EDITOR_BUDGET_KB,
    targets: EDITOR_TARGETS,
  },
  {
    // The canvas's route is the shell's (shell/src/remotes/editor-remotes.ts): the spec
    // does not name one and /testsitemap is the test page it lists.
    path: '/testsitemap',
    remote: 'mf-canvas',
    readiness: {
      kind: 'clicked',
      button: { css: 'button', text: 'Add rectangle' },
      echo: { css: '.canvas-page [role="status"]' },
    },
    meaning:
      "a click on 'Add rectangle' changes the shape count in the status line, painted " +
      '(after the prototype’s simulated 1000 ms load, spec §9)',
    // A test page (spec §9), not one of the editors H2's budget names.
    targets: EDITOR_TARGETS,
  },
];

/**
 * The in-page probe, as source text: tsx compiles functions with a `__name` helper that
 * does not exist in the page. The keystroke is `document.execCommand('insertText')`: it
 * goes through the browser's editing path and fires the same trusted `beforeinput` and
 * `input` events as typing, so React handles it as a keystroke; a field whose page has
 * not taken it would be reset by React and is tried again on the next frame.
 */
export function probeScript(readiness: Readiness): string {
  return `(() => {
  if (window.top !== window) return;
  const readiness = ${JSON.stringify(readiness)};
  const state = { shownMs: null, ms: null };
  window.__interactive = state;
  const find = (target) => {
    for (const el of document.querySelectorAll(target.css)) {
      if (target.text !== undefined && el.textContent.trim() !== target.text) continue;
      if (target.label !== undefined) {
        const labels = [el.getAttribute('aria-label'), ...[...(el.labels ?? [])].map((l) => l.textContent.trim())];
        if (!labels.includes(target.label)) continue;
      }
      return el;
    }
    return null;
  };
  const usable = (el) => el !== null && el.isConnected && !el.disabled && el.getClientRects().length > 0;
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  let busy = false;
  let lastOpen = -Infinity;
  const finish = () => {
    state.ms = performance.now();
    observer.disconnect();
  };
  const retry = () => { busy = false; requestAnimationFrame(check); };
  function check() {
    if (busy || state.ms !== null) return;
    if (readiness.kind === 'shown') {
      const targets = readiness.targets.map(find);
      if (!targets.every(usable)) return;
      busy = true;
      state.shownMs ??= performance.now();
      afterPaint(() => (targets.every(usable) ? finish() : retry()));
    } else if (readiness.kind === 'typed') {
      const field = find(readiness.field);
      if (!usable(field)) {
        const open = readiness.open && find(readiness.open);
        if (open && usable(open) && performance.now() - lastOpen > 100) {
          lastOpen = performance.now();
          open.click();
        }
        if (open) requestAnimationFrame(check);
        return;
      }
      busy = true;
      state.shownMs ??= performance.now();
      // The keystroke arrives in a task of its own, as a user's would.
      setTimeout(() => {
        if (!usable(field)) return retry();
        field.focus();
        const before = field.value;
        document.execCommand('insertText', false, 'x');
        afterPaint(() => (field.isConnected && field.value !== before ? finish() : retry()));
      }, 0);
    } else {
      const button = find(readiness.button);
      const echo = find(readiness.echo);
      if (!usable(button) || echo === null) return;
      busy = true;
      state.shownMs ??= performance.now();
      setTimeout(() => {
        const before = echo.textContent;
        button.click();
        afterPaint(() => (echo.isConnected && echo.textContent !== before ? finish() : retry()));
      }, 0);
    }
  }
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`;
}

export interface PageLoad {
  context: BrowserContext;
  page: Page;
  /** Every response up to the moment the page settled after becoming interactive. */
  resources: Resource[];
  /** Navigation start → the probe element was first there (ms). */
  shownMs: number;
  /** Navigation start → the probe's action was answered and painted (ms). */
  interactiveMs: number;
  /** Every request started before the page was interactive, when it started and finished. */
  requests: RequestTiming[];
  /** Largest contentful paint (ms since navigation start). */
  lcpMs: number;
  /** A mark for `network.since`, taken once the page settled. */
  network: Awaited<ReturnType<typeof recordNetwork>>;
}

/**
 * Opens `route` as a guest in a fresh browser context with the HTTP cache disabled (and,
 * when `throttled`, on a slow device: support.ts's THROTTLED) and waits until it is
 * interactive and no response has arrived for half a second. The caller closes `context`
 * (the persona bench keeps the page to open its picker).
 */
export async function loadCold(
  browser: Browser,
  siteUrl: string,
  route: RouteProbe,
  { throttled = false } = {},
) {
  const context = await browser.newContext();
  await context.addInitScript(probeScript(route.readiness));
  const page = await context.newPage();
  const network = await recordNetwork(context, page, { throttled });
  return measureLoad(context, page, network, `${siteUrl}${route.path}`, route);
}

/**
 * A second visit: `route` opened once in a fresh context (cache on, not measured, nothing
 * typed, so no draft is left behind), that tab closed once the page has settled, then
 * opened again in a new tab and measured as `loadCold` measures: what the HTTP cache
 * (and V8's code cache) of the first visit saves a returning guest.
 */
export async function loadWarm(
  browser: Browser,
  siteUrl: string,
  route: RouteProbe,
  { throttled = false } = {},
) {
  const url = `${siteUrl}${route.path}`;
  const context = await browser.newContext();
  const first = await context.newPage();
  const firstNetwork = await recordNetwork(context, first, { cache: true });
  await first.goto(url, { waitUntil: 'load' });
  await settled(() => firstNetwork.mark(), 1000);
  await first.close();
  const page = await context.newPage();
  await page.addInitScript(probeScript(route.readiness));
  const network = await recordNetwork(context, page, { throttled, cache: true });
  return measureLoad(context, page, network, url, route);
}

async function measureLoad(
  context: BrowserContext,
  page: Page,
  network: Awaited<ReturnType<typeof recordNetwork>>,
  url: string,
  route: RouteProbe,
): Promise<PageLoad> {
  await page.goto(url);
  // A function, not a string: the site's Content-Security-Policy forbids eval.
  const stamp = await page
    .waitForFunction(
      () => {
        const state = (window as { __interactive?: { ms: number | null } }).__interactive;
        return state?.ms != null && state;
      },
      undefined,
      { timeout: 60_000 },
    )
    .catch((error: Error) => {
      // Most likely the page changed under the probe's selectors: say which, and what.
      throw new Error(`${url} was not interactive within 60 s (${route.meaning})`, {
        cause: error,
      });
    });
  const { shownMs, ms } = (await stamp.jsonValue()) as { shownMs: number; ms: number };
  await settled(() => network.mark());
  const lcpMs = await largestContentfulPaint(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return {
    context,
    page,
    resources: network.resources(),
    shownMs,
    interactiveMs: ms,
    requests: network.requests(timeOrigin).filter((r) => r.startedMs <= ms),
    lcpMs,
    network,
  };
}

/** The resources of `route`'s own remote. */
export const remoteResources = (resources: readonly Resource[], remote: string) =>
  resources.filter((r) => new URL(r.url).pathname.startsWith(`/remotes/${remote}/`));

/** Requests for any editor's code (the remotes' document or files). */
export const editorRequests = (resources: readonly Resource[]) =>
  resources.filter((r) => /^\/remotes(\.json$|\/)/.test(new URL(r.url).pathname));
