import { randomUUID } from 'node:crypto';
import {
  JOURNEY_CHANNELS,
  JOURNEY_LIMITS,
  JOURNEY_STANDARD_LANES,
  type JourneyLane,
} from 'shared-contracts/editors/journey-map/schema';
import { describe, expect, it } from 'vitest';
import { newFeature, newProject, newUser, pathKey } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import { SERVED_ROUTES, servedAt } from './served-features.js';

/** The PATCH body of an item: its detail without the server-made fields. */
function bodyOf(detail: Record<string, unknown>) {
  const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, version, ...body } = detail;
  return body;
}

type Filler = (detail: Record<string, any>) => Record<string, unknown>;

/**
 * A fully filled item of the types written out here, as an editor would save it; any other
 * served type is filled by `filledFromDefinition`.
 */
const FILLED: Partial<Record<string, Filler>> = {
  'empathy-maps': (d) => ({
    ...bodyOf(d),
    name: 'Night-shift nurse',
    says: 'I need it fast'.padEnd(500, '.'),
    does: 'Charts between rounds',
    thinks: 'Will this crash again?',
    feels: 'Tired, responsible — ünïcödé ✓',
    pains: 'Logins'.padEnd(300, '!'),
    gains: 'Time with patients',
    personaSK: null,
  }),
  'competitor-analysis': (d) => {
    const columns = Array.from({ length: 5 }, (_, i) => ({
      id: randomUUID(),
      name: `Criteria ${i + 1}`,
      type: i % 2 === 0 ? ('string' as const) : ('boolean' as const),
    }));
    return {
      ...bodyOf(d),
      name: 'Note-taking apps',
      competitors: Array.from({ length: 5 }, (_, row) => ({
        id: randomUUID(),
        name: `Competitor ${row + 1}`,
        criterias: columns.map((column, col) => ({
          ...column,
          value: {
            id: randomUUID(),
            value: column.type === 'boolean' ? String((row + col) % 2 === 0) : `cell ${row}:${col}`,
          },
        })),
      })),
    };
  },
  sitemaps: (d) => ({
    ...bodyOf(d),
    name: 'Shop website',
    root: {
      ...d.root,
      title: 'Home — ünïcödé ✓',
      note: 'n'.repeat(300),
      collapsed: false,
      children: [
        {
          id: randomUUID(),
          title: 'Products',
          path: '/products',
          type: 'section',
          note: '',
          collapsed: true,
          children: [
            {
              id: randomUUID(),
              title: 'p'.repeat(100),
              path: `/${'p'.repeat(199)}`,
              type: 'page',
              note: '',
              collapsed: false,
              children: [],
            },
          ],
        },
        {
          id: randomUUID(),
          title: 'Help centre',
          path: 'https://help.example.com',
          type: 'external',
          note: '',
          collapsed: false,
          children: [],
        },
        {
          id: randomUUID(),
          title: '',
          path: '',
          type: 'modal',
          note: 'Contact form',
          collapsed: false,
          children: [],
        },
      ],
    },
  }),
  'ux-personas': (d) => ({
    ...bodyOf(d),
    name: 'Maria Lopez',
    personality: 'Curious, pragmatic',
    biography: 'b'.repeat(1000),
    goals: 'Goal 1, Goal 2',
    frustrations: 'Frustration 1',
    demographics_age: 34,
    demographics_gender: 'female',
    demographics_occupation: 'Pharmacist',
    demographics_income: '$60k',
    demographics_location: 'Lisbon',
    hasDescription: true,
    hasDemographics_occupation: true,
    hasDemographics_income: false,
    hasDemographics_location: true,
    hasPersonality: true,
    hasGoals_frustrations: true,
    hasSkills: true,
    hasMotivations: false,
    hasPersonality_introvert_extrovert: true,
    hasPersonality_thinking_feeling: false,
    hasPersonality_sensing_intuition: true,
    hasPersonality_judging_perceiving: true,
    personality_introvert_extrovert: 0,
    personality_thinking_feeling: 100,
    personality_sensing_intuition: 37,
    personality_judging_perceiving: 50,
    skills: Array.from({ length: 20 }, (_, i) => ({
      id: randomUUID(),
      name: `Skill ${i}`,
      level: i * 5,
    })),
    motivations: [{ id: randomUUID(), name: 'Price', level: 90 }],
  }),
  'journey-maps': (d) => {
    const scores = [-2, -1, 0, 1, 2];
    const stages = ['Notices the ad', 'Compares plans', 'Signs up', 'First week', 'Renews'].map(
      (name, i) => ({
        id: randomUUID(),
        name,
        score: scores[i]!,
        toBeScore: scores[(i + 3) % scores.length]!,
      }),
    );
    const kinds: JourneyLane['kind'][] = [...JOURNEY_STANDARD_LANES, 'custom'];
    const channels = [...JOURNEY_CHANNELS, null];
    return {
      ...bodyOf(d),
      name: 'Night nurse finds the app',
      personaSK: null,
      personaName: 'Maria Lopez — ünïcödé ✓',
      photo: 'nurse-2',
      scenario: 's'.repeat(JOURNEY_LIMITS.scenarioMaxLength),
      goal: 'Swap a shift without a phone call',
      showToBe: true,
      stages,
      // A custom lane among the standard ones, as the editor may order them; one hidden.
      lanes: [...kinds.slice(0, 2), kinds.at(-1)!, ...kinds.slice(2, -1)].map((kind, l) => ({
        id: randomUUID(),
        kind,
        name: kind === 'custom' ? 'Staff involved' : '',
        hidden: kind === 'thoughts',
        cells: stages.map((_, s) => {
          const text =
            l === 0 && s === 0 ? 'c'.repeat(JOURNEY_LIMITS.cellMaxLength) : `${kind} ${s}`;
          return kind === 'touchpoints'
            ? { text, channel: channels[s % channels.length] }
            : { text };
        }),
      })),
    };
  },
};

