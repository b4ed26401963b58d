import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, messageCode } from 'shared-contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiResponse,
  newFeature,
  newProject,
  newUser,
  pathKey,
  type SignedInUser,
  STRONG_PASSWORD,
} from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { nounOf, otherRoute, SERVED_ROUTES, servedAt } from './served-features.js';

/*
 * Bad input across the API gets a 4xx with a readable `{ statusCode, error, message }`,
 * never a 5xx, and changes nothing that is stored.
 */

type Detail = Record<string, any> & { PK: string; SK: string; thumbnailPath: string };
interface World {
  user: SignedInUser;
  project: { PK: string; SK: string };
  items: Record<string, Detail>;
  png: Buffer;
}
const world = {} as World;

type Lazy<T> = T | (() => T);
const value = <T>(lazy: Lazy<T>): T => (typeof lazy === 'function' ? (lazy as () => T)() : lazy);

interface Case {
  name: string;
  method: string;
  path: Lazy<string>;
  /** Sent as JSON. */
  json?: () => unknown;
  /** Sent as it is, with this content type. */
  raw?: () => { body: string; type: string };
  form?: () => Promise<FormData> | FormData;
  /** Without the user's token (auth endpoints). */
  anonymous?: boolean;
  status: number | number[];
  /** The exact message; any readable message when absent. */
  message?: string;
  /** A message it must not be (one that would mislead). */
  notMessage?: RegExp;
}

const x = (n: number) => 'x'.repeat(n);
const OTHER_UUID = '5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84';
const emp = () => world.items['empathy-maps']!;
const itemPath = (f: string, sk?: string) =>
  `/api/${f}/${pathKey(world.project.SK)}/${pathKey(sk ?? world.items[f]!.SK)}`;

const RESTORE_FAILURE = 'Error has happened during password restoration';
// The types whose own rules a case tests, by route (one no longer served fails here).
const EM = servedAt('empathy-maps').route;
const CA = servedAt('competitor-analysis').route;
const UP = servedAt('ux-personas').route;
const SM = servedAt('sitemaps').route;
const { tooLong } = MESSAGES;

/** Any request. */
const call = (
  name: string,
  method: string,
  path: Lazy<string>,
  status: Case['status'],
  more: Partial<Case> = {},
): Case => ({ name, method, path, status, ...more });

/** PATCH of a feature: its stored detail with some fields replaced (`undefined` drops one). */
type Edit = [f: string, name: string, fields: object, message?: string];
const edit = ([f, name, fields, message]: Edit) =>
  call(`${f} ${name}`, 'PATCH', `/api/${f}`, 400, {
    message,
    json: () => ({ ...world.items[f], ...fields }),
  });

/** PATCH of the project: a valid body with some fields replaced. */
const editProject = (name: string, fields: object, message?: string) =>
  call(`project ${name}`, 'PATCH', '/api/projects', 400, {
    message,
    json: () => ({ SK: world.project.SK, name: 'Fine name', ...fields }),
  });

/** A competitor table of rows × columns, every column of the given type and cell value. */
function table(rows: number, columns: number, type = 'string', cell = '') {
  return Array.from({ length: rows }, (_, r) => ({
    id: `row-${r}`,
    name: `Competitor ${r + 1}`,
    criterias: Array.from({ length: columns }, (_, c) => ({
      id: `col-${c}`,
      name: `Criteria ${c + 1}`,
      type,
      value: { id: `cell-${r}-${c}`, value: cell },
    })),
  }));
}
const mismatched = () =>
  table(2, 2).map((row, r) => (r ? { ...row, criterias: row.criterias.reverse() } : row));
const duplicateRows = () => table(2, 1).map((row) => ({ ...row, id: 'same' }));
const skills = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `skill-${i}`, name: `Skill ${i}`, level: 50 }));

/** A sitemap page with its fields replaced; children empty unless given. */
const page = (id: string, fields: object = {}) => ({
  id,
  title: `Page ${id}`,
  path: `/${id}`,
  type: 'page',
  note: '',
  collapsed: false,
  children: [],
  ...fields,
});
/** A home page with one child changed by `fields` (the limits hold on every level). */
const withChild = (fields: object) => page('home', { children: [page('child', fields)] });
/** A home page and `n - 1` children: n pages. */
const pages = (n: number) =>
  page('home', { children: Array.from({ length: n - 1 }, (_, i) => page(`p${i}`)) });
