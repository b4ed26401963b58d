import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from 'shared-contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiResponse,
  newFeature,
  newProject,
  newUser,
  pathKey,
  type SignedInUser,
} from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { nounOf, otherRoute, SERVED_ROUTES, servedAt } from './served-features.js';

/*
 * The ownership matrix: user B tries every route with user A's keys and gets 404 (400 for
 * a malformed key, 401 without a valid token), never A's data; A's data stays as it was.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const OTHER_UUID = '0b7e6a52-3c1d-4f7a-9e2b-5d8c1a4f6e93';

/** Which key a slot of a route takes: the user's, the project's or the item's. */
type Slot = 'user' | 'project' | 'item';
type Keys = Record<Slot, string>;
interface Request {
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
}
interface Route {
  name: string;
  slots: Slot[];
  feature?: string;
  build(keys: Keys): Request;
}

interface World {
  a: SignedInUser;
  b: SignedInUser;
  project: { PK: string; SK: string };
  items: Record<string, Record<string, any>>;
  png: Buffer;
  /** Texts of A's data (names, contents, every id) that must never reach B. */
  secrets: string[];
  before: Record<string, string>;
  imageHashes: Record<string, string>;
  blobCount: number;
}
const world = {} as World;

function imageForm(fields: Record<string, string>, image: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'thumb.png');
  return form;
}

type Body = (k: Keys) => { json?: unknown; form?: FormData };
const PLACEHOLDER = /\{(user|project|item)\}/g;

/** A route taking keys in its path placeholders and, for `bodySlots`, in its body. */
function route(
  method: string,
  pattern: string,
  feature?: string,
  bodySlots: Slot[] = [],
  body?: Body,
): Route {
  const pathSlots = [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1] as Slot);
  return {
    name: `${method} ${pattern}`,
    feature,
    slots: [...pathSlots, ...bodySlots],
    build: (k) => ({
      method,
      path: pattern.replace(PLACEHOLDER, (_, slot: Slot) => pathKey(k[slot])),
      ...body?.(k),
    }),
  };
}

const PROJECT_ROUTES: Route[] = [
  route('GET', '/api/projects/{user}/{project}'),
  route('DELETE', '/api/projects/{user}/{project}'),
  route('PATCH', '/api/projects', undefined, ['project'], (k) => ({
    json: { SK: k.project, name: 'Taken over', description: 'by B' },
  })),
];

const featureRoutes = (f: string): Route[] => [
  route('POST', `/api/${f}`, f, ['project'], (k) => ({ json: { projectSK: k.project } })),
  route('GET', `/api/${f}/{project}`, f),
  route('GET', `/api/${f}/{project}/{item}`, f),
  route('DELETE', `/api/${f}/{project}/{item}`, f),
  // A's own detail, renamed: a valid full object that would show if it were saved.
  route('PATCH', `/api/${f}`, f, ['project', 'item'], (k) => ({
    json: {
      ...world.items[f],
      name: 'Taken over',
      projectSK: k.project,
      [servedAt(f).skField]: k.item,
    },
  })),
  route('POST', `/api/${f}/upload-thumbnail`, f, ['project', 'item'], (k) => ({
    form: imageForm({ PK: k.project, SK: k.item }, world.png),
  })),
  ...(f === 'ux-personas' ? [route('GET', `/api/${f}/thumbnailUrl/{project}/{item}`, f)] : []),
];

const ROUTES: Route[] = [...PROJECT_ROUTES, ...SERVED_ROUTES.flatMap(featureRoutes)];

/** A's keys for a route. */
const keysOf = (route: Route): Keys => ({
  user: world.a.userPK,
  project: world.project.SK,
  item: route.feature ? world.items[route.feature]!.SK : '',
});

