/**
 * What the browser benchmarks share: the built site on a free port, Debian's Chromium,
 * cold-cache page loads measured over the DevTools protocol, medians and result files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { REPO_ROOT, type Site, startSite } from '../support/site.ts';

export const kb = (bytes: number) => bytes / 1024;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A count from the environment (`BENCH_PAGE_RUNS=3`), or `fallback`. */
export function runsFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return runs;
}

/** Runs `body` with the production build served on a free port and Chromium launched. */
export async function withSiteAndBrowser<T>(
  body: (site: Site, browser: Browser) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  if (!fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'))) {
    throw new Error('No production build: run `pnpm build` first (or `pnpm bench`).');
  }
  const site = await startSite({ env });
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch(fs.existsSync(executablePath) ? { executablePath } : {});
  try {
    return await body(site, browser);
  } finally {
    await browser.close();
    await site.stop();
  }
}

export interface Resource {
  url: string;
  /** DevTools resource type: Script, Stylesheet, Image, Fetch, Document… */
  type: string;
  /** Bytes on the wire (the server sends the build's .br/.gz files as they are). */
  transferred: number;
  /** The body re-compressed with gzip -9, so figures do not depend on the encoding. */
  gzip: number;
}

/** A request's place in time, for the chain of requests a page waits on (`request-chain.ts`). */
export interface RequestTiming {
  url: string;
  /** `Network.requestWillBeSent`, in ms since the page's navigation start (its performance.now()). */
  startedMs: number;
  /** `Network.loadingFinished` or `loadingFailed` (or the redirect that ended it); none while in flight. */
  finishedMs?: number;
  /** What asked for it: the initiator's URL, or that of the first frame of its call stack. */
  initiator?: string;
}

/**
 * A slow phone on a slow network, as Lighthouse's mobile preset models it: a CPU four
 * times slower and "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 */
export const THROTTLED = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
} as const;

type CdpInitiator = {
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: CdpInitiator['stack'] };
};

/** The URL of what started a request: named outright, or the innermost script on its stack. */
function initiatorUrl(initiator: CdpInitiator): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * Records every request and response of `page` from now on, with the HTTP cache disabled
 * (unless `cache`: a second visit) and, when `throttled`, a slow device's CPU and network (set here, before the page navigates,
 * so the whole load runs under them). Call `resources()` for what arrived so far;
 * `since(mark)` for what arrived after a mark; `requests(timeOrigin)` for when each
 * request started and finished.
 */
export async function recordNetwork(
  context: BrowserContext,
  page: Page,
  { throttled = false, cache = false } = {},
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuRate });
    await cdp.send('Network.emulateNetworkConditions', THROTTLED.network);
  }
  const order: string[] = [];
  const byId = new Map<string, { url: string; type: string }>();
  const transferred = new Map<string, number>();
  const bodies = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (!byId.has(event.requestId)) order.push(event.requestId);
    byId.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) =>
    transferred.set(event.requestId, event.encodedDataLength),
  );
  page.on('response', async (response) => {
    try {
      bodies.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // Redirects and aborted requests have no body.
    }
  });

  // Timings stay in the protocol's monotonic clock (seconds) until read: only the first
  // document request, which also carries the wall time, ties that clock to the page's.
  const timings: { url: string; started: number; finished?: number; initiator?: string }[] = [];
  const inFlight = new Map<string, (typeof timings)[number]>();
  let documentClock: { timestamp: number; wallTime: number } | undefined;
  const finish = (requestId: string, timestamp: number) => {
    const timing = inFlight.get(requestId);
    if (timing) timing.finished = timestamp;
    inFlight.delete(requestId);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && !documentClock) documentClock = event;
    // A redirect reuses the request's id: the hop that answered with it is over.
    if (event.redirectResponse) finish(event.requestId, event.timestamp);
    const timing = {
      url: event.request.url,
      started: event.timestamp,
      initiator: initiatorUrl(event.initiator),
    };
    timings.push(timing);
    inFlight.set(event.requestId, timing);
  });
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp));

  const resources = (from = 0): Resource[] =>
    order.slice(from).map((id) => {
      const { url, type } = byId.get(id)!;
      return { url, type, transferred: transferred.get(id) ?? 0, gzip: bodies.get(url) ?? 0 };
    });
  return {
    resources: () => resources(),
    /** A mark to pass to `since`: what has arrived up to now. */
    mark: () => order.length,
    since: (mark: number) => resources(mark),
    /**
     * Every request so far, timed in ms since navigation start: `timeOrigin` is the
     * page's `performance.timeOrigin` (the wall time its performance.now() counts from).
     */
    requests(timeOrigin: number): RequestTiming[] {
      if (!documentClock) throw new Error('No document request was recorded');
      const { timestamp, wallTime } = documentClock;
      const pageMs = (monotonic: number) => (monotonic - timestamp + wallTime) * 1000 - timeOrigin;
      return timings.map(({ url, started, finished, initiator }) => ({
        url,
        startedMs: pageMs(started),
        finishedMs: finished === undefined ? undefined : pageMs(finished),
        initiator,
      }));
    },
  };
}

/** Resolves once `read()` (a count of responses) has not changed for `quietMs`. */
export async function settled(read: () => number, quietMs = 500, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = read();
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = read();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
}

/** The largest contentful paint of the page so far, in ms since navigation (0 if none). */
export function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
}

export const sum = (resources: readonly Resource[], pick: (r: Resource) => number) =>
  resources.reduce((total, r) => total + pick(r), 0);

/** A Markdown table. */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Prints `text` and writes it to `bench/results/<name>.md`. */
export function writeResult(name: string, text: string) {
  console.log(text);
  const out = path.join(REPO_ROOT, 'bench', 'results', `${name}.md`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${text}\n`);
  console.log(`\nWritten to ${path.relative(REPO_ROOT, out)}`);
}

export const today = () => new Date().toISOString().slice(0, 10);

/** An element's box on the page (Playwright's boundingBox). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A middle-button drag around the middle of `box` (the canvas, the sitemap's diagram):
 * right, left, back, down, up, back, one move per 60 Hz frame as a mouse reports it
 * (Playwright alone would send moves faster than frames, and Chromium would merge them).
 */
export async function middleDragPan(page: Page, box: Box, reach: number) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let at = { x: cx, y: cy };
  await page.mouse.move(cx, cy);
  await page.mouse.down({ button: 'middle' });
  for (const [dx, dy, steps] of [
    [reach, 0, 60],
    [-reach, 0, 120],
    [0, 0, 60],
    [0, reach / 2, 30],
    [0, -reach / 2, 60],
    [0, 0, 30],
  ] as const) {
    const from = at;
    for (let step = 1; step <= steps; step++) {
      at = {
        x: Math.round(from.x + ((cx + dx - from.x) * step) / steps),
        y: Math.round(from.y + ((cy + dy - from.y) * step) / steps),
      };
      await page.mouse.move(at.x, at.y);
      await page.waitForTimeout(16);
    }
  }
  await page.mouse.up({ button: 'middle' });
}
