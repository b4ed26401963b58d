import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { MAX_SHARE_LINKS_PER_PROJECT, MESSAGES, messageCode } from 'shared-contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { FEATURES } from '../src/features/index.js';
import { SHARED_VIEWS_PER_IP } from '../src/routes/shared.js';
import {
  ApiClient,
  type ApiResponse,
  newFeature,
  newProject,
  newUser,
  pathKey,
  type SignedInUser,
  STRONG_PASSWORD,
} from './client.js';
import { DATABASE, SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';

/*
 * Read-only share links (issue H5): the owner's routes (create, list, revoke), the public
 * lookup a share page makes, and what must never leak: content to another user, a hint
 * to someone trying tokens, the token to the database or the log.
 */

type Item = Record<string, any> & { PK: string; SK: string };

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const routeOf = (type: string) => FEATURES.byType(type)!.route;
const orderOf = (type: string) => FEATURES.byType(type)!.editor.order;
const typeOfRoute = (route: string) => FEATURES.all.find((def) => def.route === route)!.type;
const wellFormedToken = () => randomBytes(32).toString('base64url');

/** What every link that does not work answers. */
const GONE = {
  statusCode: 404,
  error: 'Not Found',
  message: 'This link no longer works',
  ...messageCode('This link no longer works'),
};

function expectPrivateHeaders(response: ApiResponse) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

function expectGone(response: ApiResponse) {
  expect([response.status, response.body]).toEqual([404, GONE]);
  expectPrivateHeaders(response);
}

/** The owner's calls, as a client makes them. */
function owner(api: ApiClient, user: SignedInUser) {
  return {
    create: (projectSK: string, itemSK?: string | null) =>
      api.post('/api/share-links', {
        token: user.token,
        json: itemSK === undefined ? { projectSK } : { projectSK, itemSK },
      }),
    list: (projectSK: string) =>
      api.get(`/api/share-links?projectSK=${encodeURIComponent(projectSK)}`, {
        token: user.token,
      }),
    revoke: (id: string) => api.delete(`/api/share-links/${id}`, { token: user.token }),
    detail: (item: Item, type: string) =>
      api.get(`/api/${routeOf(type)}/${pathKey(item.PK)}/${pathKey(item.SK)}`, {
        token: user.token,
      }),
  };
}

/** A created link as the list shows it: no token, no page. */
const listed = ({ token: _token, path: _path, ...link }: Record<string, any>) => link;

describe.skipIf(SKIP)('share links', () => {
  const suite = serverForSuite();
  const open = (token: string) => suite.api.get(`/api/shared/${token}`);
  const linkRows = (where: { id?: string; project_id?: string }) => {
    let query = suite.server.db.kysely.selectFrom('share_links').selectAll();
    if (where.id) query = query.where('id', '=', where.id);
    if (where.project_id) query = query.where('project_id', '=', where.project_id);
    return query.execute();
  };

  it('creates an item link and a project link, lists them newest first, revokes one', async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, routeOf('uxPersona'), project.SK);

    const before = Date.now();
    // Keys in the `_` spelling of browser routes, as every route accepts them.
    const itemLink = await me.create(project.SK.replace('#', '_'), persona.SK.replace('#', '_'));
    expect(itemLink.status).toBe(201);
    const token = itemLink.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(itemLink.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      token,
      path: `/s/${token}`,
      projectSK: project.SK,
      itemSK: persona.SK,
      itemType: 'uxPersona',
      itemName: persona.name,
      createdAt: expect.any(Number),
      lastOpenedAt: null,
    });
    expect(itemLink.body.createdAt).toBeGreaterThanOrEqual(before);

    const projectLink = await me.create(project.SK, null);
    expect(projectLink.status).toBe(201);
    expect(projectLink.body).toMatchObject({
      projectSK: project.SK,
      itemSK: null,
      itemType: null,
      itemName: null,
      lastOpenedAt: null,
    });
    expect(projectLink.body.token).not.toBe(token);
    expect(projectLink.body.createdAt).toBeGreaterThan(itemLink.body.createdAt);

    const list = await me.list(project.SK.replace('#', '_'));
    expect([list.status, list.body]).toEqual([
      200,
      { links: [listed(projectLink.body), listed(itemLink.body)] },
    ]);
    expect(list.text).not.toContain(token);

    // A renamed item is listed under its name of now.
    await suite.api.patch(`/api/${routeOf('uxPersona')}`, {
      token: user.token,
      json: { ...(await me.detail(persona, 'uxPersona')).body, name: 'Maya, 34' },
    });
    const renamed = await me.list(project.SK);
    expect(renamed.body.links[1].itemName).toBe('Maya, 34');

    const revoked = await me.revoke(itemLink.body.id);
    expect([revoked.status, revoked.text]).toEqual([204, '']);
    expect((await me.list(project.SK)).body).toEqual({ links: [listed(projectLink.body)] });
    expectGone(await open(token));
    expect((await open(projectLink.body.token)).status).toBe(200);
    const again = await me.revoke(itemLink.body.id);
    expect([again.status, again.body.message]).toEqual([404, 'Share link not found']);
  });

  it("shows an item exactly as the item's own GET does, with its photo's signed URL", async () => {
    const user = await newUser(suite.api, `maya.lopez.${randomUUID()}@example.com`);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    await suite.api.patch('/api/projects', {
      token: user.token,
      json: { SK: project.SK, name: 'Checkout redesign', description: 'Mobile first' },
    });
    const persona = await newFeature(suite.api, user, routeOf('uxPersona'), project.SK);
    const photo = await uploadThumbnail(
      suite.api,
      user,
      routeOf('uxPersona'),
      persona,
      await jpegThumbnail('#aa3355'),
    );
    expect(photo.status).toBe(200);
    // Another item of the project, which an item link does not show.
    await newFeature(suite.api, user, routeOf('empathyMap'), project.SK);
    const link = (await me.create(project.SK, persona.SK)).body;

    const shared = await open(link.token);
    expect(shared.status).toBe(200);
    expectPrivateHeaders(shared);
    const detail = (await me.detail(persona, 'uxPersona')).body;
    expect(detail.thumbnailPath).toMatch(/^\/api\/images\//);
    expect(shared.body).toEqual({
      kind: 'item',
      sharedBy: user.email.slice(0, user.email.lastIndexOf('@')),
      project: { name: 'Checkout redesign', description: 'Mobile first' },
      items: [{ type: 'uxPersona', detail }],
      related: {},
    });
    expect(shared.text).not.toContain('@example.com');
    // A stranger's browser loads the photo from the URL it was given, without an account.
    const image = await suite.api.get(shared.body.items[0].detail.thumbnailPath);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it("shows a whole project: each item as its GET does, in the editors' order, oldest first", async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    // Made against the expected order (the last editor first, each type's newer item
    // first), with time between them, so only the rule can put them in order.
    const routes = [...FEATURES.all].reverse().map((def) => def.route);
    const made: { type: string; item: Item }[] = [];
    for (const route of [...routes, routeOf('uxPersona'), routeOf('empathyMap')]) {
      made.push({
        type: typeOfRoute(route),
        item: await newFeature(suite.api, user, route, project.SK),
      });
      await tick();
    }
    const link = (await me.create(project.SK)).body;

    const shared = await open(link.token);
    expect(shared.status).toBe(200);
    const expected = await Promise.all(
      made
        .sort((a, b) => orderOf(a.type) - orderOf(b.type) || a.item.CREATED_AT - b.item.CREATED_AT)
        .map(async ({ type, item }) => ({ type, detail: (await me.detail(item, type)).body })),
    );
    expect(shared.body).toEqual({
      kind: 'project',
      sharedBy: user.email.split('@')[0],
      project: { name: project.name, description: project.description },
      items: expected,
      // Default content names no other item.
      related: {},
    });
    expect(shared.body.items.map((i: { type: string }) => i.type)).toEqual(
      FEATURES.all.flatMap((def) =>
        ['uxPersona', 'empathyMap'].includes(def.type) ? [def.type, def.type] : [def.type],
      ),
    );
  });

  it('tells the viewers what the shown items refer to: an empathy map its persona', async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, routeOf('uxPersona'), project.SK);
    const photo = await uploadThumbnail(
      suite.api,
      user,
      routeOf('uxPersona'),
      persona,
      await jpegThumbnail('#3355aa'),
    );
    expect(photo.status).toBe(200);
    const map = await newFeature(suite.api, user, routeOf('empathyMap'), project.SK);
    const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, ...content } = map;
    const saved = await suite.api.patch(`/api/${routeOf('empathyMap')}`, {
      token: user.token,
      json: { ...content, projectSK: PK, empathyMapSK: SK, personaSK: persona.SK },
    });
    expect(saved.status).toBe(200);
    const personaNow = (await me.detail(persona, 'uxPersona')).body;

    // An item link to the map: the persona is not shown, but the map's viewer learns of it.
    const mapLink = await open((await me.create(project.SK, map.SK)).body.token);
    expect(mapLink.body.items.map((item: { type: string }) => item.type)).toEqual(['empathyMap']);
    expect(Object.keys(mapLink.body.related)).toEqual([persona.SK]);
    expect(mapLink.body.related[persona.SK]).toMatchObject({
      type: 'uxPersona',
      name: personaNow.name,
      thumbnailPath: expect.stringMatching(/^\/api\/images\//),
    });
    const image = await suite.api.get(mapLink.body.related[persona.SK].thumbnailPath);
    expect(image.status).toBe(200);
    // A link to the persona alone refers to nothing.
    expect((await open((await me.create(project.SK, persona.SK)).body.token)).body.related).toEqual(
      {},
    );
    // The project link shows both, and the same reference.
    const whole = await open((await me.create(project.SK)).body.token);
    expect(Object.keys(whole.body.related)).toEqual([persona.SK]);
  });

  it('notes when a link was last opened', async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    const link = (await me.create(project.SK)).body;
    const before = Date.now();
    expect((await open(link.token)).status).toBe(200);
    const after = Date.now();
    const [listedLink] = (await me.list(project.SK)).body.links;
    expect(listedLink.lastOpenedAt).toBeGreaterThanOrEqual(before);
    expect(listedLink.lastOpenedAt).toBeLessThanOrEqual(after);
    const [row] = await linkRows({ id: link.id });
    expect(Number(row!.last_opened_at)).toBe(listedLink.lastOpenedAt);
  });

  it("keeps links to their owner: another user cannot make, list or revoke someone's links", async () => {
    const alice = await newUser(suite.api);
    const bob = await newUser(suite.api);
    const project = await newProject(suite.api, alice);
    const persona = await newFeature(suite.api, alice, routeOf('uxPersona'), project.SK);
    const link = (await owner(suite.api, alice).create(project.SK, persona.SK)).body;
    const bobs = owner(suite.api, bob);
    const bobsProject = await newProject(suite.api, bob);

    for (const attempt of [
      await bobs.create(project.SK),
      await bobs.create(project.SK, persona.SK),
      await bobs.list(project.SK),
    ]) {
      expect([attempt.status, attempt.body.message]).toEqual([404, 'Project not found']);
    }
    // Alice's item named under Bob's own project: not in it.
    const foreignItem = await bobs.create(bobsProject.SK, persona.SK);
    expect([foreignItem.status, foreignItem.body.message]).toEqual([404, 'UX persona not found']);
    const revoke = await bobs.revoke(link.id);
    expect([revoke.status, revoke.body.message]).toEqual([404, 'Share link not found']);
    expect((await bobs.list(bobsProject.SK)).body).toEqual({ links: [] });

    expect((await open(link.token)).status).toBe(200);
    expect((await owner(suite.api, alice).list(project.SK)).body.links).toHaveLength(1);
    for (const anonymous of [
      await suite.api.post('/api/share-links', { json: { projectSK: project.SK } }),
      await suite.api.get(`/api/share-links?projectSK=${encodeURIComponent(project.SK)}`),
      await suite.api.delete(`/api/share-links/${link.id}`),
    ]) {
      expect(anonymous.status).toBe(401);
    }
  });

  it('refuses an item of another project, an unknown item and a malformed key', async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const [first, second] = [await newProject(suite.api, user), await newProject(suite.api, user)];
    const map = await newFeature(suite.api, user, routeOf('empathyMap'), second.SK);

    const elsewhere = await me.create(first.SK, map.SK);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, 'Empathy map not found']);
    const unknown = await me.create(first.SK, `UXPERS#${randomUUID()}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'UX persona not found']);
    const noSuchType = await me.create(first.SK, `NOSUCHTYPE#${randomUUID()}`);
    expect([noSuchType.status, noSuchType.body.message]).toEqual([404, 'Item not found']);
    for (const itemSK of ['UXPERS#not-a-uuid', 'persona', 42]) {
      const bad = await suite.api.post('/api/share-links', {
        token: user.token,
        json: { projectSK: first.SK, itemSK },
      });
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid item key']);
    }
    const badProject = await me.create('PROJECT#nope');
    expect([badProject.status, badProject.body.message]).toEqual([400, 'Invalid project key']);
    expect((await me.list(first.SK)).body).toEqual({ links: [] });
    expect(await linkRows({ project_id: first.SK.split('#')[1]! })).toEqual([]);
  });

  it(`stops at ${MAX_SHARE_LINKS_PER_PROJECT} links per project, made at once or not, until one is revoked`, async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    const other = await newProject(suite.api, user);
    const answers = await Promise.all(
      Array.from({ length: MAX_SHARE_LINKS_PER_PROJECT + 5 }, () => me.create(project.SK)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array(MAX_SHARE_LINKS_PER_PROJECT).fill(201),
      ...Array(5).fill(400),
    ]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(refused.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.maxShareLinks,
      code: 'maxShareLinks',
    });
    expect(MESSAGES.maxShareLinks).toContain(String(MAX_SHARE_LINKS_PER_PROJECT));
    const links = (await me.list(project.SK)).body.links as { id: string; createdAt: number }[];
    expect(links).toHaveLength(MAX_SHARE_LINKS_PER_PROJECT);
    // Newest first, strictly: links made in the same millisecond still have an order.
    for (let i = 1; i < links.length; i++) {
      expect(links[i]!.createdAt).toBeLessThan(links[i - 1]!.createdAt);
    }

    expect((await me.create(other.SK)).status).toBe(201);
    expect((await me.create(project.SK)).status).toBe(400);
    expect((await me.revoke(links[10]!.id)).status).toBe(204);
    expect((await me.create(project.SK)).status).toBe(201);
    expect((await me.create(project.SK)).status).toBe(400);
  });

  it('answers every link that does not work alike: unknown, malformed, revoked, deleted', async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    const doomed = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, routeOf('uxPersona'), project.SK);
    const revoked = (await me.create(project.SK)).body;
    await me.revoke(revoked.id);
    const ofDeletedItem = (await me.create(project.SK, persona.SK)).body;
    await suite.api.delete(
      `/api/${routeOf('uxPersona')}/${pathKey(persona.PK)}/${pathKey(persona.SK)}`,
      { token: user.token },
    );
    const ofDeletedProject = (await me.create(doomed.SK)).body;
    await suite.api.delete(`/api/projects/${pathKey(user.userPK)}/${pathKey(doomed.SK)}`, {
      token: user.token,
    });
    const working = (await me.create(project.SK)).body;

    // A hundred guesses, and two near misses of the working token.
    const swapped = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
    const wellFormed = [
      ...Array.from({ length: 100 }, wellFormedToken),
      `${working.token.slice(0, 42)}${working.token.endsWith('A') ? 'B' : 'A'}`,
      [...working.token].map(swapped).join(''),
    ];
    const malformed = [
      'x',
      working.token.slice(0, 42),
      `${working.token}A`,
      `${working.token.slice(0, 42)}=`,
      encodeURIComponent(`${working.token.slice(0, 40)}+/=`),
      encodeURIComponent('ü'.repeat(43)),
      '%00'.repeat(43),
      encodeURIComponent('../../projects'),
      `${working.token}%20`,
      // Past the router's parameter length, a further segment, no token at all.
      'a'.repeat(2000),
      `${working.token}/more`,
      '',
    ];
    const bodies = new Set<string>();
    for (const token of [
      ...wellFormed,
      ...malformed,
      revoked.token,
      ofDeletedItem.token,
      ofDeletedProject.token,
    ]) {
      const answer = await open(token);
      expectGone(answer);
      bodies.add(answer.text);
    }
    expect([...bodies]).toEqual([JSON.stringify(GONE)]);
    expect((await open(working.token)).status).toBe(200);
  });

  it('removes links with their item, their project and their account', async () => {
    const user = await newUser(suite.api);
    const me = owner(suite.api, user);
    const project = await newProject(suite.api, user);
    const projectId = project.SK.split('#')[1]!;
    const map = await newFeature(suite.api, user, routeOf('empathyMap'), project.SK);
    const mapLink = (await me.create(project.SK, map.SK)).body;
    const projectLink = (await me.create(project.SK)).body;

    await suite.api.delete(`/api/${routeOf('empathyMap')}/${pathKey(map.PK)}/${pathKey(map.SK)}`, {
      token: user.token,
    });
    expect((await linkRows({ project_id: projectId })).map((row) => row.id)).toEqual([
      projectLink.id,
    ]);
    expect((await me.list(project.SK)).body).toEqual({ links: [listed(projectLink)] });

    await suite.api.delete(`/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(await linkRows({ project_id: projectId })).toEqual([]);
    expectGone(await open(mapLink.token));
    expectGone(await open(projectLink.token));

    const kept = await newProject(suite.api, user);
    const keptLink = (await me.create(kept.SK)).body;
    const deleted = await suite.api.delete('/api/auth/delete-account', {
      token: user.token,
      json: { currentPassword: STRONG_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    expect(await linkRows({ id: keptLink.id })).toEqual([]);
    expectGone(await open(keptLink.token));
  });

  it('stores only the hash of the token', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, routeOf('uxPersona'), project.SK);
    const link = (await owner(suite.api, user).create(project.SK, persona.SK)).body;
    const [row] = await linkRows({ id: link.id });
    expect(row).toEqual({
      id: link.id,
      user_id: user.userPK.split('#')[1],
      project_id: project.SK.split('#')[1],
      item_id: persona.SK.split('#')[1],
      token_hash: createHash('sha256').update(link.token).digest('hex'),
      created_at: link.createdAt,
      last_opened_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('lists its routes in the OpenAPI document, the lookup without sign-in', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    const owned = spec.paths['/api/share-links/'];
    expect(Object.keys(owned).sort()).toEqual(['get', 'post']);
    expect(owned.post.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/share-links/{id}'].delete.security).toEqual([{ bearer: [] }]);
    const lookup = spec.paths['/api/shared/{token}'].get;
    expect(lookup.security).toBeUndefined();
    expect(Object.keys(lookup.responses).sort()).toEqual(['200', '404', '429']);
    expect(spec.components.schemas).toHaveProperty('SharedView');
    expect(spec.components.schemas).toHaveProperty('CreatedShareLink');
  });
});

describe.skipIf(SKIP)('share link lookups with rate limits on', () => {
  const suite = serverForSuite({ RATE_LIMITS: 'on' });
  let link: { token: string };

  beforeAll(async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    link = (await owner(suite.api, user).create(project.SK)).body;
  });

  it(`refuses the lookup after ${SHARED_VIEWS_PER_IP.max} a minute from one address, found or not`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SHARED_VIEWS_PER_IP.max; i++) {
      // A client cannot pick its address: without TRUST_PROXY the header is not believed.
      const token = i % 2 === 0 ? link.token : wellFormedToken();
      const answer = await suite.api.get(`/api/shared/${token}`, {
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200, 404]));
    for (const token of [link.token, wellFormedToken(), 'malformed']) {
      const refused = await suite.api.get(`/api/shared/${token}`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'tooManyRequests' });
      expect(refused.body.message).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds?\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expectPrivateHeaders(refused);
    }
  });
});

/**
 * The real app with its log read back: started here rather than by the harness, which
 * keeps its servers silent. Its own database, like the harness's.
 */
async function startLoggingServer(lines: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ux-share-log-'));
  const postgresUrl = DATABASE === 'postgres' ? inject('postgresUrl') : null;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'trace',
    RATE_LIMITS: 'off',
    JWT_SECRET: randomBytes(32).toString('hex'),
    STATIC_ROOT: path.join(dataDir, 'no-web-build'),
    ...(postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
  });
  const app: FastifyInstance = await buildApp(config, {
    logStream: { write: (line) => lines.push(line) },
  });
  return {
    app,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('server has no port');
      return new ApiClient(`http://127.0.0.1:${address.port}`);
    },
    async close() {
      await app.close();
      if (postgresUrl) {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(SKIP)('the log', () => {
  it('never holds a share token: request lines, not-found routes and error logs', async () => {
    const lines: string[] = [];
    const server = await startLoggingServer(lines);
    const failing = wellFormedToken();
    // A fault whose message quotes a share address, as an error from deep inside might.
    server.app.get('/api/test-failure', async () => {
      throw new Error(`could not open /api/shared/${failing}`);
    });
    try {
      const api = await server.listen();
      const user = await newUser(api);
      const project = await newProject(api, user);
      const persona = await newFeature(api, user, routeOf('uxPersona'), project.SK);
      const me = owner(api, user);
      const tokens = [
        (await me.create(project.SK)).body.token as string,
        (await me.create(project.SK, persona.SK)).body.token as string,
        wellFormedToken(),
        failing,
      ];
      for (const token of tokens) {
        await api.get(`/api/shared/${token}`);
        await api.get(`/api/shared/${token}?from=mail`);
        await api.get(`/s/${token}`);
        await api.get(`/api/shared/${token}/more`);
        await api.get(`//s//${token}`);
      }
      expect((await api.get('/api/test-failure')).status).toBe(500);
      await api.get(`/api/share-links?projectSK=${encodeURIComponent(project.SK)}`, {
        token: user.token,
      });

      const log = lines.join('');
      for (const token of tokens) expect(log).not.toContain(token);
      // The addresses were logged, redacted: the check above looked at real request lines.
      const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
      expect(urls).toEqual(
        expect.arrayContaining([
          '/api/shared/[token]',
          '/api/shared/[token]?from=mail',
          '/s/[token]',
          '/api/shared/[token]/more',
        ]),
      );
      const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
      expect(failure.err.message).toBe('could not open /api/shared/[token]');
      expect(failure.err.stack).toContain('/api/shared/[token]');
    } finally {
      await server.close();
    }
  });
});