/** Malformed values for a slot: a bad id, a key of the wrong kind, garbage, a NUL byte. */
function malformedValues(route: Route, slot: Slot): string[] {
  const prefix =
    slot === 'user' ? 'USER' : slot === 'project' ? 'PROJECT' : servedAt(route.feature!).keyPrefix;
  const wrongPrefix =
    slot === 'project' ? 'EMPMAP' : slot === 'user' ? 'PROJECT' : wrongItemPrefix(route.feature!);
  return [`${prefix}#not-a-uuid`, `${wrongPrefix}#${OTHER_UUID}`, 'garbage', '\u0000'];
}
const wrongItemPrefix = (f: string) => servedAt(otherRoute(f)).keyPrefix;
const slotLabel = (route: Route, slot: Slot) => (slot === 'item' ? nounOf(route.feature!) : slot);

describe.skipIf(SKIP)('ownership: user B against user A’s keys', () => {
  const suite = serverForSuite();

  const send = (request: Request, token: string | undefined) =>
    suite.api.call(request.method, request.path, {
      token,
      json: request.json,
      body: request.form,
    });

  /** B's answer must not contain anything of A's that B did not send itself. */
  function expectNoLeak(response: ApiResponse, keys: Keys, request: Request) {
    const sent = `${Object.values(keys).join(' ')} ${JSON.stringify(request.json ?? null)}`;
    const leaked = world.secrets.filter((s) => !sent.includes(s) && response.text.includes(s));
    expect(leaked, response.text).toEqual([]);
  }

  const blobFiles = () => {
    const dir = path.join(suite.server.dataDir, 'blobs', 'images');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  /** Everything A can read: projects, lists, details and the persona photo URL. */
  async function snapshotOfA(): Promise<Record<string, string>> {
    const { a, project, items } = world;
    const paths = [
      '/api/projects',
      `/api/projects/${pathKey(project.PK)}/${pathKey(project.SK)}`,
      ...SERVED_ROUTES.flatMap((f) => [
        `/api/${f}/${pathKey(project.SK)}`,
        `/api/${f}/${pathKey(items[f]!.PK)}/${pathKey(items[f]!.SK)}`,
      ]),
      `/api/ux-personas/thumbnailUrl/${pathKey(project.SK)}/${pathKey(items['ux-personas']!.SK)}`,
    ];
    const snapshot: Record<string, string> = {};
    for (const p of paths) {
      const response = await suite.api.get(p, { token: a.token });
      expect(response.status, `${p}: ${response.text}`).toBe(200);
      snapshot[p] = response.text;
    }
    return snapshot;
  }

  async function imageHashes(): Promise<Record<string, string>> {
    const hashes: Record<string, string> = {};
    for (const f of SERVED_ROUTES) {
      const url = world.items[f]!.thumbnailPath as string;
      const response = await fetch(`${suite.server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      hashes[f] = createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex');
    }
    return hashes;
  }

  beforeAll(async () => {
    const { api } = suite;
    const tag = randomUUID().slice(0, 8);
    world.png = await sharp({
      create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    world.a = await newUser(api);
    world.b = await newUser(api);
    const token = world.a.token;
    const project = await newProject(api, world.a);
    const renamed = await api.patch('/api/projects', {
      token,
      json: { SK: project.SK, name: `A-project-${tag}`, description: `A-description-${tag}` },
    });
    expect(renamed.status).toBe(200);
    world.project = project;
    world.items = {} as World['items'];
    // A's texts in the content where a type has a text field to hold them; every type's
    // name and ids are A's secrets too.
    const contentOf: Partial<Record<string, Record<string, unknown>>> = {
      'empathy-maps': { says: `A-says-${tag}`, pains: `A-pains-${tag}` },
      'ux-personas': { biography: `A-biography-${tag}`, demographics_occupation: `A-job-${tag}` },
      sitemaps: {
        root: {
          id: `A-home-${tag}`,
          title: `A-title-${tag}`,
          path: `/a-${tag}`,
          type: 'page',
          note: `A-note-${tag}`,
          collapsed: false,
          children: [],
        },
      },
      'journey-maps': { scenario: `A-scenario-${tag}`, goal: `A-goal-${tag}` },
    };
    for (const f of SERVED_ROUTES) {
      const item = await newFeature(api, world.a, f, project.SK);
      const saved = await api.patch(`/api/${f}`, {
        token,
        json: { ...item, ...contentOf[f], name: `A-${f}-${tag}` },
      });
      expect(saved.status, saved.text).toBe(200);
      const upload = await api.post(`/api/${f}/upload-thumbnail`, {
        token,
        body: imageForm({ PK: item.PK, SK: item.SK }, world.png),
      });
      expect(upload.status, upload.text).toBe(200);
      const detail = await api.get(`/api/${f}/${pathKey(item.PK)}/${pathKey(item.SK)}`, { token });
      expect(detail.body.thumbnailPath).toBe(upload.body.thumbnailPath);
      world.items[f] = detail.body;
    }
    world.before = await snapshotOfA();
    world.imageHashes = await imageHashes();
    world.blobCount = blobFiles().length;
    const everything = Object.values(world.before).join('\n');
    const ids = new Set([...everything.matchAll(UUID)].map((m) => m[0]));
    world.secrets = [...ids, world.a.email, ...(everything.match(/A-[a-z-]+-[a-z0-9]{8}/g) ?? [])];
    expect(world.secrets.length).toBeGreaterThan(10);
  });

  it.each(ROUTES)('B gets 404 and none of A’s data from $name', async (route) => {
    const keys = keysOf(route);
    const request = route.build(keys);
    const response = await send(request, world.b.token);
    expect(response.status, response.text).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(response.body.message).toMatch(/ not found$/);
    expectNoLeak(response, keys, request);
  });

  it.each(['GET', 'DELETE'])('B with B’s own user PK and A’s project SK: %s → 404', async (m) => {
    const keys = { user: world.b.userPK, project: world.project.SK, item: '' };
    const request = PROJECT_ROUTES.find((r) => r.name.startsWith(`${m} `))!.build(keys);
    const response = await send(request, world.b.token);
    expect(response.status, response.text).toBe(404);
    expect(response.body.message).toBe('Project not found');
    expectNoLeak(response, keys, request);
  });

  const malformedCases = ROUTES.flatMap((route) =>
    route.slots.flatMap((slot) =>
      malformedValues(route, slot).map((value) => ({
        route,
        slot,
        value,
        shown: JSON.stringify(value),
      })),
    ),
  );
  it.each(malformedCases)('$route.name with a malformed $slot key $shown → 400', async (c) => {
    const keys = { ...keysOf(c.route), [c.slot]: c.value };
    const request = c.route.build(keys);
    const response = await send(request, world.b.token);
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `Invalid ${slotLabel(c.route, c.slot)} key`,
      code: 'invalidKey',
      params: { what: slotLabel(c.route, c.slot) },
    });
    expectNoLeak(response, keys, request);
  });

  it.each(ROUTES)('$name without a token → 401', async (route) => {
    const keys = keysOf(route);
    const request = route.build(keys);
    const response = await send(request, undefined);
    expect(response.status, response.text).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.authorizationMissing,
      code: 'authorizationMissing',
    });
  });

  /** A's own token with one character of its signature changed. */
  function tampered(token: string): string {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // Not the last character: its low bits are padding and may decode to the same bytes.
    const i = 5;
    const swapped = signature[i] === 'A' ? 'B' : 'A';
    return `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
  }

  it.each(ROUTES)('$name with a tampered token → 401', async (route) => {
    const keys = keysOf(route);
    const request = route.build(keys);
    const token = tampered(world.a.token);
    expect(token).not.toBe(world.a.token);
    const response = await send(request, token);
    expect(response.status, response.text).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid access token',
      code: 'invalidToken',
    });
    expectNoLeak(response, keys, request);
  });

  it('after every attempt, A reads everything back unchanged, thumbnails still served', async () => {
    expect(await snapshotOfA()).toEqual(world.before);
    expect(await imageHashes()).toEqual(world.imageHashes);
    // B's uploads stored nothing, not even for a moment that outlived the request.
    expect(blobFiles()).toHaveLength(world.blobCount);
    expect(world.blobCount).toBe(SERVED_ROUTES.length);
  });
});
