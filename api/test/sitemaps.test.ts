import { randomUUID } from 'node:crypto';
import { MESSAGES, SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { newFeature, newProject, newUser, pathKey, type SignedInUser } from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { jpegThumbnail, uploadThumbnail } from './images.js';
import { expectReadableError } from './property-support.js';

/*
 * What the sitemap resource (issue G5a) adds to the conventions every feature shares
 * (features, ownership, concurrent-edits, bad-input and the property tests run it with
 * the others): a whole tree at its limits kept exactly, its thumbnail on the project, and
 * the cascades of project and account deletes.
 */

type Item = Record<string, any> & { PK: string; SK: string };

const page = (fields: Partial<SitemapPage> = {}): SitemapPage => ({
  id: randomUUID(),
  title: 'Page',
  path: '/page',
  type: 'page',
  note: '',
  collapsed: false,
  children: [],
  ...fields,
});

/** A tree at every limit: 500 pages, one branch 12 levels deep, texts at their lengths. */
function treeAtLimits(): SitemapPage {
  const { maxPages, maxDepth, titleMaxLength, pathMaxLength, noteMaxLength } = SITEMAP_LIMITS;
  let branch = page({ title: 'ü'.repeat(titleMaxLength), note: '😀'.repeat(noteMaxLength) });
  for (let level = maxDepth - 1; level > 1; level--) {
    branch = page({ title: `Level ${level}`, type: 'section', children: [branch] });
  }
  const rest = maxPages - maxDepth;
  return page({
    title: 'Home',
    path: '/',
    children: [
      branch,
      ...Array.from({ length: rest }, (_, i) =>
        page({
          title: `Page ${i}`,
          path: `/${'p'.repeat(pathMaxLength - 1)}`,
          collapsed: i % 2 === 0,
        }),
      ),
    ],
  });
}

const bodyOf = ({ PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, version, ...body }: Item) => body;

describe.skipIf(SKIP)('sitemaps', () => {
  const suite = serverForSuite();
  const itemPath = (item: Item) => `/api/sitemaps/${pathKey(item.PK)}/${pathKey(item.SK)}`;
  const projectsOf = async (user: SignedInUser) =>
    (await suite.api.get('/api/projects', { token: user.token })).body;

  it('starts as its home page, named as the other features are', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const created = await newFeature(suite.api, user, 'sitemaps', project.SK);
    expect(created).toMatchObject({
      SK: expect.stringMatching(/^SITEMAP#[0-9a-f-]{36}$/),
      sitemapSK: created.SK,
      projectSK: project.SK,
      name: 'Sitemap',
      version: 1,
      root: { title: 'Home', path: '/', type: 'page', note: '', collapsed: false, children: [] },
    });
  });

  it('keeps a tree at every limit exactly, and refuses one page or level more', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const item = await newFeature(suite.api, user, 'sitemaps', project.SK);
    const root = treeAtLimits();
    const saved = await suite.api.patch('/api/sitemaps', {
      token: user.token,
      json: { ...bodyOf(item), root, version: 1 },
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    const read = await suite.api.get(itemPath(item), { token: user.token });
    expect(read.body.root).toEqual(root);

    const onePageMore = { ...root, children: [...root.children, page()] };
    const deeper = structuredClone(root);
    let leaf = deeper.children[0]!;
    while (leaf.children[0]) leaf = leaf.children[0];
    leaf.children.push(page());
    for (const [tree, message] of [
      [onePageMore, MESSAGES.maxSitemapPages],
      [deeper, MESSAGES.maxSitemapDepth],
    ] as const) {
      const refused = await suite.api.patch('/api/sitemaps', {
        token: user.token,
        json: { ...bodyOf(item), root: tree, version: 2 },
      });
      expectReadableError(refused, 400);
      expect(refused.body).toMatchObject({ message, code: expect.any(String) });
    }
    expect((await suite.api.get(itemPath(item), { token: user.token })).body).toEqual(read.body);
  });

  it('refuses a list of almost two million non-pages with the page limit, not a crash', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const item = await newFeature(suite.api, user, 'sitemaps', project.SK);
    const refused = await suite.api.patch('/api/sitemaps', {
      token: user.token,
      json: { ...bodyOf(item), root: { ...item.root, children: new Array(1_900_000).fill(0) } },
    });
    expectReadableError(refused, 400);
    expect(refused.body.message).toBe(MESSAGES.maxSitemapPages);
  });

  it('allows 30 sitemaps in a project and refuses the 31st with a 409', async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    for (let i = 0; i < 30; i++) await newFeature(suite.api, user, 'sitemaps', project.SK);
    const refused = await suite.api.post('/api/sitemaps', {
      token: user.token,
      json: { projectSK: project.SK },
    });
    expectReadableError(refused, 409);
    expect(refused.body.message).toBe(MESSAGES.maxFeatures);
    const list = await suite.api.get(`/api/sitemaps/${pathKey(project.SK)}`, { token: user.token });
    expect(list.body).toHaveLength(30);
  });

  it("shows the latest sitemap thumbnail on the project, and the next one's after a delete", async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const first = await newFeature(suite.api, user, 'sitemaps', project.SK);
    const second = await newFeature(suite.api, user, 'sitemaps', project.SK);
    const older = await uploadThumbnail(suite.api, user, 'sitemaps', first, await jpegThumbnail());
    const newer = await uploadThumbnail(suite.api, user, 'sitemaps', second, await jpegThumbnail());
    const [listed] = await projectsOf(user);
    expect(listed.sitemapThumbnailPath).toBe(newer.body.thumbnailPath);
    expect(listed.empathyMapThumbnailPath).toBeNull();

    expect((await suite.api.delete(itemPath(second), { token: user.token })).status).toBe(204);
    const [after] = await projectsOf(user);
    expect(after.sitemapThumbnailPath).toBe(older.body.thumbnailPath);
    expect((await suite.api.get(newer.body.thumbnailPath)).status).toBe(404);
  });

  /** A sitemap with a thumbnail, and a way to ask the database whether its row is still there. */
  async function storedWithImage(user: SignedInUser) {
    const project = await newProject(suite.api, user);
    const item = await newFeature(suite.api, user, 'sitemaps', project.SK);
    const image = await uploadThumbnail(suite.api, user, 'sitemaps', item, await jpegThumbnail());
    const rowCount = async () =>
      (
        await suite.server.db.kysely
          .selectFrom('items')
          .select('id')
          .where('id', '=', item.SK.slice('SITEMAP#'.length))
          .execute()
      ).length;
    expect(await rowCount()).toBe(1);
    return { project, item, imagePath: image.body.thumbnailPath as string, rowCount };
  }

  it.each([
    [
      'its project',
      (user: SignedInUser, projectSK: string) =>
        suite.api.delete(`/api/projects/${pathKey(user.userPK)}/${pathKey(projectSK)}`, {
          token: user.token,
        }),
    ],
    [
      'its account',
      (user: SignedInUser) => suite.api.delete('/api/auth/delete-account', { token: user.token }),
    ],
  ] as const)('goes with %s: its row and its image', async (_, deleteOwner) => {
    const user = await newUser(suite.api);
    const { project, imagePath, rowCount } = await storedWithImage(user);
    expect((await deleteOwner(user, project.SK)).status).toBe(204);
    expect((await suite.api.get(imagePath)).status).toBe(404);
    expect(await rowCount()).toBe(0);
  });

  it('is in the OpenAPI docs, its page tree as one recursive schema', async () => {
    const spec = (await suite.api.get('/api/docs/json')).body;
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/sitemaps/',
        '/api/sitemaps/{projectPK}',
        '/api/sitemaps/{PK}/{SK}',
        '/api/sitemaps/upload-thumbnail',
      ]),
    );
    const page = spec.components.schemas.SitemapPage;
    expect(page.properties.children.items).toEqual({ $ref: '#/components/schemas/SitemapPage' });
    expect(JSON.stringify(spec.paths['/api/sitemaps/'].patch)).toContain('maxLength');
  });
});
