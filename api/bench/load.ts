import http from 'node:http';
import { BENCH_ROUTES, realisticBody } from './feature-content.js';
import {
  type Account,
  createAccount,
  itemPath,
  listPath,
  type SeededItem,
  type SeededProject,
  seedItemOfEachBenchType,
  seedProjects,
} from './seed.js';
import { type LatencySummary, summarise } from './stats.js';

/**
 * A closed-loop load: `clients` virtual users, each sending its next request as soon as the
 * previous one answered (no think time, as autocannon does), for `seconds`. Each client is
 * a signed-in editor session: it lists projects and a project's items, opens items and
 * saves them whole. It signs in once before the clock starts and again every
 * `signInEvery` requests, the clients' turns spread out so sign-ins do not come in waves.
 * Latency is kept per request kind (autocannon only gives one histogram), exactly.
 */

export const REQUEST_KINDS = ['sign-in', 'projects list', 'feature list', 'get', 'PATCH'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Shares of the requests that are not sign-ins, as an editing session spends them: open
 * the projects page now and then, a project's list more often, items and saves most.
 */
export const MIX: Record<Exclude<RequestKind, 'sign-in'>, number> = {
  'projects list': 0.1,
  'feature list': 0.25,
  get: 0.35,
  PATCH: 0.3,
};

export interface LoadAccount extends Account {
  items: SeededItem[];
  projects: SeededProject[];
}

export interface LoadOptions {
  base: string;
  clients: number;
  seconds: number;
  /** Client `i` acts as `accounts[i % accounts.length]`. */
  accounts: LoadAccount[];
  signInEvery: number;
  /** A request unanswered after this long counts as a timeout error. */
  timeoutMs?: number;
  /** Fixes the random choices, so two runs send the same sequence. */
  seed?: number;
  /** Called when the clock starts, after the clients' first sign-in. */
  onClockStart?: () => void;
}

export interface KindResult extends LatencySummary {
  non2xx: number;
  errors: number;
}

export interface LoadResult {
  clients: number;
  /** From the clock's start until the last in-flight request answered. */
  elapsedSeconds: number;
  requests: number;
  throughput: number;
  overall: LatencySummary;
  withoutSignIn: LatencySummary;
  byKind: Record<RequestKind, KindResult>;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  timeouts: number;
  /** The first few failures, to say what went wrong. */
  failures: string[];
}

/**
 * Seeds `count` accounts, each with `projects` projects holding one item of each
 * benchmarked type (BENCH_ROUTES: the recorded figures' mix).
 */
export async function seedLoadAccounts(
  base: string,
  count: number,
  projects = 2,
): Promise<LoadAccount[]> {
  const seedOne = async (): Promise<LoadAccount> => {
    const account = await createAccount(base, 'load');
    const made = await seedProjects(base, account.token, projects);
    const items: SeededItem[] = [];
    for (const [i, project] of made.entries()) {
      items.push(
        ...Object.values(await seedItemOfEachBenchType(base, account.token, project, ` ${i}`)),
      );
    }
    return { ...account, items, projects: made };
  };
  // A few at a time: sign-ups hash passwords, and all at once would only queue.
  const accounts: LoadAccount[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Math.min(8, count - i);
    accounts.push(...(await Promise.all(Array.from({ length: batch }, seedOne))));
  }
  return accounts;
}

/** mulberry32: a tiny seeded generator, so runs are repeatable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sent {
  status: number;
  body: string;
}

class TimeoutError extends Error {}

function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  options: { token?: string; json?: string; timeoutMs: number },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(options.json));
    }
    const request = http.request(
      { agent, hostname: base.hostname, port: base.port, method, path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(options.timeoutMs, () =>
      request.destroy(new TimeoutError(`no answer within ${options.timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end(options.json);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { clients, accounts, signInEvery } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, [] as number[]]));
  const counts = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, { non2xx: 0, errors: 0 }]));
  const failures: string[] = [];
  let timeouts = 0;
  let measuring = false;

  const timed = async (
    kind: RequestKind,
    method: string,
    path: string,
    token?: string,
    json?: string,
  ) => {
    const started = performance.now();
    try {
      const answer = await send(agent, base, method, path, { token, json, timeoutMs });
      if (measuring) latencies[kind]!.push(performance.now() - started);
      if (answer.status < 200 || answer.status > 299) {
        counts[kind]!.non2xx++;
        if (failures.length < 10)
          failures.push(`${kind} ${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
        return undefined;
      }
      return answer;
    } catch (error) {
      counts[kind]!.errors++;
      if (error instanceof TimeoutError) timeouts++;
      if (failures.length < 10) failures.push(`${kind} ${method} ${path}: ${String(error)}`);
      // A dead server refuses at once: pause so a broken run does not spin.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return undefined;
    }
  };

  const signIn = async (account: LoadAccount) => {
    const json = JSON.stringify({ username: account.username, password: account.password });
    const answer = await timed('sign-in', 'POST', '/api/auth/sign-in', undefined, json);
    return answer ? (JSON.parse(answer.body).access_token as string) : undefined;
  };

  const sessions = await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const account = accounts[index % accounts.length]!;
      return { index, account, token: (await signIn(account)) ?? account.token };
    }),
  );

  options.onClockStart?.();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  measuring = true;
  const pick = <T>(next: () => number, values: readonly T[]) =>
    values[Math.floor(next() * values.length)]!;

  await Promise.all(
    sessions.map(async (session) => {
      const next = random((options.seed ?? 1) * 7919 + session.index);
      const { account } = session;
      // Spread the clients' sign-in turns evenly over one period.
      let sinceSignIn = Math.floor((session.index * signInEvery) / clients);
      let saves = 0;
      while (performance.now() < deadline) {
        if (++sinceSignIn > signInEvery) {
          sinceSignIn = 0;
          session.token = (await signIn(account)) ?? session.token;
          continue;
        }
        const { token } = session;
        const roll = next();
        if (roll < MIX['projects list']) {
          await timed('projects list', 'GET', '/api/projects', token);
        } else if (roll < MIX['projects list'] + MIX['feature list']) {
          const project = pick(next, account.projects);
          await timed('feature list', 'GET', listPath(pick(next, BENCH_ROUTES), project.SK), token);
        } else if (roll < 1 - MIX.PATCH) {
          await timed('get', 'GET', itemPath(pick(next, account.items)), token);
        } else {
          const item = pick(next, account.items);
          const name = `Saved by client ${session.index}, #${++saves}`;
          const json = JSON.stringify(
            realisticBody(item.route, item, name, personaOf(account, item)),
          );
          await timed('PATCH', 'PATCH', `/api/${item.route}`, token, json);
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();

  const byKind = Object.fromEntries(
    REQUEST_KINDS.map((kind) => [kind, { ...summarise(latencies[kind]!), ...counts[kind]! }]),
  ) as Record<RequestKind, KindResult>;
  const all = REQUEST_KINDS.flatMap((kind) => latencies[kind]!);
  const requests = all.length + REQUEST_KINDS.reduce((n, kind) => n + counts[kind]!.errors, 0);
  return {
    clients,
    elapsedSeconds,
    requests,
    throughput: requests / elapsedSeconds,
    overall: summarise(all),
    withoutSignIn: summarise(
      REQUEST_KINDS.filter((kind) => kind !== 'sign-in').flatMap((kind) => latencies[kind]!),
    ),
    byKind,
    non2xx: REQUEST_KINDS.reduce((n, kind) => n + byKind[kind].non2xx, 0),
    errors: REQUEST_KINDS.reduce((n, kind) => n + byKind[kind].errors, 0),
    timeouts,
    failures,
  };
}

/** An empathy map keeps pointing at its project's persona, as the seeded one does. */
function personaOf(account: LoadAccount, item: SeededItem) {
  if (item.route !== 'empathy-maps') return {};
  const persona = account.items.find(
    (other) => other.route === 'ux-personas' && other.projectSK === item.projectSK,
  );
  return { personaSK: persona?.SK ?? null };
}
