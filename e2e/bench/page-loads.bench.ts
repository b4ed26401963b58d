/**
 * Page loads for a guest on a cold cache (issues F2, F5, F9): the landing page and every
 * editor route, each opened in a fresh Chromium context with the HTTP cache disabled,
 * median of `BENCH_PAGE_RUNS` runs (5). Per route: bytes on the wire, the JavaScript
 * re-compressed with gzip -9, the largest contentful paint, the time until the page is
 * interactive (see GUEST_ROUTES in `page-load.ts` for what that means per route) and,
 * for an editor, the share of the bytes its remote adds to the shell's.
 *
 * Budgets: the landing page at most 200 KB transferred and 120 KB of JavaScript, with no
 * editor code; `/uxpersonas` at most 450 KB. A missed budget is reported (✗ in the
 * summary; `pnpm bench:budget` exits non-zero), not hidden.
 *
 * `pnpm --filter e2e bench page-loads` after `pnpm build`; `BENCH_PAGES=/,/uxpersonas`
 * measures only those routes.
 */
import { type BenchFigure, writeBenchFigures } from '../../tooling/bench-figures.ts';
import {
  editorRequests,
  GUEST_ROUTES,
  loadCold,
  type PageLoad,
  type RouteProbe,
  remoteResources,
} from './page-load.ts';
import {
  kb,
  markdownTable,
  median,
  type Resource,
  runsFromEnv,
  sum,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = runsFromEnv('BENCH_PAGE_RUNS', 5);
const GROUP = 'Page loads (guest, cold cache)';
const HOW = `median of ${RUNS} loads, Chromium, cache off`;

const only = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
const routes = only ? GUEST_ROUTES.filter((route) => only.includes(route.path)) : GUEST_ROUTES;
if (routes.length === 0) throw new Error(`BENCH_PAGES matched no route: ${only?.join(', ')}`);

const javascript = (resources: readonly Resource[]) =>
  sum(
    resources.filter((r) => r.type === 'Script'),
    (r) => r.gzip,
  );

const largestTable = (resources: readonly Resource[], count: number) =>
  markdownTable(
    ['resource', 'type', 'transferred', 'gzip -9'],
    [...resources]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, count)
      .map((r) => [
        new URL(r.url).pathname.replace(/^\/remotes\/[^/]+\//, '…/'),
        r.type,
        `${kb(r.transferred).toFixed(1)} KB`,
        `${kb(r.gzip).toFixed(1)} KB`,
      ]),
  );

const within = (value: number, limit: number | undefined) =>
  limit === undefined ? {} : { target: `≤ ${limit} KB`, met: value <= limit };

/** One load's figures. */
function describeLoad(load: PageLoad, route: RouteProbe) {
  const remote = route.remote ? remoteResources(load.resources, route.remote) : [];
  return {
    resources: load.resources,
    remote,
    requests: load.resources.length,
    transferred: sum(load.resources, (r) => r.transferred),
    javascriptGzip: javascript(load.resources),
    remoteTransferred: sum(remote, (r) => r.transferred),
    remoteJavascriptGzip: javascript(remote),
    editorRequests: editorRequests(load.resources).length,
    lcpMs: load.lcpMs,
    shownMs: load.shownMs,
    interactiveMs: load.interactiveMs,
  };
}
type Run = ReturnType<typeof describeLoad>;

await withSiteAndBrowser(async (site, browser) => {
  // Round-robin over the routes, so a busy moment of the machine spreads over all of them.
  const runs = new Map<RouteProbe, Run[]>(routes.map((route) => [route, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const route of routes) {
      const load = await loadCold(browser, site.url, route);
      await load.context.close();
      runs.get(route)!.push(describeLoad(load, route));
    }
  }

  const figures: BenchFigure[] = [];
  const sections: string[] = [];
  const summaryRows: string[][] = [];
  for (const route of routes) {
    const routeRuns = runs.get(route)!;
    const med = (pick: (run: Run) => number) => median(routeRuns.map(pick));
    const transferredKb = kb(med((r) => r.transferred));
    const javascriptKb = kb(med((r) => r.javascriptGzip));
    const remoteKb = kb(med((r) => r.remoteTransferred));
    const name = route.path;
    const add = (figure: string, value: string, extra: Partial<BenchFigure> = {}) =>
      figures.push({ group: GROUP, figure: `${name}: ${figure}`, value, how: HOW, ...extra });

    add(
      'transferred',
      `${transferredKb.toFixed(1)} KB`,
      within(transferredKb, route.budgetKb?.transferred),
    );
    add(
      'JavaScript, gzip -9',
      `${javascriptKb.toFixed(1)} KB`,
      within(javascriptKb, route.budgetKb?.javascriptGzip),
    );
    if (route.remote) {
      // A share, not a time: it does not move with the machine's load.
      add(
        "the editor's own share of the bytes",
        `${((remoteKb / transferredKb) * 100).toFixed(0)}% (${remoteKb.toFixed(1)} KB)`,
        { how: `${HOW}; files under /remotes/${route.remote}/ ÷ all` },
      );
    } else {
      const requests = med((r) => r.editorRequests);
      add('requests for editor code', String(requests), { target: '0', met: requests === 0 });
    }
    add('largest contentful paint', `${Math.round(med((r) => r.lcpMs))} ms`, {
      how: `${HOW}; PerformanceObserver`,
    });
    add('interactive', `${Math.round(med((r) => r.interactiveMs))} ms`, {
      how: `${HOW}; in-page clock from navigation start until ${route.meaning}`,
    });

    summaryRows.push([
      `\`${name}\``,
      String(med((r) => r.requests)),
      `${transferredKb.toFixed(1)} KB`,
      `${javascriptKb.toFixed(1)} KB`,
      route.remote
        ? `${remoteKb.toFixed(1)} KB / ${kb(med((r) => r.remoteJavascriptGzip)).toFixed(1)} KB`
        : '–',
      `${Math.round(med((r) => r.lcpMs))} ms`,
      `${Math.round(med((r) => r.shownMs))} ms`,
      `${Math.round(med((r) => r.interactiveMs))} ms`,
    ]);
    const last = routeRuns.at(-1)!;
    sections.push(
      route.remote
        ? `### \`${name}\`: the remote's largest files (last run)\n\n${largestTable(last.remote, 8)}`
        : `### \`${name}\`: largest resources (last run)\n\n${largestTable(last.resources, 12)}`,
    );
  }

  const text = [
    `Page loads for a guest on a cold cache: median of ${RUNS} runs per route in Chromium on loopback, production build (${today()})`,
    '',
    markdownTable(
      [
        'route',
        'requests',
        'transferred (wire)',
        'JavaScript, gzip -9',
        'remote: transferred / JS gzip',
        'LCP',
        'probe shown',
        'interactive',
      ],
      summaryRows,
    ),
    '',
    `Budgets: ${routes
      .filter((route) => route.budgetKb)
      .map(
        (route) =>
          `\`${route.path}\` ${Object.entries(route.budgetKb!)
            .map(
              ([what, limit]) =>
                `${what === 'transferred' ? 'transferred' : 'JavaScript (gzip -9)'} ≤ ${limit} KB`,
            )
            .join(', ')}`,
      )
      .join('; ')}; the landing page loads no editor code.`,
    '',
    '"Transferred" is what crossed the wire (the server sends the build\'s precompressed .br/.gz files); ' +
      '"gzip -9" re-compresses each response body so the figure does not depend on the encoding. KB = 1,024 bytes. ' +
      'Each load runs until no response has arrived for 500 ms after the page became interactive.',
    '',
    "Interactive, measured in the page from navigation start by a script installed before the page's own " +
      '(e2e/bench/page-load.ts); "probe shown" is when the element first appeared, "interactive" when acting on it ' +
      'was answered in a painted frame (a task posted from requestAnimationFrame):',
    '',
    ...routes.map((route) => `- \`${route.path}\`: ${route.meaning}.`),
    '',
    'A typed character is `document.execCommand("insertText")` on the focused field: the same trusted ' +
      '`beforeinput`/`input` events as a key press, handled by React as one.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  writeResult('page-loads', text.trimEnd());
  writeBenchFigures('page-loads', figures);
});