/** A line of n pages, each the only child of the one above. */
const levels = (n: number) =>
  Array.from({ length: n - 1 }).reduce<object>(
    (below, _, i) => page(`l${i}`, { children: [below] }),
    page('leaf'),
  );
/**
 * A sitemap PATCH nested `depth` levels, as text: JSON.stringify (like zod) would overflow
 * the stack on it, and this is the body a hostile client can send.
 */
const nestedSitemap = (depth: number) => {
  const { root: _, ...rest } = world.items[SM]!;
  // Pages of one field each, so 100,000 levels stay under the 4 MB body limit.
  const open = '{"children":[';
  return `${JSON.stringify(rest).slice(0, -1)},"root":${open.repeat(depth)}]}${']}'.repeat(depth - 1)}}`;
};

type File = { bytes: Uint8Array | string; name: string; type: string };
const file = (bytes: File['bytes'], name: string, type = 'image/jpeg') => ({ bytes, name, type });
const png = () => file(world.png, 'thumb.png', 'image/png');
const empKeys = () => ({ PK: emp().PK, SK: emp().SK });
const extraFields = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`field${i}`, 'x']));
/** Multipart of text fields (the empathy map's PK and SK unless given) and images. */
function form(images: File[], fields: Record<string, string> = empKeys()) {
  const data = new FormData();
  for (const [field, text] of Object.entries(fields)) data.append(field, text);
  const blob = ({ bytes, type }: File) =>
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
  for (const image of images) data.append('image', blob(image), image.name);
  return data;
}
let bomb: Promise<Buffer> | undefined;
/** 10000×10000 of one colour: 100 megapixels, a few hundred kilobytes on disk. */
const hundredMegapixels = () =>
  (bomb ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#36a' } })
    .png({ compressionLevel: 9 })
    .toBuffer());

/** An upload of the empathy map's thumbnail (its PK and SK unless other fields are given). */
type Upload = [string, () => Promise<File[]> | File[], Case['status'], string?, Fields?];
type Fields = () => Record<string, string>;
const upload = ([name, images, status, message, fields]: Upload) =>
  call(name, 'POST', `/api/${EM}/upload-thumbnail`, status, {
    message,
    form: async () => form(await images(), fields?.()),
  });

/** An auth endpoint, without a token. */
type Auth = [string, string, () => object, Case['status'], string?];
const auth = ([name, route, json, status, message]: Auth) =>
  call(name, 'POST', `/api/auth/${route}`, status, { json, message, anonymous: true });
const creds = (username: string, password = STRONG_PASSWORD) => ({ username, password });
const reset = (more: object) => ({ userPK: world.user.userPK, newPassword: 'N3w-pass', ...more });

