import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchFigure, writeBenchFigures } from '../../tooling/bench-figures.js';
import {
  type RunSettings,
  runInterleaved,
  type Summary,
  summariseRuns,
  type Target,
} from './autocannon-runs.js';
import { type BenchDatabase, benchDatabases, machineLine, positiveInt } from './bench-settings.js';
import { BENCH_ROUTES, type BenchRoute, realisticBody } from './feature-content.js';
import {
  call,
  createAccount,
  itemPath,
  listPath,
  type SeededItem,
  seedItem,
  seedItemOfEachBenchType,
  seedProjects,
} from './seed.js';
import {
  API_DIR,
  newJwtSecret,
  runScript,
  startApiServer,
  startNodeServer,
} from './server-process.js';
import { formatCount } from './stats.js';

/**
 * Benchmark, not a test: requests/s and p99 of the API's read and save routes on the real
 * built server (the projects list; list, get and PATCH of each benchmarked editor type,
 * BENCH_ROUTES), each next to a bare Fastify route answering the very same body in the
 * same run, so the ratio shows our per-request work (auth, database, schemas, headers)
 * against the framework's ceiling on this machine. On SQLite and on PostgreSQL in one
 * invocation. From `api/`, after `pnpm build`:
 *   pnpm bench
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_RUNS (3), BENCH_DATABASES
 * (sqlite,postgres), BENCH_DATABASE_URL (the machine's own PostgreSQL).
 */

const SETTINGS: RunSettings = {
  seconds: positiveInt('BENCH_SECONDS', 5),
  connections: positiveInt('BENCH_CONNECTIONS', 50),
  runs: positiveInt('BENCH_RUNS', 3),
  warmupSeconds: 2,
};
const BARE_SERVER = path.join(API_DIR, 'bench/bare-server.ts');
const RESULTS_FILE = path.resolve(API_DIR, '../bench/results/api-routes.md');
/** Items in the listed project, and projects whose items the PATCHes are spread over. */
const ITEMS = 10;
const FEATURE_LABEL: Record<BenchRoute, string> = {
  'empathy-maps': 'Empathy map',
  'competitor-analysis': 'Competitor analysis',
  'ux-personas': 'UX persona',
  sitemaps: 'Sitemap',
};

/** One measured route and its bare twin. */
interface Pair {
  label: string;
  real: Target;
  bare: Target;
}

let tmpDir: string | undefined;
const databasesToClean: BenchDatabase[] = [];

/**
 * One account with 30 projects (a few renamed); projects 1–10 hold one item of each
 * benchmarked type and project 1 nine more, so a list has ten items and saves spread over ten projects, as
 * many users saving at once would (not fifty saves queued on one project's row).
 */
async function seed(base: string) {
  const { token } = await createAccount(base);
  const projects = await seedProjects(base, token, 30);
  const spread: Record<BenchRoute, SeededItem[]> = {
    'empathy-maps': [],
    'competitor-analysis': [],
    'ux-personas': [],
    sitemaps: [],
  };
  for (const [i, project] of projects.slice(0, ITEMS).entries()) {
    const items = await seedItemOfEachBenchType(base, token, project, ` ${i + 1}`);
    for (const route of BENCH_ROUTES) spread[route].push(items[route]);
  }
  for (let i = 2; i <= ITEMS; i++) {
    for (const route of BENCH_ROUTES) {
      await seedItem(base, token, route, projects[0]!, `${FEATURE_LABEL[route]} ${i}`);
    }
  }
  return { token, projectSK: projects[0]!.SK, spread };
}

async function pairsFor(base: string, payloadFile: string) {
  const { token, projectSK, spread } = await seed(base);
  const auth = { authorization: `Bearer ${token}` };
  const payloads: Record<string, string> = {};
  const paths: {
    name: string;
    label: string;
    path: string;
    method: 'GET' | 'PATCH';
    bodies?: string[];
  }[] = [
    {
      name: 'projects',
      label: '`GET /api/projects` (30 projects)',
      path: '/api/projects',
      method: 'GET',
    },
  ];
  for (const route of BENCH_ROUTES) {
    const label = FEATURE_LABEL[route];
    const items = spread[route];
    const bodies = items.map((item) =>
      JSON.stringify(
        realisticBody(route, item, `${label} (bench)`, {
          personaSK:
            route === 'empathy-maps' ? spread['ux-personas'][items.indexOf(item)]!.SK : null,
        }),
      ),
    );
    paths.push(
      {
        name: `${route}-list`,
        label: `${label}: list (${ITEMS} items)`,
        path: listPath(route, projectSK),
        method: 'GET',
      },
      { name: `${route}-get`, label: `${label}: get`, path: itemPath(items[0]!), method: 'GET' },
      {
        name: `${route}-patch`,
        label: `${label}: PATCH`,
        path: `/api/${route}`,
        method: 'PATCH',
        bodies,
      },
    );
  }
  for (const { name, path: urlPath, method, bodies } of paths) {
    const json = bodies ? JSON.parse(bodies[0]!) : undefined;
    payloads[name] = (await call(base, method, urlPath, { token, json })).text;
  }
  fs.writeFileSync(
    payloadFile,
    JSON.stringify(
      Object.fromEntries(Object.entries(payloads).map(([name, text]) => [name, JSON.parse(text)])),
    ),
  );
  const bare = await startNodeServer(
    [...process.execArgv, BARE_SERVER],
    { BARE_PAYLOAD_FILE: payloadFile },
    '/hello',
  );
  for (const { name, method } of paths) {
    // The ratio only means something if both send the very same body.
    if (method === 'GET' && (await call(bare.url, 'GET', `/bare/${name}`)).text !== payloads[name])
      throw new Error(`GET /bare/${name} does not send the same body as the real route`);
  }
  const pairs: Pair[] = paths.map(({ name, label, path: urlPath, method, bodies }) => ({
    label,
    real: { label: `${label} (real)`, url: `${base}${urlPath}`, method, headers: auth, bodies },
    bare: { label: `${label} (bare)`, url: `${bare.url}/bare/${name}`, method, bodies },
  }));
  const hello: Target = {
    label: '`GET /hello` (bare, `{hello:"world"}`)',
    url: `${bare.url}/hello`,
  };
  return { pairs, hello, bare };
}

