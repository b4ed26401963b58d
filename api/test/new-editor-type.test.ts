import {
  expectedVersion,
  featureName,
  keySchema,
  type StoringEditor,
  uxPersonaContract,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { featureCatalog } from '../src/features/catalog.js';
import { featureDefinition } from '../src/features/definition.js';
import { FEATURES } from '../src/features/index.js';
import { newFeature, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';

/**
 * Issue H1: the API serves a new editor type from its definition alone. A journey map
 * type that exists only in this file (no `KeyKind`, no table, no migration, no field on
 * the project object) is added to the served list, and it gets everything the other types
 * have: create, list, get, versioned PATCH, thumbnail, delete, its thumbnail in the
 * project's `thumbnails` map, and a reference to personas kept by the store.
 */

/** The description a journey map editor would have (shared-contracts editors/<name>/). */
const journeyMapEditor = {
  ...uxPersonaContract.editor,
  type: 'journeyMap',
  remote: 'mf_journey_map',
  route: 'journeymap',
  devPort: 5199,
  label: 'Journey map',
  noun: 'journey map',
  items: {
    keyPrefix: 'JOURNEY',
    apiPath: 'journey-maps',
    skField: 'journeyMapSK',
    maxPerProject: 30,
    thumbnailMaxBytes: 10_000_000,
  },
  exportFileName: 'journey_map_export.jpg',
} satisfies StoringEditor;

const journeyContent = z.object({
  name: featureName,
  stages: z.array(z.string().max(100, 'A stage is at most 100 characters')).max(10),
  personaSK: keySchema(uxPersonaContract.editor).nullable().optional(),
});

const journeyMapFeature = featureDefinition({
  editor: journeyMapEditor,
  update: journeyContent.extend({
    projectSK: keySchema('project'),
    journeyMapSK: keySchema(journeyMapEditor),
    ...expectedVersion,
  }),
  detail: z.object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    journeyMapSK: z.string(),
    name: z.string(),
    stages: z.array(z.string()),
    personaSK: z.string().nullable(),
    thumbnailPath: z.string().nullable(),
    version: z.number(),
    UPDATED_AT: z.number(),
    CREATED_AT: z.number(),
  }),
  defaultContent: () => ({ name: 'Journey map', stages: ['Discover'], personaSK: null }),
  references: [
    { field: 'personaSK', type: 'uxPersona', message: 'That persona is not in this project' },
  ],
});

