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
 * Issue H1: the API serves a new editor type from its definition alone. A storyboard
 * type that exists only in this file (no `KeyKind`, no table, no migration, no field on
 * the project object) is added to the served list, and it gets everything the other types
 * have: create, list, get, versioned PATCH, thumbnail, delete, its thumbnail in the
 * project's `thumbnails` map, and a reference to personas kept by the store.
 */

/** The description a storyboard editor would have (shared-contracts editors/<name>/). */
const storyboardEditor = {
  ...uxPersonaContract.editor,
  type: 'storyboard',
  remote: 'mf_storyboard',
  route: 'storyboard',
  devPort: 5199,
  label: 'Storyboard',
  noun: 'storyboard',
  items: {
    keyPrefix: 'STORY',
    apiPath: 'storyboards',
    skField: 'storyboardSK',
    maxPerProject: 30,
    thumbnailMaxBytes: 10_000_000,
  },
  exportFileName: 'storyboard_export.jpg',
} satisfies StoringEditor;

const storyboardContent = z.object({
  name: featureName,
  panels: z.array(z.string().max(100, 'A panel is at most 100 characters')).max(10),
  personaSK: keySchema(uxPersonaContract.editor).nullable().optional(),
});

const storyboardFeature = featureDefinition({
  editor: storyboardEditor,
  update: storyboardContent.extend({
    projectSK: keySchema('project'),
    storyboardSK: keySchema(storyboardEditor),
    ...expectedVersion,
  }),
  detail: z.object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    storyboardSK: z.string(),
    name: z.string(),
    panels: z.array(z.string()),
    personaSK: z.string().nullable(),
    thumbnailPath: z.string().nullable(),
    version: z.number(),
    UPDATED_AT: z.number(),
    CREATED_AT: z.number(),
  }),
  defaultContent: () => ({ name: 'Storyboard', panels: ['Opening'], personaSK: null }),
  references: [
    { field: 'personaSK', type: 'uxPersona', message: 'That persona is not in this project' },
  ],
});

