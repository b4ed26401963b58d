import { randomUUID } from 'node:crypto';
import { FEATURE_NAME_MAX_LENGTH, MESSAGES } from 'shared-contracts';
import {
  JOURNEY_CHANNELS,
  JOURNEY_LIMITS,
  JOURNEY_MESSAGES,
  JOURNEY_STANDARD_LANES,
  type JourneyCell,
  type JourneyLane,
  type JourneyMapContent,
  type JourneyStage,
} from 'shared-contracts/editors/journey-map/schema';
import { describe, expect, it } from 'vitest';
import { newFeature, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import { expectReadableError } from './property-support.js';

/*
 * What the journey map resource (issue H4) adds to the conventions every feature shares:
 * a new map's stages and lanes, a whole grid at its limits kept exactly, each of its
 * shape rules refused with its message, the persona it follows (checked on save, cleared
 * when the persona goes while its name stays), its thumbnail on the project and its
 * place in the OpenAPI document.
 */

type Item = Record<string, any> & { PK: string; SK: string };

/** The PATCH body of an item: its detail without the server-made fields. */
const bodyOf = ({ PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, version, ...body }: Item) => body;

/** Text of exactly `length` characters, starting with something to tell it apart. */
const textOf = (start: string, length: number) => start.padEnd(length, 'ü').slice(0, length);

/** The cells of a lane of `kind`, one per stage, each at the length limit. */
function cellsFor(
  kind: JourneyLane['kind'],
  stageCount: number,
  empathyMap: Item,
  laneIndex: number,
): JourneyCell[] {
  return Array.from({ length: stageCount }, (_, stage) => {
    const text = textOf(`Lane ${laneIndex}, stage ${stage} ✓ `, JOURNEY_LIMITS.cellMaxLength);
    if (kind === 'touchpoints') {
      const channels = [...JOURNEY_CHANNELS, null];
      return { text, channel: channels[stage % channels.length] };
    }
    if (kind === 'painPoints') {
      return {
        text,
        sources: Array.from({ length: JOURNEY_LIMITS.maxSourcesPerCell }, (_, i) => ({
          empathyMapSK: empathyMap.SK,
          name: textOf(`Pain ${i} `, FEATURE_NAME_MAX_LENGTH),
        })),
      };
    }
    return { text };
  });
}

/**
 * A map at every limit: the most stages, every standard lane and the most custom ones,
 * texts at their lengths, every channel, pain points naming an empathy map of the project,
 * and both curves using the whole score range.
 */
function fullMap(map: Item, empathyMap: Item, persona: Item): JourneyMapContent & Item {
  const scores = [-2, -1, 0, 1, 2];
  const stages: JourneyStage[] = Array.from({ length: JOURNEY_LIMITS.maxStages }, (_, i) => ({
    id: randomUUID(),
    name: textOf(`Stage ${i} `, JOURNEY_LIMITS.stageNameMaxLength),
    score: scores[i % scores.length]!,
    toBeScore: scores[(i + 2) % scores.length]!,
  }));
  const kinds: JourneyLane['kind'][] = [
    ...JOURNEY_STANDARD_LANES,
    ...Array.from({ length: JOURNEY_LIMITS.maxCustomLanes }, () => 'custom' as const),
  ];
  // Saved in an order of the editor's making: a custom lane between the standard ones.
  kinds.splice(2, 0, kinds.pop()!);
  const lanes: JourneyLane[] = kinds.map((kind, i) => ({
    id: randomUUID(),
    kind,
    name: kind === 'custom' ? textOf(`Lane ${i} `, JOURNEY_LIMITS.laneNameMaxLength) : '',
    hidden: i % 3 === 0,
    cells: cellsFor(kind, stages.length, empathyMap, i),
  }));
  return {
    ...bodyOf(map),
    name: 'Night-shift nurse swaps a shift — ünïcödé ✓',
    personaSK: persona.SK,
    personaName: persona.name,
    photo: 'nurse-2',
    scenario: textOf('Maria needs Friday off ', JOURNEY_LIMITS.scenarioMaxLength),
    goal: textOf('Swap without a phone call ', JOURNEY_LIMITS.goalMaxLength),
    showToBe: true,
    stages,
    lanes,
  } as JourneyMapContent & Item;
}

describe.skipIf(SKIP)('journey maps', () => {
  const suite = serverForSuite();
  const itemPath = (item: Item) => `/api/journey-maps/${pathKey(item.PK)}/${pathKey(item.SK)}`;
  const read = async (user: SignedInUser, item: Item) =>
    (await suite.api.get(itemPath(item), { token: user.token })).body;
  const save = (user: SignedInUser, json: unknown) =>
    suite.api.patch('/api/journey-maps', { token: user.token, json });

  /** A project with a journey map, the persona it will follow and an empathy map to cite. */
  async function mapIn(user: SignedInUser) {
    const project = await newProject(suite.api, user);
    const map = await newFeature(suite.api, user, 'journey-maps' as never, project.SK);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const empathyMap = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    return { project, map, persona, empathyMap };
  }

  /** A map saved at every limit (version 2), and that map's content. */
  async function savedFullMap(user: SignedInUser) {
    const world = await mapIn(user);
    const full = fullMap(world.map, world.empathyMap, world.persona);
    const saved = await save(user, { ...full, version: 1 });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    return { ...world, full, saved: saved.body as Item };
  }

  it('starts as four stages, the six standard lanes with empty cells and a neutral curve', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const created = await newFeature(suite.api, user, 'journey-maps' as never, project.SK);
    expect(created).toMatchObject({
      PK: project.SK,
      SK: expect.stringMatching(/^JOURNEY#[0-9a-f-]{36}$/),
      projectSK: project.SK,
      name: 'Journey map',
      personaSK: null,
      personaName: '',
      photo: null,
      scenario: '',
      goal: '',
      showToBe: false,
      thumbnailPath: null,
      version: 1,
    });
    expect(created.journeyMapSK).toBe(created.SK);
    expect(created.stages).toEqual(
      ['Discover', 'Consider', 'Buy', 'Use'].map((name) => ({
        id: expect.any(String),
        name,
        score: 0,
        toBeScore: 0,
      })),
    );
    expect(created.lanes.map((lane: JourneyLane) => lane.kind)).toEqual(JOURNEY_STANDARD_LANES);
    for (const lane of created.lanes as JourneyLane[]) {
      expect(lane).toMatchObject({ name: '', hidden: false });
      const empty = lane.kind === 'touchpoints' ? { text: '', channel: null } : { text: '' };
      expect(lane.cells).toEqual(created.stages.map(() => empty));
    }
    const ids = [...created.stages, ...created.lanes].map((part: { id: string }) => part.id);
    expect(new Set(ids).size).toBe(ids.length);

    const got = await suite.api.get(itemPath(created), { token: user.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
    const list = await suite.api.get(`/api/journey-maps/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        PK: project.SK,
        SK: created.SK,
        name: 'Journey map',
        UPDATED_AT: created.UPDATED_AT,
        CREATED_AT: created.CREATED_AT,
        thumbnailPath: null,
      },
    ]);
  });

  it('keeps a whole map at every limit exactly, and lists it by its new name', async () => {
    const user = await newUser(suite.api);
    const { project, map, full, saved } = await savedFullMap(user);
    expect(saved.version).toBe(2);
    expect(bodyOf(saved)).toEqual(full);
    const got = await read(user, map);
    expect(got).toEqual(saved);
    expect(got.stages).toHaveLength(JOURNEY_LIMITS.maxStages);
    expect(got.lanes).toHaveLength(JOURNEY_STANDARD_LANES.length + JOURNEY_LIMITS.maxCustomLanes);

    const list = await suite.api.get(`/api/journey-maps/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(list.body).toEqual([expect.objectContaining({ SK: map.SK, name: full.name })]);
  });

  const addStage = (content: JourneyMapContent) => {
    content.stages.push({ id: randomUUID(), name: 'One more', score: 0, toBeScore: 0 });
    for (const lane of content.lanes) lane.cells.push({ text: '' });
  };
  const REFUSALS: [string, (content: JourneyMapContent) => void, string][] = [
    ['a 16th stage', addStage, JOURNEY_MESSAGES.stageCount],
    [
      'no stage at all',
      (content) => {
        content.stages = [];
        for (const lane of content.lanes) lane.cells = [];
      },
      JOURNEY_MESSAGES.stageCount,
    ],
    [
      'a sixth custom lane',
      (content) =>
        content.lanes.push({
          id: randomUUID(),
          kind: 'custom',
          name: 'One more',
          hidden: false,
          cells: content.stages.map(() => ({ text: '' })),
        }),
      JOURNEY_MESSAGES.customLanes,
    ],
    [
      'a missing standard lane',
      (content) => {
        content.lanes = content.lanes.filter((lane) => lane.kind !== 'emotions');
      },
      JOURNEY_MESSAGES.standardLanes,
    ],
    [
      'a standard lane twice',
      (content) => {
        const actions = content.lanes.find((lane) => lane.kind === 'actions')!;
        const custom = content.lanes.findIndex((lane) => lane.kind === 'custom');
        content.lanes[custom] = { ...structuredClone(actions), id: randomUUID() };
      },
      JOURNEY_MESSAGES.standardLanes,
    ],
    [
      'a cell of 301 characters',
      (content) => {
        content.lanes[1]!.cells[3]!.text = 'x'.repeat(JOURNEY_LIMITS.cellMaxLength + 1);
      },
      MESSAGES.tooLong('Cell', JOURNEY_LIMITS.cellMaxLength),
    ],
    [
      'a score of 3',
      (content) => {
        content.stages[4]!.score = JOURNEY_LIMITS.maxScore + 1;
      },
      JOURNEY_MESSAGES.score,
    ],
    [
      'a to-be score of -3',
      (content) => {
        content.stages[0]!.toBeScore = JOURNEY_LIMITS.minScore - 1;
      },
      JOURNEY_MESSAGES.score,
    ],
    [
      'a score between two whole numbers',
      (content) => {
        content.stages[0]!.score = 0.5;
      },
      JOURNEY_MESSAGES.score,
    ],
    [
      'a lane with a cell missing',
      (content) => {
        content.lanes.find((lane) => lane.kind === 'thoughts')!.cells.pop();
      },
      JOURNEY_MESSAGES.cellCount,
    ],
    [
      'two stages with one id',
      (content) => {
        content.stages[1]!.id = content.stages[0]!.id;
      },
      MESSAGES.duplicateId,
    ],
    [
      "a lane with a stage's id",
      (content) => {
        content.lanes[0]!.id = content.stages[0]!.id;
      },
      MESSAGES.duplicateId,
    ],
    [
      'an unknown channel',
      (content) => {
        const touchpoints = content.lanes.find((lane) => lane.kind === 'touchpoints')!;
        touchpoints.cells[0]!.channel = 'fax' as never;
      },
      JOURNEY_MESSAGES.channel,
    ],
    [
      'eleven sources in a cell',
      (content) => {
        const sources = content.lanes.find((lane) => lane.kind === 'painPoints')!.cells[0]!
          .sources!;
        sources.push(sources[0]!);
      },
      JOURNEY_MESSAGES.sources,
    ],
  ];

  it('refuses each broken limit with its message, and stores nothing of it', async () => {
    const user = await newUser(suite.api);
    const { map, full } = await savedFullMap(user);
    const before = await read(user, map);
    for (const [what, change, message] of REFUSALS) {
      const broken = structuredClone(full);
      change(broken);
      const refused = await save(user, { ...broken, version: 2 });
      expectReadableError(refused, 400);
      expect(refused.body.message, what).toBe(message);
    }
    expect(await read(user, map)).toEqual(before);
  });

  it('refuses a persona of another project, or of none, with the contract’s message', async () => {
    const user = await newUser(suite.api);
    const { map } = await mapIn(user);
    const elsewhere = await newFeature(
      suite.api,
      user,
      'ux-personas',
      (await newProject(suite.api, user)).SK,
    );
    for (const personaSK of [elsewhere.SK, `UXPERS#${randomUUID()}`]) {
      const refused = await save(user, { ...bodyOf(map), personaSK, personaName: 'Someone' });
      expectReadableError(refused, 400);
      expect(refused.body.message).toBe(JOURNEY_MESSAGES.personaNotInProject);
    }
    expect(await read(user, map)).toEqual(map);
  });

  it("forgets a deleted persona's key but keeps its name, as a save of the map", async () => {
    const user = await newUser(suite.api);
    const { map, persona, saved } = await savedFullMap(user);
    expect(saved).toMatchObject({ personaSK: persona.SK, personaName: persona.name });

    const personaPath = `/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
    expect((await suite.api.delete(personaPath, { token: user.token })).status).toBe(204);
    const after = await read(user, map);
    // The name stays so the editor can say 'Persona removed'.
    expect(after).toEqual({ ...saved, personaSK: null, version: saved.version + 1 });

    // The open editor's copy is no longer the latest: saving it is refused, not lost.
    const stale = await save(user, { ...bodyOf(saved), version: saved.version });
    expect(stale.status).toBe(409);
    expect(await read(user, map)).toEqual(after);
  });

  it("shows its latest thumbnail in the project's thumbnails map, under journeyMap", async () => {
    const user = await newUser(suite.api);
    const { project, map } = await mapIn(user);
    const projectPath = `/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`;
    const before = await suite.api.get(projectPath, { token: user.token });
    expect(before.body.thumbnails).toHaveProperty('journeyMap', null);

    const upload = await uploadThumbnail(
      suite.api,
      user,
      'journey-maps',
      map,
      await jpegThumbnail(),
    );
    expect(upload.status).toBe(200);
    const shown = await suite.api.get(projectPath, { token: user.token });
    expect(shown.body.thumbnails.journeyMap).toBe(upload.body.thumbnailPath);
    // The project's named thumbnail fields are the spec's first types' only.
    expect(shown.body).not.toHaveProperty('journeyMapThumbnailPath');

    expect((await suite.api.delete(itemPath(map), { token: user.token })).status).toBe(204);
    const [after] = (await suite.api.get('/api/projects', { token: user.token })).body;
    expect(after.thumbnails.journeyMap).toBeNull();
  });

  it('is in the OpenAPI document, with its schemas', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/journey-maps/',
        '/api/journey-maps/{projectPK}',
        '/api/journey-maps/{PK}/{SK}',
        '/api/journey-maps/upload-thumbnail',
      ]),
    );
    expect(spec.components.schemas).toHaveProperty('JourneyMap');
    expect(spec.components.schemas).toHaveProperty('JourneyLane');
    expect(JSON.stringify(spec.paths['/api/journey-maps/'].patch)).toContain('maxLength');
  });

  it('answers 401 to every route without a token', async () => {
    const user = await newUser(suite.api);
    const { project, map } = await mapIn(user);
    const form = new FormData();
    form.set('PK', map.PK);
    form.set('SK', map.SK);
    const requests = [
      suite.api.post('/api/journey-maps', { json: { projectSK: project.SK } }),
      suite.api.get(`/api/journey-maps/${pathKey(project.SK)}`),
      suite.api.get(itemPath(map)),
      suite.api.patch('/api/journey-maps', { json: bodyOf(map) }),
      suite.api.delete(itemPath(map)),
      suite.api.post('/api/journey-maps/upload-thumbnail', { body: form }),
    ];
    for (const response of await Promise.all(requests)) {
      expectReadableError(response, 401);
      expect(response.body.message).toBe(MESSAGES.authorizationMissing);
    }
    expect(await read(user, map)).toEqual(map);
  });

  it("answers another user's map with a 404, and leaves it as it was", async () => {
    const owner = await newUser(suite.api);
    const other = await newUser(suite.api);
    const { project, map } = await mapIn(owner);
    const otherMap = await newFeature(
      suite.api,
      other,
      'journey-maps' as never,
      (await newProject(suite.api, other)).SK,
    );
    const asOther = { token: other.token };
    const notFound = MESSAGES.notFound('Journey map');
    const requests: [() => ReturnType<typeof suite.api.get>, string][] = [
      [() => suite.api.get(itemPath(map), asOther), notFound],
      [() => suite.api.patch('/api/journey-maps', { ...asOther, json: bodyOf(map) }), notFound],
      // Its own map's key under the owner's project: that pair names no map of theirs.
      [
        () =>
          suite.api.patch('/api/journey-maps', {
            ...asOther,
            json: { ...bodyOf(otherMap), projectSK: project.SK },
          }),
        notFound,
      ],
      [() => suite.api.delete(itemPath(map), asOther), notFound],
      [
        () => suite.api.get(`/api/journey-maps/${pathKey(project.SK)}`, asOther),
        MESSAGES.notFound('Project'),
      ],
      [
        () => suite.api.post('/api/journey-maps', { ...asOther, json: { projectSK: project.SK } }),
        MESSAGES.notFound('Project'),
      ],
    ];
    for (const [request, message] of requests) {
      const response = await request();
      expectReadableError(response, 404);
      expect(response.body.message).toBe(message);
    }
    expect(await read(owner, map)).toEqual(map);
    const list = await suite.api.get(`/api/journey-maps/${pathKey(project.SK)}`, {
      token: owner.token,
    });
    expect(list.body.map((item: Item) => item.SK)).toEqual([map.SK]);
  });
});
