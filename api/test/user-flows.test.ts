import { randomBytes, randomUUID } from 'node:crypto';
import { FEATURE_NAME_MAX_LENGTH, MESSAGES } from 'shared-contracts';
import {
  USER_FLOW_LIMITS,
  USER_FLOW_MESSAGES,
  USER_FLOW_NODE_KINDS,
  USER_FLOW_ROUTES,
  type UserFlowConnector,
  type UserFlowContent,
  type UserFlowNode,
} from 'shared-contracts/editors/user-flow/schema';
import { describe, expect, it } from 'vitest';
import { newFeature, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import { expectReadableError } from './property-support.js';

/*
 * What the user flow resource (issue H3) adds to the conventions every feature shares:
 * a new flow's start and end, a whole flow at its limits (nodes, connectors, groups,
 * actors, pictures) kept exactly, each of its limits and rules refused with its message
 * and nothing of it stored, its thumbnail on the project and its place in the OpenAPI
 * document.
 */

type Item = Record<string, any> & { PK: string; SK: string };
type Flow = UserFlowContent & Item;

/** The PATCH body of an item: its detail without the server-made fields. */
const bodyOf = ({ PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, version, ...body }: Item) => body;

/** Text of exactly `length` characters, starting with something to tell it apart. */
const textOf = (start: string, length: number) => start.padEnd(length, 'ü').slice(0, length);

/** A picture as the editor keeps one: a JPEG data URL of exactly `length` characters. */
async function pictureOf(length: number, color: string) {
  const prefix = 'data:image/jpeg;base64,';
  // A real JPEG, then bytes after its end (as some encoders leave), to the length.
  const bytes = Buffer.concat([await jpegThumbnail(color), randomBytes(length)]);
  return (prefix + bytes.toString('base64')).slice(0, length);
}

/**
 * A flow at every limit: the most nodes (every kind, twenty screens with the longest
 * pictures and a sitemap page each), connectors, groups and actors, every text at its
 * length, ids at theirs, nodes at the plane's edges and between whole numbers.
 */
async function fullFlow(flow: Item, sitemap: Item, personas: Item[]): Promise<Flow> {
  const max = USER_FLOW_LIMITS.maxCoordinate;
  const places = [-max, max, 0, 12.5, -99_999.75, 0.1 + 0.2];
  const groups = Array.from({ length: USER_FLOW_LIMITS.maxGroups }, (_, i) => ({
    id: `group-${i}-`.padEnd(USER_FLOW_LIMITS.idMaxLength, '0'),
    label: textOf(`Group ${i} ✓ `, USER_FLOW_LIMITS.labelMaxLength),
  }));
  const others = USER_FLOW_NODE_KINDS.filter((kind) => kind !== 'screen');
  const nodes: UserFlowNode[] = [];
  for (let i = 0; i < USER_FLOW_LIMITS.maxNodes; i++) {
    const pictured = i < USER_FLOW_LIMITS.maxPictures;
    // The pictured screens first, then every kind in turn (screens without a picture too).
    const kind = pictured ? 'screen' : [...others, 'screen' as const][i % (others.length + 1)]!;
    const node: UserFlowNode = {
      id: i % 7 === 0 ? `node-${i}-`.padEnd(USER_FLOW_LIMITS.idMaxLength, 'n') : randomUUID(),
      kind,
      x: places[i % places.length]!,
      y: places[(i + 1) % places.length]!,
      label: textOf(
        `${kind} ${i} — `,
        kind === 'note' ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength,
      ),
      picture: pictured
        ? await pictureOf(
            USER_FLOW_LIMITS.pictureMaxLength,
            `#${(i * 12).toString(16).padStart(6, '3')}`,
          )
        : null,
      page:
        kind === 'screen'
          ? {
              sitemapSK: sitemap.SK,
              pageId:
                i === 0
                  ? sitemap.root.id
                  : `page-${i}`.padEnd(USER_FLOW_LIMITS.pageIdMaxLength, 'p'),
              title: textOf(`Page ${i} `, USER_FLOW_LIMITS.labelMaxLength),
            }
          : null,
      group: i % 3 === 0 ? null : groups[i % groups.length]!.id,
    };
    nodes.push(node);
  }
  const ids = nodes.map((node) => node.id);
  const connectors: UserFlowConnector[] = Array.from(
    { length: USER_FLOW_LIMITS.maxConnectors },
    (_, i) => ({
      id: randomUUID(),
      from: ids[i % ids.length]!,
      // Each node to the next, then to the one after: no loop, some pairs both ways.
      to: ids[(i + 1 + Math.floor(i / ids.length)) % ids.length]!,
      label: i % 2 ? textOf(`Branch ${i} `, USER_FLOW_LIMITS.labelMaxLength) : '',
      route: USER_FLOW_ROUTES[i % USER_FLOW_ROUTES.length]!,
    }),
  );
  return {
    ...bodyOf(flow),
    name: textOf('Nurse swaps a night shift — ünïcödé ✓ ', FEATURE_NAME_MAX_LENGTH),
    actors: personas.map((persona) => ({ personaSK: persona.SK, name: persona.name })),
    snapToGrid: false,
    nodes,
    connectors,
    groups,
  } as Flow;
}

describe.skipIf(SKIP)('user flows', () => {
  const suite = serverForSuite();
  const itemPath = (item: Item) => `/api/user-flows/${pathKey(item.PK)}/${pathKey(item.SK)}`;
  const read = async (user: SignedInUser, item: Item) =>
    (await suite.api.get(itemPath(item), { token: user.token })).body;
  const save = (user: SignedInUser, json: unknown) =>
    suite.api.patch('/api/user-flows', { token: user.token, json });
  const listOf = async (user: SignedInUser, project: Item) =>
    (await suite.api.get(`/api/user-flows/${pathKey(project.SK)}`, { token: user.token })).body;

  /** A project with a user flow, and a sitemap the flow's screens can stand for. */
  async function flowIn(user: SignedInUser) {
    const project = await newProject(suite.api, user);
    const flow = await newFeature(suite.api, user, 'user-flows', project.SK);
    const sitemap = await newFeature(suite.api, user, 'sitemaps', project.SK);
    return { project, flow, sitemap };
  }

  /** A flow saved at every limit (version 2), with the personas it names, and its content. */
  async function savedFullFlow(user: SignedInUser) {
    const world = await flowIn(user);
    const personas: Item[] = [];
    for (let i = 0; i < USER_FLOW_LIMITS.maxActors; i++) {
      personas.push(await newFeature(suite.api, user, 'ux-personas', world.project.SK));
    }
    const full = await fullFlow(world.flow, world.sitemap, personas);
    const saved = await save(user, { ...full, version: 1 });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    return { ...world, personas, full, saved: saved.body as Item };
  }

  it('starts as a start joined to an end, and is read, listed, renamed and deleted', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const created = await newFeature(suite.api, user, 'user-flows', project.SK);
    expect(created).toMatchObject({
      PK: project.SK,
      SK: expect.stringMatching(/^USERFLOW#[0-9a-f-]{36}$/),
      projectSK: project.SK,
      name: 'User flow',
      actors: [],
      snapToGrid: true,
      groups: [],
      thumbnailPath: null,
      version: 1,
    });
    expect(created.userFlowSK).toBe(created.SK);
    const empty = { picture: null, page: null, group: null };
    expect(created.nodes).toEqual([
      { id: expect.any(String), kind: 'start', x: 0, y: 0, label: 'Start', ...empty },
      { id: expect.any(String), kind: 'end', x: 240, y: 0, label: 'End', ...empty },
    ]);
    const [start, end] = created.nodes as UserFlowNode[];
    expect(start!.id).not.toBe(end!.id);
    expect(created.connectors).toEqual([
      { id: expect.any(String), from: start!.id, to: end!.id, label: '', route: 'straight' },
    ]);

    const got = await suite.api.get(itemPath(created), { token: user.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
    expect(await listOf(user, project)).toEqual([
      {
        PK: project.SK,
        SK: created.SK,
        name: 'User flow',
        UPDATED_AT: created.UPDATED_AT,
        CREATED_AT: created.CREATED_AT,
        thumbnailPath: null,
      },
    ]);

    // A step added and the flow renamed, from the copy it was read as.
    const edited = structuredClone(bodyOf(created)) as Flow;
    edited.name = 'Sign up';
    const step = { ...edited.nodes[1]!, id: randomUUID(), kind: 'screen' as const, label: 'Form' };
    edited.nodes.push(step);
    edited.connectors.push({
      id: randomUUID(),
      from: end!.id,
      to: step.id,
      label: 'Yes',
      route: 'elbow',
    });
    const saved = await save(user, { ...edited, version: 1 });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(bodyOf(saved.body)).toEqual(edited);
    expect(await read(user, created)).toEqual(saved.body);
    expect(await listOf(user, project)).toEqual([
      expect.objectContaining({ SK: created.SK, name: 'Sign up' }),
    ]);

    // A save from the first copy is refused: the flow has changed since.
    const stale = await save(user, { ...bodyOf(created), version: 1 });
    expect(stale.status).toBe(409);
    expect(await read(user, created)).toEqual(saved.body);

    expect((await suite.api.delete(itemPath(created), { token: user.token })).status).toBe(204);
    expectReadableError(await suite.api.get(itemPath(created), { token: user.token }), 404);
    expect(await listOf(user, project)).toEqual([]);
  });

  it('keeps a whole flow at every limit exactly, and lists it by its new name', async () => {
    const user = await newUser(suite.api);
    const { project, flow, full, saved } = await savedFullFlow(user);
    // The largest flow fits in a request with room to spare (the API takes 4 MiB of JSON).
    expect(Buffer.byteLength(JSON.stringify(full))).toBeLessThan(4 * 1024 * 1024);
    expect(saved.version).toBe(2);
    expect(bodyOf(saved)).toEqual(full);
    const got = await read(user, flow);
    expect(got).toEqual(saved);
    expect(got.nodes).toHaveLength(USER_FLOW_LIMITS.maxNodes);
    expect(got.connectors).toHaveLength(USER_FLOW_LIMITS.maxConnectors);
    expect(got.groups).toHaveLength(USER_FLOW_LIMITS.maxGroups);
    expect(got.actors).toHaveLength(USER_FLOW_LIMITS.maxActors);
    expect(got.nodes.filter((node: UserFlowNode) => node.picture)).toHaveLength(
      USER_FLOW_LIMITS.maxPictures,
    );
    // In the order the editor saved them, ids and numbers as they were.
    expect(got.nodes.map((node: UserFlowNode) => node.id)).toEqual(full.nodes.map((n) => n.id));
    expect(got.nodes.map((node: UserFlowNode) => [node.x, node.y])).toEqual(
      full.nodes.map((n) => [n.x, n.y]),
    );

    expect(await listOf(user, project)).toEqual([
      expect.objectContaining({ SK: flow.SK, name: full.name }),
    ]);
  });

  it('is left as it was when a persona it names or the sitemap it links to is deleted', async () => {
    const user = await newUser(suite.api);
    const { project, flow, sitemap, personas, saved } = await savedFullFlow(user);
    const persona = personas[0]!;
    const removed = await suite.api.delete(
      `/api/ux-personas/${pathKey(project.SK)}/${pathKey(persona.SK)}`,
      { token: user.token },
    );
    expect(removed.status).toBe(204);
    const gone = await suite.api.delete(
      `/api/sitemaps/${pathKey(project.SK)}/${pathKey(sitemap.SK)}`,
      { token: user.token },
    );
    expect(gone.status).toBe(204);
    // The actor keeps its name and the screens their page titles: the editor shows them
    // as removed. Nothing of the flow changed, its version neither.
    expect(await read(user, flow)).toEqual(saved);
  });

  it('keeps optional parts left out as left out, and a screen without picture or page', async () => {
    const user = await newUser(suite.api);
    const { flow } = await flowIn(user);
    const body = structuredClone(bodyOf(flow)) as Flow;
    body.nodes.push({ id: 'bare', kind: 'screen', x: 20, y: 40, label: '' });
    body.connectors.push({
      id: 'c',
      from: 'bare',
      to: body.nodes[0]!.id,
      label: '',
      route: 'elbow',
    });
    const saved = await save(user, body);
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect(bodyOf(saved.body)).toEqual(body);
    expect(await read(user, flow)).toEqual(saved.body);
  });

  const node = (kind: UserFlowNode['kind'], extra: Partial<UserFlowNode> = {}): UserFlowNode => ({
    id: randomUUID(),
    kind,
    x: 0,
    y: 0,
    label: kind,
    picture: null,
    page: null,
    group: null,
    ...extra,
  });
  const nodeOf = (content: UserFlowContent, kind: UserFlowNode['kind']) =>
    content.nodes.find((n) => n.kind === kind && !n.picture)!;
  const SMALL_PICTURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';
  const REFUSALS: [string, (content: UserFlowContent) => void, string][] = [
    ['a 501st node', (c) => c.nodes.push(node('action')), USER_FLOW_MESSAGES.maxNodes],
    [
      'a 1,001st connector',
      (c) =>
        c.connectors.push({
          id: randomUUID(),
          from: c.nodes[0]!.id,
          to: c.nodes[1]!.id,
          label: '',
          route: 'straight',
        }),
      USER_FLOW_MESSAGES.maxConnectors,
    ],
    ['a 51st group', (c) => c.groups.push({ id: 'g51', label: '' }), USER_FLOW_MESSAGES.maxGroups],
    [
      'an 11th actor',
      (c) => c.actors.push({ personaSK: `UXPERS#${randomUUID()}`, name: 'One more' }),
      USER_FLOW_MESSAGES.maxActors,
    ],
    [
      'a screen label of 101 characters',
      (c) => (nodeOf(c, 'screen').label = 'x'.repeat(USER_FLOW_LIMITS.labelMaxLength + 1)),
      MESSAGES.tooLong('Label', USER_FLOW_LIMITS.labelMaxLength),
    ],
    [
      'a decision label of 101 characters',
      (c) => (nodeOf(c, 'decision').label = 'x'.repeat(USER_FLOW_LIMITS.labelMaxLength + 1)),
      MESSAGES.tooLong('Label', USER_FLOW_LIMITS.labelMaxLength),
    ],
    [
      'a note of 301 characters',
      (c) => (nodeOf(c, 'note').label = 'x'.repeat(USER_FLOW_LIMITS.noteMaxLength + 1)),
      MESSAGES.tooLong('Label', USER_FLOW_LIMITS.noteMaxLength),
    ],
    [
      'a connector label of 101 characters',
      (c) => (c.connectors[3]!.label = 'x'.repeat(USER_FLOW_LIMITS.labelMaxLength + 1)),
      MESSAGES.tooLong('Connector label', USER_FLOW_LIMITS.labelMaxLength),
    ],
    [
      'a group name of 101 characters',
      (c) => (c.groups[0]!.label = 'x'.repeat(USER_FLOW_LIMITS.labelMaxLength + 1)),
      MESSAGES.tooLong('Group name', USER_FLOW_LIMITS.labelMaxLength),
    ],
    [
      'a node past 100,000 to the right',
      (c) => (c.nodes[5]!.x = USER_FLOW_LIMITS.maxCoordinate + 1),
      USER_FLOW_MESSAGES.coordinate,
    ],
    [
      'a node past -100,000 upwards',
      (c) => (c.nodes[5]!.y = -USER_FLOW_LIMITS.maxCoordinate - 0.5),
      USER_FLOW_MESSAGES.coordinate,
    ],
    [
      'a place that is no number (NaN as JSON sends it)',
      (c) => (c.nodes[5]!.x = null as never),
      USER_FLOW_MESSAGES.coordinate,
    ],
    [
      'a place written as text',
      (c) => (c.nodes[5]!.y = '10' as never),
      USER_FLOW_MESSAGES.coordinate,
    ],
    [
      'an unknown kind of node',
      (c) => (c.nodes[5]!.kind = 'image' as never),
      USER_FLOW_MESSAGES.nodeKind,
    ],
    [
      'an unknown route',
      (c) => (c.connectors[0]!.route = 'curved' as never),
      USER_FLOW_MESSAGES.route,
    ],
    [
      'a picture that is a link, not a data URL',
      (c) => (c.nodes[0]!.picture = 'https://example.com/screen.jpg'),
      USER_FLOW_MESSAGES.picture,
    ],
    [
      'a GIF picture',
      (c) => (c.nodes[0]!.picture = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='),
      USER_FLOW_MESSAGES.picture,
    ],
    [
      'a picture one character too long',
      (c) => (c.nodes[0]!.picture = `${c.nodes[0]!.picture}A`),
      USER_FLOW_MESSAGES.picture,
    ],
    [
      'a picture on an action',
      (c) => (nodeOf(c, 'action').picture = SMALL_PICTURE),
      USER_FLOW_MESSAGES.pictureKind,
    ],
    [
      'a 21st picture',
      (c) => (nodeOf(c, 'screen').picture = SMALL_PICTURE),
      USER_FLOW_MESSAGES.maxPictures,
    ],
    [
      'a sitemap page on a decision',
      (c) => (nodeOf(c, 'decision').page = structuredClone(c.nodes[0]!.page)),
      USER_FLOW_MESSAGES.pageKind,
    ],
    [
      'a connector to a node not in the flow',
      (c) => (c.connectors[7]!.to = randomUUID()),
      USER_FLOW_MESSAGES.connectorEnds,
    ],
    [
      'a connector from a group',
      (c) => (c.connectors[7]!.from = c.groups[0]!.id),
      USER_FLOW_MESSAGES.connectorEnds,
    ],
    [
      'a connector from a node to itself',
      (c) => (c.connectors[9]!.to = c.connectors[9]!.from),
      USER_FLOW_MESSAGES.connectorLoop,
    ],
    [
      'a node in a group not in the flow',
      (c) => (c.nodes[4]!.group = 'no-such-group'),
      USER_FLOW_MESSAGES.unknownGroup,
    ],
    ['two nodes with one id', (c) => (c.nodes[2]!.id = c.nodes[1]!.id), MESSAGES.duplicateId],
    [
      "a connector with a node's id",
      (c) => (c.connectors[0]!.id = c.nodes[8]!.id),
      MESSAGES.duplicateId,
    ],
    [
      "a group with a connector's id",
      (c) => (c.groups[1]!.id = c.connectors[1]!.id),
      MESSAGES.duplicateId,
    ],
    [
      'the same persona twice',
      (c) => (c.actors[1]!.personaSK = c.actors[0]!.personaSK),
      USER_FLOW_MESSAGES.duplicateActor,
    ],
  ];

  it('refuses each broken limit with its message, and stores nothing of it', async () => {
    const user = await newUser(suite.api);
    const { flow, full } = await savedFullFlow(user);
    const before = await read(user, flow);
    for (const [what, change, message] of REFUSALS) {
      const broken = structuredClone(full);
      change(broken);
      const refused = await save(user, { ...broken, version: 2 });
      expectReadableError(refused, 400);
      expect(refused.body.message, what).toBe(message);
    }
    // JSON has no NaN, but it has numbers too large for a double: they read as Infinity.
    const raw = JSON.stringify({ ...full, version: 2 }).replace(
      `"x":${full.nodes[5]!.x},`,
      '"x":1e999,',
    );
    expect(raw).toContain('1e999');
    const infinite = await suite.api.patch('/api/user-flows', {
      token: user.token,
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expectReadableError(infinite, 400);
    expect(infinite.body.message).toBe(USER_FLOW_MESSAGES.coordinate);

    const after = await read(user, flow);
    expect(after.version).toBe(2);
    expect(after).toEqual(before);
  });

  it('refuses a broken new flow without a version too, and keeps it as it was', async () => {
    const user = await newUser(suite.api);
    const { flow } = await flowIn(user);
    const loop = structuredClone(bodyOf(flow)) as Flow;
    loop.connectors[0]!.to = loop.connectors[0]!.from;
    const refused = await save(user, loop);
    expectReadableError(refused, 400);
    expect(refused.body.message).toBe(USER_FLOW_MESSAGES.connectorLoop);
    expect(await read(user, flow)).toEqual(flow);
  });

  it("shows its latest thumbnail in the project's thumbnails map, under userFlow", async () => {
    const user = await newUser(suite.api);
    const { project, flow } = await flowIn(user);
    const projectPath = `/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`;
    const before = await suite.api.get(projectPath, { token: user.token });
    expect(before.body.thumbnails).toHaveProperty('userFlow', null);

    const upload = await uploadThumbnail(
      suite.api,
      user,
      'user-flows',
      flow,
      await jpegThumbnail(),
    );
    expect(upload.status).toBe(200);
    const shown = await suite.api.get(projectPath, { token: user.token });
    expect(shown.body.thumbnails.userFlow).toBe(upload.body.thumbnailPath);
    // The project's named thumbnail fields are the spec's first types' only.
    expect(shown.body).not.toHaveProperty('userFlowThumbnailPath');
    expect((await read(user, flow)).thumbnailPath).toBe(upload.body.thumbnailPath);

    expect((await suite.api.delete(itemPath(flow), { token: user.token })).status).toBe(204);
    expect((await suite.api.get(upload.body.thumbnailPath)).status).toBe(404);
    const [after] = (await suite.api.get('/api/projects', { token: user.token })).body;
    expect(after.thumbnails.userFlow).toBeNull();
  });

  it('is in the OpenAPI document, with its schemas', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/user-flows/',
        '/api/user-flows/{projectPK}',
        '/api/user-flows/{PK}/{SK}',
        '/api/user-flows/upload-thumbnail',
      ]),
    );
    expect(spec.components.schemas).toHaveProperty('UserFlow');
    expect(spec.components.schemas).toHaveProperty('UserFlowNode');
    expect(spec.components.schemas).toHaveProperty('UserFlowConnector');
    const patch = JSON.stringify(spec.paths['/api/user-flows/'].patch);
    expect(patch).toContain('maxLength');
    expect(patch).toContain('"maxItems":500');
  });

  it('answers 401 to every route without a token', async () => {
    const user = await newUser(suite.api);
    const { project, flow } = await flowIn(user);
    const form = new FormData();
    form.set('PK', flow.PK);
    form.set('SK', flow.SK);
    const requests = [
      suite.api.post('/api/user-flows', { json: { projectSK: project.SK } }),
      suite.api.get(`/api/user-flows/${pathKey(project.SK)}`),
      suite.api.get(itemPath(flow)),
      suite.api.patch('/api/user-flows', { json: bodyOf(flow) }),
      suite.api.delete(itemPath(flow)),
      suite.api.post('/api/user-flows/upload-thumbnail', { body: form }),
    ];
    for (const response of await Promise.all(requests)) {
      expectReadableError(response, 401);
      expect(response.body.message).toBe(MESSAGES.authorizationMissing);
    }
    expect(await read(user, flow)).toEqual(flow);
  });

  it("answers another user's flow with a 404, and leaves it as it was", async () => {
    const owner = await newUser(suite.api);
    const other = await newUser(suite.api);
    const { project, flow } = await flowIn(owner);
    const otherFlow = await newFeature(
      suite.api,
      other,
      'user-flows',
      (await newProject(suite.api, other)).SK,
    );
    const asOther = { token: other.token };
    const notFound = MESSAGES.notFound('User flow');
    const renamed = { ...bodyOf(flow), name: 'Taken over' };
    const requests: [() => ReturnType<typeof suite.api.get>, string][] = [
      [() => suite.api.get(itemPath(flow), asOther), notFound],
      [() => suite.api.patch('/api/user-flows', { ...asOther, json: renamed }), notFound],
      // Its own flow's key under the owner's project: that pair names no flow of theirs.
      [
        () =>
          suite.api.patch('/api/user-flows', {
            ...asOther,
            json: { ...bodyOf(otherFlow), projectSK: project.SK },
          }),
        notFound,
      ],
      [() => suite.api.delete(itemPath(flow), asOther), notFound],
      [
        () => suite.api.get(`/api/user-flows/${pathKey(project.SK)}`, asOther),
        MESSAGES.notFound('Project'),
      ],
      [
        () => suite.api.post('/api/user-flows', { ...asOther, json: { projectSK: project.SK } }),
        MESSAGES.notFound('Project'),
      ],
    ];
    for (const [request, message] of requests) {
      const response = await request();
      expectReadableError(response, 404);
      expect(response.body.message).toBe(message);
    }
    expect(await read(owner, flow)).toEqual(flow);
    expect((await listOf(owner, project)).map((item: Item) => item.SK)).toEqual([flow.SK]);
  });
});