// biome-ignore format: a table, one case per line
const EDITS: Edit[] = [
  // Wrong types and missing fields
  [EM, 'says null', { says: null }, 'Says must be text'],
  [EM, 'without says', { says: undefined }, 'Says must be text'],
  [CA, "competitors 'x'", { competitors: 'x' }],
  [UP, "skills [{level:'high'}]", { skills: [{ level: 'high' }] }],
  [UP, "skill level 'high'", { skills: [{ id: 's', name: 'S', level: 'high' }] }, MESSAGES.sliderRange],
  [UP, "age 'old'", { demographics_age: 'old' }, MESSAGES.ageRange],
  [UP, 'slider 101', { personality_thinking_feeling: 101 }, MESSAGES.sliderRange],
  [UP, "flag 'yes'", { hasSkills: 'yes' }],
  [UP, "gender 'robot'", { demographics_gender: 'robot' }],
  // Over-long texts, too many rows, inconsistent tables
  [EM, '501-character quadrant', { thinks: x(501) }, tooLong('Thinks', 500)],
  [EM, '301-character pains', { pains: x(301) }, tooLong('Pains', 300)],
  // Found by the property tests: half an emoji was stored as U+FFFD (one or three of them).
  [EM, 'half an emoji in says', { says: 'a\ud83db' }, MESSAGES.brokenCharacter],
  [UP, 'a lone low surrogate in a skill name', { skills: [{ id: 's', name: '\udc00', level: 5 }] }, MESSAGES.brokenCharacter],
  [UP, '51-character occupation', { demographics_occupation: x(51) }, tooLong('Occupation', 50)],
  [UP, '1001-character biography', { biography: x(1001) }, tooLong('Biography', 1000)],
  [UP, '21 skills', { skills: skills(21) }, MESSAGES.maxSkills],
  [CA, '301-character cell', { competitors: table(2, 2, 'string', x(301)) }, tooLong('Cell text', 300)],
  [CA, '31st competitor', { competitors: table(31, 3) }, 'Maximum 30 competitors allowed'],
  [CA, '31st criterion', { competitors: table(3, 31) }, 'Maximum 30 criteria allowed'],
  [CA, "boolean column 'yes'", { competitors: table(2, 2, 'boolean', 'yes') }, MESSAGES.booleanValue],
  [CA, 'mismatched criteria', { competitors: mismatched() }, MESSAGES.criteriaMismatch],
  [CA, 'duplicate competitor ids', { competitors: duplicateRows() }, MESSAGES.duplicateId],
  // Sitemaps (issue G5a): the tree's limits on any page, then its shape
  [SM, "root 'x'", { root: 'x' }],
  [SM, 'without root', { root: undefined }],
  [SM, 'root []', { root: [] }],
  [SM, '501 pages', { root: pages(501) }, MESSAGES.maxSitemapPages],
  [SM, '13 levels', { root: levels(13) }, MESSAGES.maxSitemapDepth],
  [SM, 'duplicate page ids', { root: page('home', { children: [page('twin'), page('a', { children: [page('twin')] })] }) }, MESSAGES.duplicateId],
  [SM, '101-character page name', { root: withChild({ title: x(101) }) }, MESSAGES.sitemapPageTitleTooLong],
  [SM, '201-character path', { root: withChild({ path: x(201) }) }, MESSAGES.sitemapPagePathTooLong],
  [SM, '301-character note', { root: withChild({ note: x(301) }) }, MESSAGES.sitemapPageNoteTooLong],
  [SM, "page type 'link'", { root: withChild({ type: 'link' }) }, MESSAGES.sitemapPageType],
  [SM, 'page name 5', { root: withChild({ title: 5 }) }, MESSAGES.notText('Page name')],
  [SM, 'page without a path', { root: withChild({ path: undefined }) }, MESSAGES.notText('Path')],
  [SM, "collapsed 'yes'", { root: withChild({ collapsed: 'yes' }) }],
  [SM, "children 'none'", { root: withChild({ children: 'none' }) }],
  [SM, 'a page of 5', { root: page('home', { children: [5] }) }],
  [SM, 'empty page id', { root: withChild({ id: '' }) }, 'Id must not be empty'],
  [SM, 'NUL in a note three levels down', { root: page('a', { children: [withChild({ note: 'a\u0000b' })] }) }, MESSAGES.nulCharacter],
  [SM, 'half an emoji in a page name', { root: withChild({ title: 'a\ud83d' }) }, MESSAGES.brokenCharacter],
  // Malformed or foreign keys in bodies
  [EM, 'personaSK garbage', { personaSK: 'garbage' }, 'Invalid UX persona key'],
  [EM, 'personaSK of no persona', { personaSK: `UXPERS#${OTHER_UUID}` }, 'The chosen persona is not in this project'],
];

/** A key of the type served after `f`: well formed, but not one of `f`'s keys. */
const foreignKey = (f: string) => `${servedAt(otherRoute(f)).keyPrefix}#${OTHER_UUID}`;

/** What every type's PATCH refuses alike: a bad name, malformed or foreign keys. */
// biome-ignore format: a table, one case per line
const everyTypesEdits = (f: string): Edit[] => [
  [f, 'name 123', { name: 123 }],
  [f, 'name of 100', { name: x(100) }, 'Name should be less than 100 characters'],
  [f, 'blank name', { name: '   ' }, 'Name should not be empty'],
  [f, 'projectSK PROJECT#not-a-uuid', { projectSK: 'PROJECT#not-a-uuid' }, 'Invalid project key'],
  [f, 'SK of another type', { [servedAt(f).skField]: foreignKey(f) }, `Invalid ${nounOf(f)} key`],
];

/** What every type's other routes refuse alike: keys of the wrong kind in paths and bodies. */
// biome-ignore format: a table, one case per line
const everyTypesCalls = (f: string): Case[] => [
  call(`${f} create with another type's item key as projectSK`, 'POST', `/api/${f}`, 400, { ...json(() => ({ projectSK: world.items[otherRoute(f)]!.SK })), message: 'Invalid project key' }),
  call(`${f} path PK garbage`, 'GET', () => `/api/${f}/garbage/${pathKey(world.items[f]!.SK)}`, 400, { message: 'Invalid project key' }),
  call(`${f} path SK of another type`, 'DELETE', () => itemPath(f, foreignKey(f)), 400, { message: `Invalid ${nounOf(f)} key` }),
  call(`${f} path %00`, 'GET', `/api/${f}/%00`, 400, { message: 'Invalid project key' }),
  call(`${f} upload with another type's item SK`, 'POST', `/api/${f}/upload-thumbnail`, 400, { message: `Invalid ${nounOf(f)} key`, form: () => form([png()], { PK: world.project.SK, SK: world.items[otherRoute(f)]!.SK }) }),
];

