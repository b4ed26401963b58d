/**
 * Page loads for a guest on a cold cache (issues F2, F5, F9, G2): the landing page and
 * every editor route, each opened in a fresh Chromium context with the HTTP cache
 * disabled, median of `BENCH_PAGE_RUNS` runs (5). Per route: bytes on the wire, the
 * JavaScript re-compressed with gzip -9, the largest contentful paint, the time until the
 * page is interactive (see GUEST_ROUTES in `page-load.ts` for what that means per route),
 * the sequential request depth (the longest chain of requests each waiting for another,
 * `request-chain.ts`) and, for an editor, the share of the bytes its remote adds to the
 * shell's. Then the same loads on a slow device and network (support.ts's THROTTLED),
 * median of `BENCH_THROTTLED_RUNS` (5; `BENCH_THROTTLED=0` skips them): on loopback a
 * chain of round trips costs nothing, there each one costs 150 ms.
 *
 * Budgets: the landing page at most 200 KB transferred and 120 KB of JavaScript, with no
 * editor code; `/uxpersonas` at most 450 KB; the time and depth targets of each route's
 * `targets`. A missed budget is reported (✗ in the summary; `pnpm bench:budget` exits
 * non-zero), not hidden.
 *
 * `pnpm --filter e2e bench page-loads` after `pnpm build`; `BENCH_PAGES=/,/uxpersonas`
 * measures only those routes.
 */
import os from 'node:os';
import { type BenchFigure, writeBenchFigures } from '../../tooling/bench-figures.ts';
import {
  editorRequests,
  GUEST_ROUTES,
  type LoadTargets,
  loadCold,
  type PageLoad,
  type RouteProbe,
  remoteResources,
} from './page-load.ts';
import { chainCandidates, chainTable, longestChain } from './request-chain.ts';
import {
  kb,
  markdownTable,
  median,
  type Resource,
  runsFromEnv,
  sum,
  THROTTLED,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = runsFromEnv('BENCH_PAGE_RUNS', 5);
const THROTTLED_RUNS =
  process.env.BENCH_THROTTLED === '0' ? 0 : runsFromEnv('BENCH_THROTTLED_RUNS', 5);
const GROUP = 'Page loads (guest, cold cache)';
const HOW = `median of ${RUNS} loads, Chromium, cache off`;
const THROTTLING = `CPU ÷${THROTTLED.cpuRate}, ${THROTTLED.network.latency} ms round trip, ${
  (THROTTLED.network.downloadThroughput * 8) / 1024 / 1024
} Mbit/s down`;
const THROTTLED_HOW = `median of ${THROTTLED_RUNS} loads, Chromium, cache off, ${THROTTLING}`;

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

/** A figure's target, when it has one: `unit` is how the limit reads ('KB', 'ms', ''). */
const within = (value: number, limit: number | undefined, unit = 'KB') =>
  limit === undefined ? {} : { target: `≤ ${limit}${unit ? ` ${unit}` : ''}`, met: value <= limit };

function describeTargets(targets: LoadTargets): string {
  const parts = [
    targets.depth !== undefined && `request depth ≤ ${targets.depth}`,
    targets.interactiveMs !== undefined && `interactive ≤ ${targets.interactiveMs} ms`,
    targets.throttledInteractiveMs !== undefined &&
      `throttled interactive ≤ ${targets.throttledInteractiveMs} ms`,
    targets.throttledLcpMs !== undefined && `throttled LCP ≤ ${targets.throttledLcpMs} ms`,
  ];
  return parts.filter(Boolean).join(', ');
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/** One load's figures. */
function describeLoad(load: PageLoad, route: RouteProbe) {
  const remote = route.remote ? remoteResources(load.resources, route.remote) : [];
  const chain = longestChain(chainCandidates(load.requests));
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
    chain,
    depth: chain.length,
  };
}
type Run = ReturnType<typeof describeLoad>;

/** `runs` cold loads of every route, round-robin so a busy moment of the machine spreads over all of them. */
async function loadEach(
  browser: Parameters<typeof loadCold>[0],
  siteUrl: string,
  runs: number,
  throttled: boolean,
) {
  const byRoute = new Map<RouteProbe, Run[]>(routes.map((route) => [route, []]));
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      const load = await loadCold(browser, siteUrl, route, { throttled });
      await load.context.close();
      byRoute.get(route)!.push(describeLoad(load, route));
    }
  }
  return byRoute;
}

