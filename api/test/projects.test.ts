import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../src/features/index.js';
import { newFeature, newProject, newUser, pathKey } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.skipIf(SKIP)('projects', () => {
  const suite = serverForSuite();

  it('creates a project named "Project name" and lists it', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    expect(project).toMatchObject({
      PK: user.userPK,
      SK: expect.stringMatching(/^PROJECT#[0-9a-f-]{36}$/),
      name: 'Project name',
      description: '',
      empathyMapThumbnailPath: null,
      uxPersonaThumbnailPath: null,
      competitorAnalysisThumbnailPath: null,
      sitemapThumbnailPath: null,
      thumbnails: { empathyMap: null, uxPersona: null, competitorAnalysis: null, sitemap: null },
    });
    expect(project.CREATED_AT).toBe(project.UPDATED_AT);
    const list = await suite.api.get('/api/projects', { token: user.token });
    expect(list.body).toEqual([project]);
  });

  it('lists newest change first and gets one project by key in either spelling', async () => {
    const user = await newUser(suite.api);
    const older = await newProject(suite.api, user);
    await tick();
    const newer = await newProject(suite.api, user);
    await tick();
    const renamed = await suite.api.patch('/api/projects', {
      token: user.token,
      json: { SK: older.SK, name: 'Checkout redesign', description: 'Mobile first' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Checkout redesign', description: 'Mobile first' });
    expect(renamed.body.UPDATED_AT).toBeGreaterThan(newer.UPDATED_AT);
    const list = await suite.api.get('/api/projects', { token: user.token });
    expect(list.body.map((p: { SK: string }) => p.SK)).toEqual([older.SK, newer.SK]);

    for (const [PK, SK] of [
      [pathKey(user.userPK), pathKey(older.SK)],
      [user.userPK.replace('#', '_'), older.SK.replace('#', '_')],
    ]) {
      const one = await suite.api.get(`/api/projects/${PK}/${SK}`, { token: user.token });
      expect(one.status).toBe(200);
      expect(one.body).toEqual(renamed.body);
    }
  });

  it('keeps the description optional and applies the spec limits on save', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const noDescription = await suite.api.patch('/api/projects', {
      token: user.token,
      json: { SK: project.SK, name: 'abc' },
    });
    expect(noDescription.status).toBe(200);
    expect(noDescription.body.description).toBe('');
    const tooShort = await suite.api.patch('/api/projects', {
      token: user.token,
      json: { SK: project.SK, name: 'ab', description: '' },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('Name must be at least 3 characters.');
  });

  it('bumps the project when an item is created or saved in it', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const getProject = async () =>
      (
        await suite.api.get(`/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`, {
          token: user.token,
        })
      ).body;
    await tick();
    const map = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    const afterCreate = await getProject();
    expect(afterCreate.UPDATED_AT).toBeGreaterThan(project.UPDATED_AT);
    await tick();
    const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, ...body } = map;
    await suite.api.patch('/api/empathy-maps', { token: user.token, json: body });
    expect((await getProject()).UPDATED_AT).toBeGreaterThan(afterCreate.UPDATED_AT);
  });

  it('shows the latest thumbnail of each feature type on the project', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const first = await newFeature(suite.api, user, 'competitor-analysis', project.SK);
    await uploadThumbnail(
      suite.api,
      user,
      'competitor-analysis',
      first,
      await jpegThumbnail('#f00'),
    );
    await tick();
    const second = await newFeature(suite.api, user, 'competitor-analysis', project.SK);
    const upload = await uploadThumbnail(
      suite.api,
      user,
      'competitor-analysis',
      second,
      await jpegThumbnail('#0f0'),
    );
    const [listed] = (await suite.api.get('/api/projects', { token: user.token })).body;
    expect(listed.competitorAnalysisThumbnailPath).toBe(upload.body.thumbnailPath);
    expect(listed.empathyMapThumbnailPath).toBeNull();
    // Every type the API serves is a key, null while it has no thumbnail.
    expect(listed.thumbnails).toEqual({
      ...Object.fromEntries(FEATURES.all.map((def) => [def.type, null])),
      competitorAnalysis: upload.body.thumbnailPath,
    });

    // Deleting that item shows the next one's thumbnail, not a dead link.
    await suite.api.delete(`/api/competitor-analysis/${pathKey(second.PK)}/${pathKey(second.SK)}`, {
      token: user.token,
    });
    const [after] = (await suite.api.get('/api/projects', { token: user.token })).body;
    expect(after.competitorAnalysisThumbnailPath).toMatch(/^\/api\/images\//);
    expect(after.competitorAnalysisThumbnailPath).not.toBe(upload.body.thumbnailPath);
    expect((await suite.api.get(after.competitorAnalysisThumbnailPath)).status).toBe(200);
    expect(after.thumbnails.competitorAnalysis).toBe(after.competitorAnalysisThumbnailPath);

    // With no item of the type left to show, the project shows none.
    await suite.api.delete(`/api/competitor-analysis/${pathKey(first.PK)}/${pathKey(first.SK)}`, {
      token: user.token,
    });
    const [emptied] = (await suite.api.get('/api/projects', { token: user.token })).body;
    expect(emptied.competitorAnalysisThumbnailPath).toBeNull();
    expect(emptied.thumbnails.competitorAnalysis).toBeNull();
  });

  it('never exceeds 30 projects, even when creates race', async () => {
    const user = await newUser(suite.api);
    for (let i = 0; i < 28; i++) await newProject(suite.api, user);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => suite.api.post('/api/projects', { token: user.token })),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(2);
    for (const refused of racing.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Maximum projects amount exceeded');
    }
    expect((await suite.api.get('/api/projects', { token: user.token })).body).toHaveLength(30);
  });

  it('deletes a project with its items and their images', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const photo = await uploadThumbnail(
      suite.api,
      user,
      'ux-personas',
      persona,
      await jpegThumbnail(),
    );
    expect((await suite.api.get(photo.body.thumbnailPath)).status).toBe(200);

    const deleted = await suite.api.delete(
      `/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`,
      { token: user.token },
    );
    expect(deleted.status).toBe(204);
    expect((await suite.api.get('/api/projects', { token: user.token })).body).toEqual([]);
    expect((await suite.api.get(photo.body.thumbnailPath)).status).toBe(404);
    const items = await suite.api.get(`/api/ux-personas/${pathKey(project.SK)}`, {
      token: user.token,
    });
    expect(items.status).toBe(404);
    const again = await suite.api.delete(
      `/api/projects/${pathKey(user.userPK)}/${pathKey(project.SK)}`,
      { token: user.token },
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MESSAGES.notFound('Project'));
  });

  it('deletes an account with all its projects, items and images', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const map = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    const thumb = await uploadThumbnail(
      suite.api,
      user,
      'empathy-maps',
      map,
      await jpegThumbnail(),
    );
    await suite.api.delete('/api/auth/delete-account', { token: user.token });
    expect((await suite.api.get(thumb.body.thumbnailPath)).status).toBe(404);
  });

  it('documents the thumbnails map by type in the OpenAPI document', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    const schema = spec.components.schemas.Project;
    expect(schema.required).toEqual(expect.arrayContaining(['thumbnails', 'sitemapThumbnailPath']));
    expect(schema.properties.thumbnails).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string', nullable: true },
    });
  });
});