// biome-ignore format: a table, one case per line
const UPLOADS: Upload[] = [
  ['a text file renamed .jpg', () => [file('just notes\n', 'photo.jpg')], 400, 'Only images are allowed!'],
  ['an 11 MB upload', () => [file(randomBytes(11_000_000), 'big.jpg')], 413, 'Maximum upload size is 10MB!'],
  ['a 100-megapixel PNG', async () => [file(await hundredMegapixels(), 'a.png', 'image/png')], 400, MESSAGES.imageTooManyPixels],
  ['an upload without the image', () => [], 400, MESSAGES.imageMissing],
  ['two images', () => [png(), png()], 413, 'Only one image can be uploaded at a time'],
  ['an upload without PK and SK', () => [png()], 400, 'Invalid project key', () => ({})],
  ['a 2000-character PK field', () => [png()], 400, 'Invalid project key', () => ({ PK: x(2000), SK: emp().SK })],
  ['eleven fields', () => [png()], [400, 413], undefined, () => ({ ...empKeys(), ...extraFields(9) })],
];

// biome-ignore format: a table, one case per line
const AUTH: Auth[] = [
  ['sign-up with a bad email', 'sign-up', () => creds('not-an-email'), 400, 'wrong email pattern'],
  ['sign-up with a NUL in the email', 'sign-up', () => creds('nul\u0000@example.com'), 400, 'wrong email pattern'],
  ['sign-up with a weak password', 'sign-up', () => creds('weak@example.com', 'password'), 400, MESSAGES.passwordPolicy],
  ['sign-up with an existing email', 'sign-up', () => creds(world.user.email), 409, MESSAGES.userExists],
  ['sign-in with a wrong password', 'sign-in', () => creds(world.user.email, 'Wr0ng-pass'), 401, MESSAGES.wrongCredentials],
  ['sign-in with empty fields', 'sign-in', () => creds('', ''), 400, 'One or more fields are empty.'],
  ['sign-in with a NUL in the email', 'sign-in', () => creds('nul\u0000x@example.com'), [400, 401]],
  ['reset request with a NUL in the email', 'request-password-reset', () => ({ username: 'a\u0000@b.co' }), 400, 'Wrong email pattern'],
  ['reset-password with a bad token', 'reset-password', () => reset({ resetPasswordToken: 'bogus' }), 400, MESSAGES.resetLinkExpired],
  ['reset-password without a token', 'reset-password', () => reset({}), 400, RESTORE_FAILURE],
];

const json = (body: () => unknown) => ({ json: body });
const raw = (body: string, type: string) => ({ raw: () => ({ body, type }) });
const changedEmp = () => ({ ...emp(), name: 'Changed' });
const projectPath = (PK = world.project.PK) =>
  `/api/projects/${pathKey(PK)}/${pathKey(world.project.SK)}`;