interface DatabaseResult {
  database: BenchDatabase;
  rows: { label: string; real: Summary; bare: Summary }[];
  hello: Summary;
}

async function benchOn(database: BenchDatabase): Promise<DatabaseResult> {
  databasesToClean.push(database);
  const dir = fs.mkdtempSync(path.join(tmpDir!, 'run-'));
  const server = await startApiServer({
    entry: 'built',
    dataDir: path.join(dir, 'data'),
    database: database.target(),
    jwtSecret: newJwtSecret(),
  });
  const { pairs, hello, bare } = await pairsFor(server.url, path.join(dir, 'payloads.json'));
  const targets = [...pairs.flatMap((pair) => [pair.real, pair.bare]), hello];
  console.error(`${database.label}: ${targets.length} targets × ${SETTINGS.runs} runs`);
  const samples = (await runInterleaved(targets, SETTINGS)).map(summariseRuns);
  await Promise.all([server.stop(), bare.stop()]);
  return {
    database,
    rows: pairs.map((pair, i) => ({
      label: pair.label,
      real: samples[2 * i]!,
      bare: samples[2 * i + 1]!,
    })),
    hello: samples.at(-1)!,
  };
}

// autocannon's latency histogram holds whole milliseconds: 0 means under one.
const ms = (value: number) => (value === 0 ? '< 1' : String(value));
const ratio = (row: DatabaseResult['rows'][number]) => row.real.reqPerSec / row.bare.reqPerSec;
const failures = (s: Summary) => s.non2xx + s.errors;

function table(result: DatabaseResult): string {
  return [
    `### ${result.database.label}`,
    '',
    '| route | req/s | p99 ms | bare req/s | bare p99 ms | req/s real ÷ bare | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.rows.map(
      (row) =>
        `| ${row.label} | ${formatCount(row.real.reqPerSec)} | ${ms(row.real.p99)} | ` +
        `${formatCount(row.bare.reqPerSec)} | ${ms(row.bare.p99)} | ${ratio(row).toFixed(2)} | ` +
        `${failures(row.real) + failures(row.bare)} |`,
    ),
    `| \`GET /hello\` (bare, \`{hello:"world"}\`) | | | ${formatCount(result.hello.reqPerSec)} | ${ms(result.hello.p99)} | | ${failures(result.hello)} |`,
    '',
  ].join('\n');
}

const how = () =>
  `autocannon, ${SETTINGS.connections} connections, ${SETTINGS.seconds} s × ${SETTINGS.runs} runs, median`;

function report(results: DatabaseResult[]): string {
  return [
    '## API routes next to bare Fastify',
    '',
    ...results.map(table),
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. autocannon in the ` +
      'parent process; the built server and the bare Fastify server (no plugins, hooks or ' +
      'schemas; the same response bodies, served from memory) each in a child process of its ' +
      `own. ${SETTINGS.warmupSeconds} s warm-up per route in the first run, then ` +
      `${SETTINGS.seconds} s with ${SETTINGS.connections} connections per route, ${SETTINGS.runs} ` +
      'runs interleaved, medians shown; errors (non-2xx and socket) include the warm-ups. Data: ' +
      `one account with 30 projects; lists of ${ITEMS} items; items filled as worked-on ones are ` +
      '(empathy map quadrants of sentences, linked to a persona; a 6 × 8 competitor table; a ' +
      'persona with biography, 5 skills and 4 motivations). PATCH sends the whole object, ' +
      `connection i saving item i mod ${ITEMS}, each in a project of its own; the bare PATCH ` +
      'parses the same bodies and answers the saved detail.',
    '',
  ].join('\n');
}

function figures(results: DatabaseResult[]): BenchFigure[] {
  return results.flatMap(({ database, rows }) =>
    rows.map((row) => ({
      group: database.group,
      figure: row.label.replaceAll('`', ''),
      value: `${formatCount(row.real.reqPerSec)} req/s, p99 ${ms(row.real.p99)} ms, ${ratio(row).toFixed(2)}× bare`,
      how: how(),
    })),
  );
}

async function main(): Promise<number> {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-bench-'));
  const results: DatabaseResult[] = [];
  for (const database of await benchDatabases()) results.push(await benchOn(database));
  const text = report(results);
  console.log(text);
  const failed = results.some(
    (r) =>
      r.rows.some((row) => failures(row.real) + failures(row.bare) > 0) || failures(r.hello) > 0,
  );
  if (failed) {
    console.error('Some requests failed or were not 2xx: results not written.');
    return 1;
  }
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(`${RESULTS_FILE}.tmp`, text);
  fs.renameSync(`${RESULTS_FILE}.tmp`, RESULTS_FILE);
  writeBenchFigures('api-routes', figures(results));
  console.error(`written to ${RESULTS_FILE}`);
  return 0;
}

runScript(main, async () => {
  await Promise.all(databasesToClean.map((database) => database.cleanUp()));
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});
