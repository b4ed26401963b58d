/**
 * Issue H2: our editors against the spec's original monolith, define-ux (React 18 and
 * webpack, one bundle; its code is not in this repository), in one interleaved run so the
 * machine's load falls on both alike. Per editor route and per site: the time until a
 * character typed into the editor's first text field is shown (page-load.ts's in-page
 * probe), cold on loopback, cold on a slow device and network (support.ts's THROTTLED)
 * and on a second visit with the cache on; medians of `BENCH_VERSUS_RUNS` (5), the sites
 * taken in turns and in alternating order. Targets: ours ≤ 0.75 × define-ux's, each.
 *
 * - `DEFINE_UX_DIST`: the folder of define-ux's production build (how to make one:
 *   bench/README.md, "Against define-ux"), served by `static-site.ts` with the same
 *   caching rules as ours. Without it the benchmark says so and measures nothing.
 * - `BENCH_BEFORE`: optionally, another checkout of this repository with a production
 *   build (the tree before a change), served by its own server and measured in the same
 *   turns, so a change's before and after come from one run.
 *
 * Our editors that define-ux does not have are held to define-ux's fastest editor in the
 * same run (the strictest reading of "every editor route").
 *
 * `pnpm --filter e2e bench versus` after `pnpm build`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { type BenchFigure, writeBenchFigures } from '../../tooling/bench-figures.ts';
import { startSite } from '../support/site.ts';
import { GUEST_ROUTES, loadCold, loadWarm, type PageLoad, type RouteProbe } from './page-load.ts';
import { chainCandidates, longestChain } from './request-chain.ts';
import { serveStatic } from './static-site.ts';
import {
  kb,
  markdownTable,
  median,
  runsFromEnv,
  sum,
  THROTTLED,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = runsFromEnv('BENCH_VERSUS_RUNS', 5);
const RATIO_TARGET = 0.75;
const GROUP = 'Against define-ux (issue H2)';

/**
 * define-ux's editors, probed as ours are: the same field, a character typed into it and
 * shown. Its class names are hashed, so fields are found by placeholder; its competitor
 * table, like ours, opens a cell's field on a click.
 */
const DEFINE_UX_ROUTES: RouteProbe[] = [
  {
    path: '/uxpersonas',
    readiness: {
      kind: 'typed',
      field: { css: 'input[placeholder="Few words that describe personality"]' },
    },
    meaning: "a character typed into 'Personality words' is shown",
  },
  {
    path: '/empathymap',
    readiness: {
      kind: 'typed',
      field: { css: 'textarea[placeholder^="What have we heard them say?"]' },
    },
    meaning: "a character typed into 'Says' is shown",
  },
  {
    path: '/competitoranalysis',
    readiness: {
      kind: 'typed',
      open: { css: '#competitor_table tbody tr:first-child td.competitor_name_export_jpg > div' },
      field: {
        css: '#competitor_table tbody tr:first-child td.competitor_name_export_jpg > input',
      },
    },
    meaning:
      "a click on the table's first text cell opens its field, which shows a typed character",
  },
];

type Kind = 'cold' | 'throttled' | 'warm';
const KINDS: { kind: Kind; words: string }[] = [
  { kind: 'cold', words: 'cold, loopback' },
  {
    kind: 'throttled',
    words: `cold, CPU ÷${THROTTLED.cpuRate}, ${THROTTLED.network.latency} ms RTT, ${
      (THROTTLED.network.downloadThroughput * 8) / 1024 / 1024
    } Mbit/s`,
  },
  { kind: 'warm', words: 'second visit, cache on, loopback' },
];

interface Contender {
  name: string;
  url: string;
  routes: RouteProbe[];
}

interface Sample {
  interactiveMs: number;
  javascriptGzip: number;
  depth: number;
}

const describe = (load: PageLoad): Sample => ({
  interactiveMs: load.interactiveMs,
  javascriptGzip: sum(
    load.resources.filter((r) => r.type === 'Script'),
    (r) => r.gzip,
  ),
  depth: longestChain(chainCandidates(load.requests)).length,
});