const loadAtStart = loadAverage();
await withSiteAndBrowser(async (site, browser) => {
  const runs = await loadEach(browser, site.url, RUNS, false);
  const throttledRuns =
    THROTTLED_RUNS > 0 ? await loadEach(browser, site.url, THROTTLED_RUNS, true) : undefined;
  const origin = new URL(site.url).origin;

  const figures: BenchFigure[] = [];
  const sections: string[] = [];
  const summaryRows: string[][] = [];
  const throttledRows: string[][] = [];
  for (const route of routes) {
    const routeRuns = runs.get(route)!;
    const med = (pick: (run: Run) => number) => median(routeRuns.map(pick));
    const transferredKb = kb(med((r) => r.transferred));
    const javascriptKb = kb(med((r) => r.javascriptGzip));
    const remoteKb = kb(med((r) => r.remoteTransferred));
    const interactiveMs = Math.round(med((r) => r.interactiveMs));
    const depth = med((r) => r.depth);
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
    add('interactive', `${interactiveMs} ms`, {
      how: `${HOW}; in-page clock from navigation start until ${route.meaning}`,
      ...within(interactiveMs, route.targets?.interactiveMs, 'ms'),
    });
    add('sequential request depth', String(depth), {
      how: `${HOW}; longest chain of requests each started after another finished, until interactive (DevTools protocol)`,
      ...within(depth, route.targets?.depth, ''),
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
      `${interactiveMs} ms`,
      String(depth),
    ]);
    if (throttledRuns) {
      const slow = throttledRuns.get(route)!;
      const slowMed = (pick: (run: Run) => number) => Math.round(median(slow.map(pick)));
      const addSlow = (figure: string, value: number, limit: number | undefined) =>
        add(`${figure}, throttled`, `${value} ms`, {
          how: THROTTLED_HOW,
          ...within(value, limit, 'ms'),
        });
      addSlow(
        'interactive',
        slowMed((r) => r.interactiveMs),
        route.targets?.throttledInteractiveMs,
      );
      // The landing page has nothing to type into: what a visitor waits for is its content.
      if (route.targets?.throttledLcpMs !== undefined) {
        addSlow(
          'largest contentful paint',
          slowMed((r) => r.lcpMs),
          route.targets.throttledLcpMs,
        );
      }
      throttledRows.push([
        `\`${name}\``,
        `${slowMed((r) => r.lcpMs)} ms`,
        `${slowMed((r) => r.shownMs)} ms`,
        `${slowMed((r) => r.interactiveMs)} ms`,
        String(median(slow.map((r) => r.depth))),
      ]);
    }

    const last = routeRuns.at(-1)!;
    sections.push(
      route.remote
        ? `### \`${name}\`: the remote's largest files (last run)\n\n${largestTable(last.remote, 8)}`
        : `### \`${name}\`: largest resources (last run)\n\n${largestTable(last.resources, 12)}`,
      `### \`${name}\`: the longest request chain, depth ${last.depth} (last run on loopback)\n\n${chainTable(last.chain, origin)}`,
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
        'request depth',
      ],
      summaryRows,
    ),
    '',
    ...(throttledRuns
      ? [
          `On a slow device and network (${THROTTLING}, ${(THROTTLED.network.uploadThroughput * 8) / 1024} kbit/s up; DevTools emulation), median of ${THROTTLED_RUNS} runs per route:`,
          '',
          markdownTable(
            ['route', 'LCP', 'probe shown', 'interactive', 'request depth'],
            throttledRows,
          ),
          '',
        ]
      : ['Not measured on a slow device and network this time (BENCH_THROTTLED=0).', '']),
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
    `Targets (issue H2): ${routes
      .filter((route) => route.targets)
      .map((route) => `\`${route.path}\` ${describeTargets(route.targets!)}`)
      .join('; ')}.`,
    '',
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end, on ${os.availableParallelism()} cores.`,
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
    '"Request depth" is the longest chain of requests each of which started only after another had finished ' +
      '(DevTools protocol: requestWillBeSent to loadingFinished), among those started before the page was ' +
      'interactive: the round trips a page waits through one after another, each at least 150 ms on the slow ' +
      'network. The document is depth 1; inline data: URLs and the favicon, which nothing waits on, do not count. ' +
      'A chain lists, per hop, what Chromium says asked for it ("a module import" where it names no importer).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  writeResult('page-loads', text.trimEnd());
  writeBenchFigures('page-loads', figures);
});