// biome-ignore format: a table, one case per line
const CASES: Case[] = [
  ...[...EDITS, ...SERVED_ROUTES.flatMap(everyTypesEdits)].map(edit),
  editProject('name 123', { name: 123 }),
  editProject('name of 100', { name: x(100) }, 'Name must be less than 100 characters.'),
  editProject('name of 2', { name: 'ab' }, 'Name must be at least 3 characters.'),
  editProject('description of 500', { description: x(500) }, 'Description must be less than 500 characters.'),
  editProject('SK garbage', { SK: 'garbage' }, 'Invalid project key'),
  // Malformed keys in paths and create bodies
  ...SERVED_ROUTES.flatMap(everyTypesCalls),
  call('path project key as user PK', 'DELETE', () => projectPath(world.project.SK), 400, { message: 'Invalid user key' }),
  // Bodies that are not what they claim to be
  call("'{oops' as JSON", 'PATCH', `/api/${EM}`, 400, raw('{oops', 'application/json')),
  call('JSON as text/plain', 'PATCH', `/api/${EM}`, [400, 415], { raw: () => ({ body: JSON.stringify(changedEmp()), type: 'text/plain' }) }),
  call('empty JSON body', 'PATCH', '/api/projects', 400, raw('', 'application/json')),
  // The JSON limit is 4 MB: a message about 10 MB uploads would mislead.
  // Deeper than any schema could read recursively: told why, never a stack overflow's 500.
  call('a sitemap 100,000 levels deep', 'PATCH', `/api/${SM}`, 400, { raw: () => ({ body: nestedSitemap(100_000), type: 'application/json' }), message: MESSAGES.maxSitemapDepth }),
  call('5 MB JSON body', 'PATCH', `/api/${EM}`, 413, { ...json(() => ({ ...emp(), says: x(5e6) })), notMessage: /10 ?MB/ }),
  call('multipart to a JSON route', 'PATCH', `/api/${EM}`, [400, 406, 415], { form: () => form([png()], { ...empKeys(), name: 'Changed' }) }),
  call('JSON to the upload route', 'POST', `/api/${EM}/upload-thumbnail`, [400, 406, 415], json(() => ({ ...empKeys(), image: world.png.toString('base64') }))),
  // Found with the sitemap's limits: the unstorable-text check spread this list into push().
  call('a JSON list of 1.9 million numbers to the upload route', 'POST', `/api/${EM}/upload-thumbnail`, [400, 406, 415], json(() => new Array(1_900_000).fill(0))),
  ...UPLOADS.map(upload),
  ...AUTH.map(auth),
  // Routes that do not exist
  call('unknown route', 'GET', '/api/does-not-exist', 404),
  call('unknown POST route', 'POST', '/api/projects/archive', 404, json(() => ({}))),
  call('wrong method', 'PUT', '/api/projects', [404, 405], json(() => ({ SK: world.project.SK, name: 'Fine name' }))),
];

