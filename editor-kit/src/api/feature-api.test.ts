// @vitest-environment jsdom
import { ApiError } from 'shared-auth';
import {
  competitorAnalysisContract,
  empathyMapContract,
  MESSAGES,
  sitemapContract,
  uxPersonaContract,
} from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../testing/fake-api-session';
import {
  createFeature,
  fetchFeature,
  fetchFeatureList,
  saveFeature,
  uploadFeatureThumbnail,
} from './feature-api';

afterEach(() => vi.unstubAllGlobals());

describe('the feature API', () => {
  it("asks for the project's items with the key percent-encoded, newest change first", async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const older = api.addItem('empathyMap', P, { name: 'Older' });
    const newer = api.addItem('empathyMap', P, { name: 'Newer' });
    const list = await fetchFeatureList(empathyMapContract.editor, P);
    expect(list.map((item) => item.SK)).toEqual([newer.SK, older.SK]);
    expect(vi.mocked(fetch).name).toBe('fakeFetch');
    expect(api.calls[0]?.path).toBe(`/api/empathy-maps/${P}`);
  });

  it('treats a 404 as an empty list (spec §7)', async () => {
    installFakeApi();
    await expect(
      fetchFeatureList(uxPersonaContract.editor, 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f'),
    ).resolves.toEqual([]);
  });

  it('lets other failures through', async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    api.fail('GET', `/api/competitor-analysis/${P}`, 500, 'boom');
    await expect(fetchFeatureList(competitorAnalysisContract.editor, P)).rejects.toThrow('boom');
  });

  it('creates an item in the project and answers its keys', async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const created = await createFeature(competitorAnalysisContract.editor, P.replace('#', '_'));
    expect(created.PK).toBe(P);
    expect(api.item('competitorAnalysis', created.SK)?.name).toBe('Competitor analysis');
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { projectSK: P } });
  });

  it('saves the whole object and answers the stored item, typed by its schema', async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const persona = api.addItem('uxPersona', P, { name: 'Anna' });
    const loaded = await fetchFeature(uxPersonaContract, { PK: P, SK: persona.SK });
    const saved = await saveFeature(uxPersonaContract, {
      ...loaded,
      personality_introvert_extrovert: 80,
      uxPersonaSK: loaded.SK,
    });
    expect(saved.personality_introvert_extrovert).toBe(80);
    expect(saved.version).toBe(2);
  });

  it('creates, saves and reads back a sitemap tree (issue G5a)', async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const created = await fetchFeature(
      sitemapContract,
      await createFeature(sitemapContract.editor, P),
    );
    expect(created.root).toMatchObject({ title: 'Home', path: '/', children: [] });
    const about = { ...created.root, id: crypto.randomUUID(), title: 'About', path: '/about' };
    const saved = await saveFeature(sitemapContract, {
      ...created,
      sitemapSK: created.SK,
      root: { ...created.root, children: [about] },
    });
    expect(saved.version).toBe(2);
    const loaded = await fetchFeature(sitemapContract, created);
    expect(loaded.root.children).toEqual([about]);
    expect(api.calls.map((call) => call.path)).toContain('/api/sitemaps');
  });

  it("refuses a sitemap tree over the server's limits, with its message", async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const map = api.addItem('sitemap', P);
    const twin = { ...map.root, children: [{ ...map.root, children: [] }] };
    const refused = await saveFeature(sitemapContract, {
      ...map,
      sitemapSK: map.SK,
      root: twin,
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, message: MESSAGES.duplicateId });
    expect(api.item('sitemap', map.SK)?.version).toBe(1);
  });

  it('refuses what the server would refuse, with its message', async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const map = api.addItem('empathyMap', P);
    const request = { ...map, name: '  ', empathyMapSK: map.SK };
    const refused = await saveFeature(empathyMapContract, request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, message: MESSAGES.featureNameEmpty });
    expect(api.item('empathyMap', map.SK)?.version).toBe(1);
  });

  it('uploads a thumbnail and answers its URL', async () => {
    const api = installFakeApi();
    const { SK: P } = api.addProject();
    const map = api.addItem('empathyMap', P);
    const url = await uploadFeatureThumbnail(empathyMapContract.editor, map, new Blob(['jpeg']));
    expect(api.item('empathyMap', map.SK)?.thumbnailPath).toBe(url);
    expect(api.project(P)?.empathyMapThumbnailPath).toBe(url);
  });
});