describe.skipIf(SKIP)('an editor type added by its definition alone', () => {
  const suite = serverForSuite({}, featureCatalog([...FEATURES.all, storyboardFeature]));
  const detailPath = (item: { PK: string; SK: string }) =>
    `/api/storyboards/${pathKey(item.PK)}/${pathKey(item.SK)}`;

  async function storyboardIn(user: SignedInUser) {
    const project = await newProject(suite.api, user);
    const storyboard = await newFeature(suite.api, user, 'storyboards' as never, project.SK);
    return { project, storyboard };
  }

  it('creates, lists, reads and saves it whole, counting versions', async () => {
    const user = await newUser(suite.api);
    const { project, storyboard } = await storyboardIn(user);
    expect(storyboard).toMatchObject({
      PK: project.SK,
      SK: expect.stringMatching(/^STORY#[0-9a-f-]{36}$/),
      projectSK: project.SK,
      name: 'Storyboard',
      panels: ['Opening'],
      personaSK: null,
      thumbnailPath: null,
      version: 1,
    });
    expect(storyboard.storyboardSK).toBe(storyboard.SK);

    const saved = await suite.api.patch('/api/storyboards', {
      token: user.token,
      json: {
        projectSK: project.SK,
        storyboardSK: storyboard.SK.replace('#', '_'),
        name: 'Onboarding ✈️',
        panels: ['Opening', 'Sign up', 'Closing'],
        version: 1,
      },
    });
    expect(saved.status).toBe(200);
    // Left out, the optional reference is stored as no reference.
    expect(saved.body).toMatchObject({ name: 'Onboarding ✈️', personaSK: null, version: 2 });
    expect((await suite.api.get(detailPath(storyboard), { token: user.token })).body).toEqual(
      saved.body,
    );

    const stale = await suite.api.patch('/api/storyboards', {
      token: user.token,
      json: {
        projectSK: project.SK,
        storyboardSK: storyboard.SK,
        name: 'Old',
        panels: [],
        version: 1,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This storyboard was changed in another tab or window after you opened it.',
    );

    const list = await suite.api.get(`/api/storyboards/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(list.body).toEqual([
      {
        PK: project.SK,
        SK: storyboard.SK,
        name: 'Onboarding ✈️',
        UPDATED_AT: saved.body.UPDATED_AT,
        CREATED_AT: storyboard.CREATED_AT,
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
    const { project, storyboard } = await storyboardIn(user);
    const tooMany = await suite.api.patch('/api/storyboards', {
      token: user.token,
      json: {
        projectSK: project.SK,
        storyboardSK: storyboard.SK,
        name: 'x',
        panels: ['x'.repeat(101)],
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('A panel is at most 100 characters');

    const otherKind = storyboard.SK.replace('STORY', 'EMPMAP');
    const wrongKey = await suite.api.get(
      `/api/storyboards/${pathKey(project.SK)}/${pathKey(otherKind)}`,
      {
        token: user.token,
      },
    );
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toBe('Invalid storyboard key');
    // An empathy map's detail route does not find a storyboard's id.
    const asMap = await suite.api.get(
      `/api/empathy-maps/${pathKey(project.SK)}/${pathKey(otherKind)}`,
      { token: user.token },
    );
    expect(asMap.status).toBe(404);
  });

  it("shows its latest thumbnail in the project's thumbnails map, and drops it with the item", async () => {
    const user = await newUser(suite.api);
    const { project, storyboard } = await storyboardIn(user);
    const upload = await uploadThumbnail(
      suite.api,
      user,
      'storyboards',
      storyboard,
      await jpegThumbnail(),
    );
    expect(upload.status).toBe(200);
    const shown = await suite.api.get(
      `/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`,
      {
        token: user.token,
      },
    );
    // Every served type is a key, null while it has no thumbnail.
    expect(shown.body.thumbnails).toEqual({
      ...Object.fromEntries(FEATURES.all.map((def) => [def.type, null])),
      storyboard: upload.body.thumbnailPath,
    });
    // The named fields are the spec's types' only.
    expect(shown.body).not.toHaveProperty('storyboardThumbnailPath');

    expect((await suite.api.delete(detailPath(storyboard), { token: user.token })).status).toBe(
      204,
    );
    expect((await suite.api.get(upload.body.thumbnailPath)).status).toBe(404);
    const after = await suite.api.get('/api/projects', { token: user.token });
    expect(after.body[0].thumbnails.storyboard).toBeNull();
  });

  it('keeps its reference to a persona: checked on save, cleared when the persona goes', async () => {
    const user = await newUser(suite.api);
    const { project, storyboard } = await storyboardIn(user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const elsewhere = await newFeature(
      suite.api,
      user,
      'ux-personas',
      (await newProject(suite.api, user)).SK,
    );
    const save = (personaSK: string) =>
      suite.api.patch('/api/storyboards', {
        token: user.token,
        json: {
          projectSK: project.SK,
          storyboardSK: storyboard.SK,
          name: 'S',
          panels: [],
          personaSK,
        },
      });

    const refused = await save(elsewhere.SK);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That persona is not in this project');
    expect((await suite.api.get(detailPath(storyboard), { token: user.token })).body.version).toBe(
      1,
    );

    const saved = await save(persona.SK);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ personaSK: persona.SK, version: 2 });

    const personaPath = `/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`;
    expect((await suite.api.delete(personaPath, { token: user.token })).status).toBe(204);
    const cleared = await suite.api.get(detailPath(storyboard), { token: user.token });
    expect(cleared.body).toMatchObject({ personaSK: null, panels: [], version: 3 });
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/storyboards/',
        '/api/storyboards/{projectPK}',
        '/api/storyboards/{PK}/{SK}',
        '/api/storyboards/upload-thumbnail',
      ]),
    );
  });
});