describe.skipIf(SKIP)('bad input: 4xx with a readable message, nothing stored changes', () => {
  const suite = serverForSuite();
  const imageDir = () => path.join(suite.server.dataDir, 'blobs', 'images');
  const blobFiles = () => (fs.existsSync(imageDir()) ? fs.readdirSync(imageDir()).sort() : []);

  function expectReadableError(response: ApiResponse, status: number | number[]) {
    const got = `got ${response.status}: ${response.text.slice(0, 300)}`;
    expect([status].flat(), got).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { code, params, ...body } = response.body;
    expect(body).toEqual({
      statusCode: response.status,
      error: expect.any(String),
      message: expect.stringMatching(/\S/),
    });
    // One of our messages names its code (and values), so a client can translate it.
    expect({ code, params }).toEqual({ params: undefined, ...messageCode(body.message) });
    // A person reads it: no stack traces or library internals.
    expect(response.body.message).not.toMatch(/\n\s+at |Error:|\[object|FST_/);
  }

  /** Everything the user can read, as the exact text of each answer. */
  async function snapshot(): Promise<Record<string, string>> {
    const { project } = world;
    const paths = [
      '/api/projects',
      projectPath(),
      ...SERVED_ROUTES.flatMap((f) => [`/api/${f}/${pathKey(project.SK)}`, itemPath(f)]),
    ];
    const result: Record<string, string> = {};
    for (const p of paths) {
      const response = await suite.api.get(p, { token: world.user.token });
      expect(response.status, `${p}: ${response.text}`).toBe(200);
      result[p] = response.text;
    }
    return result;
  }

  async function send(c: Case): Promise<ApiResponse> {
    const raw = c.raw?.();
    try {
      return await suite.api.call(c.method, value(c.path), {
        token: c.anonymous ? undefined : world.user.token,
        json: c.json?.(),
        body: raw ? raw.body : await c.form?.(),
        headers: raw ? { 'content-type': raw.type } : {},
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      throw new Error(`no answer, the connection failed (${code ?? String(error)})`, {
        cause: error,
      });
    }
  }

  beforeAll(async () => {
    const { api } = suite;
    const create = { width: 20, height: 12, channels: 3 as const, background: '#c42' };
    world.png = await sharp({ create }).png().toBuffer();
    world.user = await newUser(api);
    const { token } = world.user;
    world.project = await newProject(api, world.user);
    await api.patch('/api/projects', {
      token,
      json: { SK: world.project.SK, name: 'Stored project', description: 'Stays as it is' },
    });
    world.items = {} as World['items'];
    for (const f of SERVED_ROUTES) {
      const item = await newFeature(api, world.user, f, world.project.SK);
      const saved = await api.patch(`/api/${f}`, { token, json: { ...item, name: `Stored ${f}` } });
      expect(saved.status, saved.text).toBe(200);
      const body = form([png()], { PK: item.PK, SK: item.SK });
      const uploaded = await api.post(`/api/${f}/upload-thumbnail`, { token, body });
      expect(uploaded.status, uploaded.text).toBe(200);
      world.items[f] = (await api.get(itemPath(f, item.SK), { token })).body;
    }
  });

  it.each(CASES)('$method $name → $status', async (c) => {
    const before = await snapshot();
    const response = await send(c);
    expectReadableError(response, c.status);
    if (c.message !== undefined) expect(response.body.message).toBe(c.message);
    if (c.notMessage) expect(response.body.message).not.toMatch(c.notMessage);
    expect(await snapshot()).toEqual(before);
  });

  // PostgreSQL cannot store U+0000 in text, SQLite can: refusing it (400) or keeping it
  // exactly are both fine, as long as neither engine answers with a 5xx.
  it.each([
    [EM, 'says', () => itemPath(EM), () => ({ ...emp(), says: 'a\u0000b' })],
    ['projects', 'name', () => projectPath(), () => ({ SK: world.project.SK, name: 'a\u0000bcd' })],
  ] as const)(
    'a NUL character in /api/%s %s: 400 or saved exactly, never 5xx',
    async (route, field, read, body) => {
      const before = await snapshot();
      const { token } = world.user;
      const sent = body() as Record<string, unknown>;
      const response = await suite.api.patch(`/api/${route}`, { token, json: sent });
      if (response.status !== 200) {
        expectReadableError(response, 400);
        return expect(await snapshot()).toEqual(before);
      }
      expect((await suite.api.get(read(), { token })).body[field]).toBe(sent[field]);
      const restored = await suite.api.patch(`/api/${route}`, {
        token,
        json: JSON.parse(before[read()]!),
      });
      expect(restored.status).toBe(200);
    },
  );

  // Found by the property tests: on routes without a body schema the NUL check walked any
  // JSON body by recursion, and 10,000 nested arrays overflowed the call stack (a 500).
  it('a JSON body nested 10,000 deep that no schema reads: answered, never a 5xx', async () => {
    const nested = (inner: string) => `{"a":${'['.repeat(10_000)}${inner}${']'.repeat(10_000)}}`;
    const send = (body: string) =>
      suite.api.post('/api/auth/revoke-token', {
        body,
        headers: { 'content-type': 'application/json' },
      });
    const plain = await send(nested(''));
    expect(plain.status, plain.text).toBe(200);
    const withNul = await send(nested('"\\u0000"'));
    expectReadableError(withNul, 400);
    expect(withNul.body.message).toBe(MESSAGES.nulCharacter);
  });

  it('the 31st project → 409, and the user still has 30', async () => {
    const other = await newUser(suite.api);
    for (let i = 0; i < 30; i++) await newProject(suite.api, other);
    const response = await suite.api.post('/api/projects', { token: other.token });
    expectReadableError(response, 409);
    expect(response.body.message).toBe('Maximum projects amount exceeded');
    expect((await suite.api.get('/api/projects', { token: other.token })).body).toHaveLength(30);
  });

  it.each(SERVED_ROUTES)(
    '%s: one item more than a project may hold → 409, and the project keeps the most',
    async (route) => {
      const most = servedAt(route).maxPerProject;
      const other = await newUser(suite.api);
      const project = await newProject(suite.api, other);
      for (let i = 0; i < most; i++) await newFeature(suite.api, other, route, project.SK);
      const { token } = other;
      const response = await suite.api.post(`/api/${route}`, {
        token,
        json: { projectSK: project.SK },
      });
      expectReadableError(response, 409);
      expect(response.body.message).toBe('Maximum feature amount exceeded');
      const list = await suite.api.get(`/api/${route}/${pathKey(project.SK)}`, { token });
      expect(list.body).toHaveLength(most);
    },
  );

  it('no rejected upload left a file in the blob store; the user can still sign in', async () => {
    const stored = SERVED_ROUTES.map((f) =>
      path.basename(new URL(world.items[f]!.thumbnailPath, suite.server.url).pathname),
    ).sort();
    expect(blobFiles()).toEqual(stored);
    const signIn = await suite.api.post('/api/auth/sign-in', {
      json: { username: world.user.email, password: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });
});
