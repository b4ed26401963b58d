import { randomBytes } from 'node:crypto';
import { type BenchRoute, type ItemKeys, realisticBody } from './feature-content.js';

/**
 * Data for benches and process-level tests, made through the public API as a user would
 * make it (so it passes the same checks and bumps the same timestamps).
 */

export const PASSWORD = 'Str0ng-passw0rd';

export interface Answer {
  status: number;
  text: string;
  body: any;
}

/** One JSON call; throws on anything but 2xx, since seeding must not half-succeed. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
}

export interface Account {
  username: string;
  password: string;
  token: string;
}

export async function signIn(base: string, username: string, password = PASSWORD) {
  const answer = await call(base, 'POST', '/api/auth/sign-in', { json: { username, password } });
  return answer.body.access_token as string;
}

export async function createAccount(base: string, label = 'bench'): Promise<Account> {
  const username = `${label}-${randomBytes(6).toString('hex')}@example.com`;
  await call(base, 'POST', '/api/auth/sign-up', { json: { username, password: PASSWORD } });
  return { username, password: PASSWORD, token: await signIn(base, username) };
}

export interface SeededProject {
  PK: string;
  SK: string;
}

/** `count` projects, every fourth renamed and described, as a real account looks. */
export async function seedProjects(base: string, token: string, count: number) {
  const projects: SeededProject[] = [];
  for (let i = 1; i <= count; i++) {
    const { PK, SK } = (await call(base, 'POST', '/api/projects', { token })).body;
    projects.push({ PK, SK });
    if (i % 4 !== 0) continue;
    const name = `Checkout redesign, wave ${i / 4}`;
    const description = `Personas and empathy maps from the wave ${i / 4} interviews, ${i} rivals.`;
    await call(base, 'PATCH', '/api/projects', { token, json: { SK, name, description } });
  }
  return projects;
}

/** An item the seeding made, with the route it is served at. */
export interface SeededItem<Route extends string = BenchRoute> extends ItemKeys {
  route: Route;
}

/** Creates an item of any served type, holding its type's default content. */
export async function createItem<Route extends string>(
  base: string,
  token: string,
  route: Route,
  project: SeededProject,
): Promise<SeededItem<Route>> {
  const created = await call(base, 'POST', `/api/${route}`, {
    token,
    json: { projectSK: project.SK },
  });
  return { route, PK: created.body.PK, SK: created.body.SK, projectSK: project.SK };
}

/** Creates an item and saves realistic content into it, as an editor's first save does. */
export async function seedItem(
  base: string,
  token: string,
  route: BenchRoute,
  project: SeededProject,
  name: string,
  options: { personaSK?: string | null } = {},
): Promise<SeededItem> {
  const item = await createItem(base, token, route, project);
  await call(base, 'PATCH', `/api/${route}`, {
    token,
    json: realisticBody(route, item, name, options),
  });
  return item;
}

/**
 * One item of each benchmarked type (BENCH_ROUTES) in `project`, the empathy map linked
 * to the persona.
 */
export async function seedItemOfEachBenchType(
  base: string,
  token: string,
  project: SeededProject,
  suffix = '',
): Promise<Record<BenchRoute, SeededItem>> {
  const persona = await seedItem(base, token, 'ux-personas', project, `Maria Lopez${suffix}`);
  const map = await seedItem(base, token, 'empathy-maps', project, `Night-shift nurse${suffix}`, {
    personaSK: persona.SK,
  });
  const analysis = await seedItem(base, token, 'competitor-analysis', project, `Apps${suffix}`);
  const sitemap = await seedItem(base, token, 'sitemaps', project, `Shop website${suffix}`);
  return {
    'ux-personas': persona,
    'empathy-maps': map,
    'competitor-analysis': analysis,
    sitemaps: sitemap,
  };
}

/** `/api/<route>/<PK>/<SK>` with `#` percent-encoded. */
export const itemPath = (item: SeededItem<string>) =>
  `/api/${item.route}/${encodeURIComponent(item.PK)}/${encodeURIComponent(item.SK)}`;
/** A project's items of one type: asked by the project's key (the items' PK). */
export const listPath = (route: string, projectSK: string) =>
  `/api/${route}/${encodeURIComponent(projectSK)}`;
