import fc from 'fast-check';
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
import { expectReadableError, withoutServerFields } from './property-support.js';
import { SERVED_ROUTES } from './served-features.js';

/*
 * Structurally weird JSON at every JSON route: arrays for objects, nulls, numbers as
 * strings and strings as numbers, extra fields, deep nesting, prototype-pollution keys,
 * anything JSON can say. The answer is never a 5xx; a refusal is a readable 4xx and
 * leaves the item it aimed at as it was.
 */

type Body = Record<string, unknown>;

interface Target {
  method: 'POST' | 'PATCH';
  path: string;
  /** A valid body to bend out of shape. */
  base: Body;
  /** The item a refused request must leave alone. */
  item?: () => string;
}

/** Text sent as it is: not all of it is JSON, and what is would not survive JSON.stringify. */
function rawBodies(base: Body): fc.Arbitrary<string> {
  const json = JSON.stringify(base);
  const inner = json.slice(1, -1);
  return fc.oneof(
    fc
      .integer({ min: 1, max: 20_000 })
      .map((depth) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}${inner ? `,${inner}` : ''}}`),
    fc
      .integer({ min: 1, max: 5_000 })
      .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc.constantFrom(
      `{"__proto__":{"isAdmin":true}${inner ? `,${inner}` : ''}}`,
      `{"constructor":{"prototype":{"isAdmin":true}}${inner ? `,${inner}` : ''}}`,
      `{${inner ? `${inner},` : ''}"__proto__":null}`,
      `[${json}]`,
      `${json}${json}`,
      `${json.slice(0, -1)},}`,
      'NaN',
      'null',
      '"text"',
      '12',
      '',
      '\u0000',
      '{"a":1e400}',
      '{"a":-0}',
      '{"a":"\\ud800"}',
    ),
  );
}

/** Bodies of every JSON type, and the valid body bent one way or another. */
function weirdValues(base: Body): fc.Arbitrary<unknown> {
  const fields = Object.keys(base);
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('a');
  const flip = (value: unknown): unknown => {
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
    if (typeof value === 'string') return value.length;
    if (typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [i, v]));
    if (value && typeof value === 'object') return Object.values(value);
    return value;
  };
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant([base]),
    fc.constant(Object.fromEntries(fields.map((key) => [key, null]))),
    fc.constant(Object.fromEntries(Object.entries(base).map(([key, value]) => [key, flip(value)]))),
    fc
      .tuple(field, fc.jsonValue({ maxDepth: 2 }))
      .map(([key, value]) => ({ ...base, [key]: value })),
    fc
      .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
      .map((extra) => ({ ...extra, ...base })),
    fc.tuple(field, fc.integer({ min: 1, max: 50 })).map(([key, depth]) => {
      let nested: unknown = base[key];
      for (let i = 0; i < depth; i++) nested = { [key]: nested };
      return { ...base, [key]: nested };
    }),
  );
}

/** Generated requests per route on average (fast-check picks the route of each at random). */
const RUNS_PER_TARGET = 5;

describe.skipIf(SKIP)('structurally weird JSON: never a 5xx', () => {
  const suite = serverForSuite();
  const world = {} as {
    user: SignedInUser;
    project: { PK: string; SK: string };
    items: Record<string, { PK: string; SK: string }>;
  };
  const itemPath = (route: string) => {
    const item = world.items[route]!;
    return `/api/${route}/${pathKey(item.PK)}/${pathKey(item.SK)}`;
  };
  const projectPath = () =>
    `/api/projects/${pathKey(world.project.PK)}/${pathKey(world.project.SK)}`;

  async function read(path: string): Promise<Body> {
    const response = await suite.api.get(path, { token: world.user.token });
    expect(response.status, response.text).toBe(200);
    return withoutServerFields(response.body);
  }

  beforeAll(async () => {
    world.user = await newUser(suite.api);
    world.project = await newProject(suite.api, world.user);
    world.items = {};
    for (const route of SERVED_ROUTES) {
      world.items[route] = await newFeature(suite.api, world.user, route, world.project.SK);
    }
  });

  const targets = async (): Promise<Target[]> => [
    ...(await Promise.all(
      SERVED_ROUTES.map(
        async (route): Promise<Target> => ({
          method: 'PATCH',
          path: `/api/${route}`,
          base: await read(itemPath(route)),
          item: () => itemPath(route),
        }),
      ),
    )),
    ...SERVED_ROUTES.map(
      (route): Target => ({
        method: 'POST',
        path: `/api/${route}`,
        base: { projectSK: world.project.SK },
      }),
    ),
    {
      method: 'PATCH',
      path: '/api/projects',
      base: { SK: world.project.SK, name: 'Weird', description: '' },
      item: projectPath,
    },
    { method: 'POST', path: '/api/projects', base: {} },
    {
      method: 'POST',
      path: '/api/auth/sign-up',
      base: { username: 'w@example.com', password: STRONG_PASSWORD },
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in',
      base: { username: world.user.email, password: 'Wr0ng-pass' },
    },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      base: { username: 'nobody@example.com' },
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      base: { userPK: world.user.userPK, resetPasswordToken: 'x', newPassword: STRONG_PASSWORD },
    },
    { method: 'POST', path: '/api/auth/change-password', base: { newPassword: STRONG_PASSWORD } },
    { method: 'POST', path: '/api/auth/revoke-token', base: {} },
    { method: 'POST', path: '/api/auth/refresh-tokens', base: {} },
  ];

  it('every JSON route answers a readable 4xx or a success, and a refusal changes nothing', async () => {
    const all = await targets();
    const requests = fc.constantFrom(...all).chain((target) =>
      fc.tuple(
        fc.constant(target),
        fc.oneof(
          rawBodies(target.base),
          weirdValues(target.base).map((value) => JSON.stringify(value) ?? ''),
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ([target, body]) => {
        const before = target.item ? await read(target.item()) : undefined;
        const response: ApiResponse = await suite.api.call(target.method, target.path, {
          token: world.user.token,
          body,
          headers: { 'content-type': 'application/json' },
        });
        const got = `${target.method} ${target.path}: ${response.text.slice(0, 300)}`;
        expect(response.status, got).toBeLessThan(500);
        if (response.status < 400) return;
        expectReadableError(response);
        if (target.item) expect(await read(target.item())).toEqual(before);
      }),
      // Runs grow with the routes, so each editor type served gets as many as before.
      { numRuns: RUNS_PER_TARGET * all.length },
    );
    const health = await suite.api.get('/api/health');
    expect(health.status).toBe(200);
  });
});