describe.skipIf(SKIP)('an editor type added by its definition alone', () => {
  const suite = serverForSuite({}, featureCatalog([...FEATURES.all, journeyMapFeature]));
  const detailPath = (item: { PK: string; SK: string }) =>
    `/api/journey-maps/${pathKey(item.PK)}/${pathKey(item.SK)}`;

  async function journeyIn(user: SignedInUser) {
    const project = await newProject(suite.api, user);
    const journey = await newFeature(suite.api, user, 'journey-maps' as never, project.SK);
    return { project, journey };
  }

  it('creates, lists, reads and saves it whole, counting versions', async () => {
    const user = await newUser(suite.api);
    const { project, journey } = await journeyIn(user);
    expect(journey).toMatchObject({
      PK: project.SK,
      SK: expect.stringMatching(/^JOURNEY#[0-9a-f-]{36}$/),
      projectSK: project.SK,
      name: 'Journey map',
      stages: ['Discover'],
      personaSK: null,
      thumbnailPath: null,
      version: 1,
    });
    expect(journey.journeyMapSK).toBe(journey.SK);

    const saved = await suite.api.patch('/api/journey-maps', {
      token: user.token,
      json: {
        projectSK: project.SK,
        journeyMapSK: journey.SK.replace('#', '_'),
        name: 'Onboarding ✈️',
        stages: ['Discover', 'Sign up', 'Use'],
        version: 1,
      },
    });
    expect(saved.status).toBe(200);
    // Left out, the optional reference is stored as no reference.
    expect(saved.body).toMatchObject({ name: 'Onboarding ✈️', personaSK: null, version: 2 });
    expect((await suite.api.get(detailPath(journey), { token: user.token })).body).toEqual(
      saved.body,
    );

    const stale = await suite.api.patch('/api/journey-maps', {
      token: user.token,
      json: {
        projectSK: project.SK,
        journeyMapSK: journey.SK,
        name: 'Old',
        stages: [],
        version: 1,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This journey map was changed in another tab or window after you opened it.',
    );

    const list = await suite.api.get(`/api/journey-maps/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(list.body).toEqual([
      {
        PK: project.SK,
        SK: journey.SK,
        name: 'Onboarding ✈️',
        UPDATED_AT: saved.body.UPDATED_AT,
        CREATED_AT: journey.CREATED_AT,
        thumbnailPath: null,
      },
    ]);
    // Other types' lists do not see it.
    const maps = await suite.api.get(`/api/empathy-maps/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(maps.body).toEqual([]);
  });

  it('refuses what its schema refuses with a 400, and keys of other types with a 404 or 400', async () => {
    const user = await newUser(suite.api);
    const { project, journey } = await journeyIn(user);
    const tooMany = await suite.api.patch('/api/journey-maps', {
      token: user.token,
      json: {
        projectSK: project.SK,
        journeyMapSK: journey.SK,
        name: 'x',
        stages: ['x'.repeat(101)],
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('A stage is at most 100 characters');

    const otherKind = journey.SK.replace('JOURNEY', 'EMPMAP');
    const wrongKey = await suite.api.get(
      `/api/journey-maps/${pathKey(project.SK)}/${pathKey(otherKind)}`,
      {
        token: user.token,
      },
    );
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toBe('Invalid journey map key');
    // An empathy map's detail route does not find a journey map's id.
    const asMap = await suite.api.get(
      `/api/empathy-maps/${pathKey(project.SK)}/${pathKey(otherKind)}`,
      { token: user.token },
    );
    expect(asMap.status).toBe(404);
  });

  it("shows its latest thumbnail in the project's thumbnails map, and drops it with the item", async () => {
    const user = await newUser(suite.api);
    const { project, journey } = await journeyIn(user);
    const upload = await uploadThumbnail(
      suite.api,
      user,
      'journey-maps',
      journey,
      await jpegThumbnail(),
    );
    expect(upload.status).toBe(200);
    const shown = await suite.api.get(
      `/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`,
      {
        token: user.token,
      },
    );
    expect(shown.body.thumbnails).toEqual({
      competitorAnalysis: null,
      empathyMap: null,
      uxPersona: null,
      sitemap: null,
      journeyMap: upload.body.thumbnailPath,
    });
    // The named fields are the spec's types' only.
    expect(shown.body).not.toHaveProperty('journeyMapThumbnailPath');

    expect((await suite.api.delete(detailPath(journey), { token: user.token })).status).toBe(204);
    expect((await suite.api.get(upload.body.thumbnailPath)).status).toBe(404);
    const after = await suite.api.get('/api/projects', { token: user.token });
    expect(after.body[0].thumbnails.journeyMap).toBeNull();
  });

  it('keeps its reference to a persona: checked on save, cleared when the persona goes', async () => {
    const user = await newUser(suite.api);
    const { project, journey } = await journeyIn(user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const elsewhere = await newFeature(
      suite.api,
      user,
      'ux-personas',
      (await newProject(suite.api, user)).SK,
    );
    const save = (personaSK: string) =>
      suite.api.patch('/api/journey-maps', {
        token: user.token,
        json: { projectSK: project.SK, journeyMapSK: journey.SK, name: 'J', stages: [], personaSK },
      });

    const refused = await save(elsewhere.SK);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That persona is not in this project');
    expect((await suite.api.get(detailPath(journey), { token: user.token })).body.version).toBe(1);

    const saved = await save(persona.SK);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ personaSK: persona.SK, version: 2 });

    const personaPath = `/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
    expect((await suite.api.delete(personaPath, { token: user.token })).status).toBe(204);
    const cleared = await suite.api.get(detailPath(journey), { token: user.token });
    expect(cleared.body).toMatchObject({ personaSK: null, stages: [], version: 3 });
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/journey-maps/',
        '/api/journey-maps/{projectPK}',
        '/api/journey-maps/{PK}/{SK}',
        '/api/journey-maps/upload-thumbnail',
      ]),
    );
  });
});