async function measure(browser: Browser, site: Contender, route: RouteProbe, kind: Kind) {
  const load =
    kind === 'warm'
      ? await loadWarm(browser, site.url, route)
      : await loadCold(browser, site.url, route, { throttled: kind === 'throttled' });
  await load.context.close();
  return describe(load);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

const defineUxDist = process.env.DEFINE_UX_DIST;
if (!defineUxDist || !fs.existsSync(path.join(defineUxDist, 'index.html'))) {
  console.error(
    'DEFINE_UX_DIST must name the folder of define-ux’s production build (bench/README.md, ' +
      '"Against define-ux"); nothing measured.',
  );
  process.exit(1);
}

const ourEditors = GUEST_ROUTES.filter((route) => route.remote && route.readiness.kind === 'typed');
const loadAtStart = loadAverage();
await withSiteAndBrowser(async (ours, browser) => {
  const theirs = await serveStatic(defineUxDist);
  const before = process.env.BENCH_BEFORE
    ? await startSite({
        command: ['node', path.join(path.resolve(process.env.BENCH_BEFORE), 'api/dist/server.js')],
      })
    : undefined;
  try {
    const contenders: Contender[] = [
      { name: 'ours', url: ours.url, routes: ourEditors },
      ...(before ? [{ name: 'before', url: before.url, routes: ourEditors }] : []),
      { name: 'define-ux', url: theirs.url, routes: DEFINE_UX_ROUTES },
    ];
    // samples[kind][contender][path]
    const samples = new Map<string, Sample[]>();
    const key = (kind: Kind, contender: string, route: string) => `${kind} ${contender} ${route}`;
    for (const { kind } of KINDS) {
      for (let run = 0; run < RUNS; run++) {
        // Alternate who goes first, so neither always meets the other's leftovers.
        const order = run % 2 === 0 ? contenders : [...contenders].reverse();
        for (const site of order) {
          for (const route of site.routes) {
            const sample = await measure(browser, site, route, kind);
            const k = key(kind, site.name, route.path);
            samples.set(k, [...(samples.get(k) ?? []), sample]);
          }
        }
        console.log(`${kind}: run ${run + 1} of ${RUNS} done (load ${loadAverage()})`);
      }
    }

    const med = (kind: Kind, contender: string, route: string, pick: (s: Sample) => number) => {
      const list = samples.get(key(kind, contender, route));
      return list ? median(list.map(pick)) : undefined;
    };
    const theirFastest = (kind: Kind) =>
      Math.min(
        ...DEFINE_UX_ROUTES.map(
          (route) => med(kind, 'define-ux', route.path, (s) => s.interactiveMs)!,
        ),
      );

    const figures: BenchFigure[] = [];
    const rows: string[][] = [];
    for (const route of ourEditors) {
      const counterpart = DEFINE_UX_ROUTES.find((their) => their.path === route.path);
      for (const { kind, words } of KINDS) {
        const our = med(kind, 'ours', route.path, (s) => s.interactiveMs)!;
        const was = med(kind, 'before', route.path, (s) => s.interactiveMs);
        const their = counterpart
          ? med(kind, 'define-ux', route.path, (s) => s.interactiveMs)!
          : theirFastest(kind);
        const ratio = our / their;
        figures.push({
          group: GROUP,
          figure: `${route.path}: typed character shown, ${kind}, ours ÷ define-ux`,
          value: `${ratio.toFixed(2)} (${Math.round(our)} vs ${Math.round(their)} ms${
            was === undefined ? '' : `; before ${Math.round(was)} ms`
          })`,
          target: `≤ ${RATIO_TARGET}`,
          met: ratio <= RATIO_TARGET,
          how: `median of ${RUNS}, ${words}, interleaved${
            counterpart ? '' : "; against define-ux's fastest editor"
          }`,
        });
        rows.push([
          `\`${route.path}\``,
          words,
          was === undefined ? '–' : `${Math.round(was)} ms`,
          `${Math.round(our)} ms`,
          `${Math.round(their)} ms${counterpart ? '' : ' (its fastest)'}`,
          `${ratio.toFixed(2)}${ratio <= RATIO_TARGET ? ' ✓' : ' ✗'}`,
        ]);
      }
    }
    const bytes = (contender: string, routes: RouteProbe[]) =>
      routes.map((route) => [
        `${contender} \`${route.path}\``,
        `${kb(med('cold', contender, route.path, (s) => s.javascriptGzip)!).toFixed(1)} KB`,
        String(med('cold', contender, route.path, (s) => s.depth)),
      ]);

    const text = [
      `Our editors against define-ux's production build, interleaved in one run, median of ${RUNS} loads each (${today()})`,
      '',
      markdownTable(
        [
          'route',
          'load',
          ...(before ? ['before'] : []),
          'ours',
          'define-ux',
          'ours ÷ define-ux',
        ].filter(Boolean),
        before ? rows : rows.map((row) => [...row.slice(0, 2), ...row.slice(3)]),
      ),
      '',
      'JavaScript (gzip -9 of every script a cold load fetched) and request depth:',
      '',
      markdownTable(
        ['page', 'JavaScript, gzip -9', 'request depth'],
        [
          ...bytes('ours', ourEditors),
          ...(before ? bytes('before', ourEditors) : []),
          ...bytes('define-ux', DEFINE_UX_ROUTES),
        ],
      ),
      '',
      `Target: ours ≤ ${RATIO_TARGET} × define-ux's on every editor route, each kind of load. ` +
        "Routes define-ux does not have are held to its fastest editor's time in the same kind of load.",
      '',
      `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end, on ${os.availableParallelism()} cores.`,
      '',
      "The time is page-load.ts's in-page probe: from navigation start until a character typed into the route's " +
        'first text field (`document.execCommand("insertText")`, the trusted input events of a key press) is shown ' +
        'in a painted frame. Cold loads run in a fresh context with the HTTP cache disabled; a second visit opens ' +
        'the route once (nothing typed), closes the tab and opens it again in the same context, cache on. ' +
        'define-ux is served by e2e/bench/static-site.ts: brotli files, hashed files cached for good, HTML revalidated.',
      '',
      'define-ux probes: ' +
        DEFINE_UX_ROUTES.map((route) => `\`${route.path}\` ${route.meaning}`).join('; ') +
        '.',
    ].join('\n');
    writeResult('versus-define-ux', text);
    writeBenchFigures('versus-define-ux', figures);
  } finally {
    await theirs.stop();
    await before?.stop();
  }
});