/**
 * A served type without an entry in FILLED: its default content with the name and every
 * text field of the content filled in, when its own update schema takes that (a text
 * field may have a format of its own); otherwise its default content, renamed.
 */
function filledFromDefinition(route: string): Filler {
  const definition = servedAt(route);
  return (detail) => {
    const body = bodyOf(detail);
    const renamed = { ...body, name: `Filled ${definition.label} — ünïcödé ✓` };
    const texts = Object.keys(definition.defaultContent()).filter(
      (field) => field !== 'name' && typeof body[field] === 'string',
    );
    const filled = {
      ...renamed,
      ...Object.fromEntries(texts.map((field) => [field, `Filled ${field} ✓`])),
    };
    return definition.updateRequest.safeParse(filled).success ? filled : renamed;
  };
}

describe.skipIf(SKIP)('feature resources', () => {
  const suite = serverForSuite();

  describe.each(SERVED_ROUTES)('%s', (route) => {
    it('creates with default content, saves the whole object and reads it back unchanged', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const created = await newFeature(suite.api, user, route, project.SK);
      expect(created.PK).toBe(project.SK);
      expect(created.projectSK).toBe(project.SK);
      expect(created[servedAt(route).skField]).toBe(created.SK);
      expect(created.thumbnailPath).toBeNull();

      expect(created.version).toBe(1);

      const filled = (FILLED[route] ?? filledFromDefinition(route))(created);
      const saved = await suite.api.patch(`/api/${route}`, {
        token: user.token,
        json: { ...filled, version: created.version },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(2);
      const path = `/api/${route}/${pathKey(created.PK)}/${pathKey(created.SK)}`;
      const read = await suite.api.get(path, { token: user.token });
      expect(read.status).toBe(200);
      expect(read.headers.get('cache-control')).toBe('no-store');
      expect(bodyOf(read.body)).toEqual(filled);
      expect(read.body).toEqual(saved.body);
      expect(read.body.UPDATED_AT).toBeGreaterThanOrEqual(created.UPDATED_AT);
    });

    it('lists the project items newest first, with `_` keys accepted', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const a = await newFeature(suite.api, user, route, project.SK);
      const b = await newFeature(suite.api, user, route, project.SK.replace('#', '_'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await suite.api.patch(`/api/${route}`, { token: user.token, json: bodyOf(a) });
      const list = await suite.api.get(`/api/${route}/${project.SK.replace('#', '_')}`, {
        token: user.token,
      });
      expect(list.status).toBe(200);
      expect(list.body.map((item: { SK: string }) => item.SK)).toEqual([a.SK, b.SK]);
      expect(Object.keys(list.body[0]).sort()).toEqual(
        ['CREATED_AT', 'PK', 'SK', 'UPDATED_AT', 'name', 'thumbnailPath'].sort(),
      );
    });

    it('stores a thumbnail, serves it re-encoded, and drops the one it replaces', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const item = await newFeature(suite.api, user, route, project.SK);
      const first = await uploadThumbnail(
        suite.api,
        user,
        route,
        item,
        await jpegThumbnail('#111'),
      );
      expect(first.status).toBe(200);
      const image = await fetch(`${suite.server.url}${first.body.thumbnailPath}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      const second = await uploadThumbnail(
        suite.api,
        user,
        route,
        item,
        await jpegThumbnail('#eee'),
      );
      expect(second.body.thumbnailPath).not.toBe(first.body.thumbnailPath);
      expect((await suite.api.get(first.body.thumbnailPath)).status).toBe(404);
      const path = `/api/${route}/${pathKey(item.PK)}/${pathKey(item.SK)}`;
      expect((await suite.api.get(path, { token: user.token })).body.thumbnailPath).toBe(
        second.body.thumbnailPath,
      );

      const deleted = await suite.api.delete(path, { token: user.token });
      expect(deleted.status).toBe(204);
      expect((await suite.api.get(path, { token: user.token })).status).toBe(404);
      expect((await suite.api.get(second.body.thumbnailPath)).status).toBe(404);
    });
  });

  it('gives a persona photo URL as plain text', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const path = `/api/ux-personas/thumbnailUrl/${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
    const none = await suite.api.get(path, { token: user.token });
    expect(none.status).toBe(404);
    const upload = await uploadThumbnail(
      suite.api,
      user,
      'ux-personas',
      persona,
      await jpegThumbnail(),
    );
    const url = await suite.api.get(path, { token: user.token });
    expect(url.status).toBe(200);
    expect(url.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(url.text).toBe(upload.body.thumbnailPath);
  });

  it('links an empathy map to a persona of its project, and unlinks it when the persona goes', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const map = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    const linked = await suite.api.patch('/api/empathy-maps', {
      token: user.token,
      json: { ...bodyOf(map), personaSK: persona.SK },
    });
    expect(linked.body.personaSK).toBe(persona.SK);

    const elsewhere = await newFeature(
      suite.api,
      user,
      'ux-personas',
      (await newProject(suite.api, user)).SK,
    );
    const foreign = await suite.api.patch('/api/empathy-maps', {
      token: user.token,
      json: { ...bodyOf(map), personaSK: elsewhere.SK },
    });
    expect(foreign.status).toBe(400);

    await suite.api.delete(`/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`, {
      token: user.token,
    });
    const after = await suite.api.get(`/api/empathy-maps/${pathKey(map.PK)}/${pathKey(map.SK)}`, {
      token: user.token,
    });
    expect(after.body.personaSK).toBeNull();
  });
});
