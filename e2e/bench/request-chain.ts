/**
 * How many round trips a page waits through before it is interactive, counted from the
 * requests it made rather than from any one file: the longest chain of requests each of
 * which started only after another had finished (issue G2). On a fast link a page may
 * fetch a hundred files in the time of one; on a slow one every link of this chain costs
 * at least a round trip, so its length, not the number of files, sets the load time.
 */
import { markdownTable, type RequestTiming } from './support.ts';

/**
 * Paths requested during a load that no part of the page waits on. The browser fetches
 * the favicon for the tab on its own, after the document; nothing typable depends on it.
 */
const OFF_THE_PATH = new Set(['/favicon.svg']);

/** The requests that can be links of a chain: real fetches (no inline data) on the path. */
export const chainCandidates = (requests: readonly RequestTiming[]) =>
  requests.filter((r) => !r.url.startsWith('data:') && !OFF_THE_PATH.has(pathOf(r.url)));

/**
 * The longest chain among `requests`, first request first: depth(r) = 1 + the largest
 * depth of a request that finished before r started (the document, which nothing
 * precedes, has depth 1). Where several earlier requests give the same depth, the link
 * kept is the one r's initiator names, else the one that finished last: the likeliest
 * cause, so the printed chain explains itself.
 */
export function longestChain(requests: readonly RequestTiming[]): RequestTiming[] {
  const sorted = [...requests].sort((a, b) => a.startedMs - b.startedMs);
  const links = new Map<RequestTiming, { depth: number; after?: RequestTiming }>();
  for (const request of sorted) {
    let best: { depth: number; after?: RequestTiming } = { depth: 1 };
    for (const earlier of sorted) {
      if (earlier.startedMs >= request.startedMs) break;
      if (earlier.finishedMs === undefined || earlier.finishedMs > request.startedMs) continue;
      const depth = links.get(earlier)!.depth + 1;
      const better =
        depth > best.depth ||
        (depth === best.depth && isLikelierCause(earlier, best.after, request));
      if (better) best = { depth, after: earlier };
    }
    links.set(request, best);
  }
  let last: RequestTiming | undefined;
  for (const request of sorted) {
    if (!last || links.get(request)!.depth > links.get(last)!.depth) last = request;
  }
  const chain: RequestTiming[] = [];
  for (let link = last; link; link = links.get(link)!.after) chain.unshift(link);
  return chain;
}

function isLikelierCause(
  candidate: RequestTiming,
  current: RequestTiming | undefined,
  request: RequestTiming,
): boolean {
  if (!current) return true;
  const names = (r: RequestTiming) => r.url === request.initiator;
  if (names(candidate) !== names(current)) return names(candidate);
  return candidate.finishedMs! > current.finishedMs!;
}

const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

/**
 * A URL as the results print it: its path (a request to another origin keeps its host),
 * with a remote's folder shortened to its name and long file names cut in the middle.
 * Chromium names no importer for a module fetched by another module's `import`: it says
 * `about:client`.
 */
function shortUrl(url: string | undefined, siteOrigin: string): string {
  if (url === undefined) return '–';
  if (url === 'about:client') return 'a module import';
  if (!URL.canParse(url)) return url.slice(0, 40);
  const parsed = new URL(url);
  const where = parsed.origin === siteOrigin ? '' : parsed.host;
  const path = parsed.pathname.replace(/^\/remotes\/mf-([^/]+)\/[^/]+\//, '[$1]/');
  return where + (path.length > 56 ? `${path.slice(0, 26)}…${path.slice(-26)}` : path);
}

/** The chain as a table: each hop, what asked for it, and when it started and finished. */
export function chainTable(chain: readonly RequestTiming[], siteOrigin: string): string {
  const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));
  return markdownTable(
    ['hop', 'request', 'asked for by', 'started (ms)', 'finished (ms)'],
    chain.map((r, i) => [
      String(i + 1),
      `\`${shortUrl(r.url, siteOrigin)}\``,
      shortUrl(r.initiator, siteOrigin),
      ms(r.startedMs),
      ms(r.finishedMs),
    ]),
  );
}
