import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApiClient,
  newFeature,
  newProject,
  newUser,
  pathKey,
  type SignedInUser,
} from './client.js';
import { SKIP, serverForSuite } from './harness.js';
import { SERVED_ROUTES, servedAt } from './served-features.js';

/*
 * The concurrent-edit rule (issue F9): every save counts a version; a PATCH that sends the
 * version it was edited from is refused with 409 once someone else has saved, so two tabs
 * cannot silently overwrite each other. A PATCH without a version still overwrites.
 */

/** How the conflict message names an item of the type: its label, in lower case. */
const conflictLabel = (route: string) => servedAt(route).label.toLowerCase();

/** The PATCH body of a detail, renamed: the smallest real edit every type has. */
function renamed(detail: Record<string, unknown>, name: string, version?: unknown) {
  const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, version: _, ...body } = detail;
  return version === undefined ? { ...body, name } : { ...body, name, version };
}

async function read(api: ApiClient, user: SignedInUser, route: string, item: Item) {
  const path = `/api/${route}/${pathKey(item.PK)}/${pathKey(item.SK)}`;
  return (await api.get(path, { token: user.token })).body as Item;
}

type Item = Record<string, any> & { PK: string; SK: string };

describe.skipIf(SKIP)('concurrent edits', () => {
  const suite = serverForSuite();

  describe.each(SERVED_ROUTES)('%s', (route) => {
    it('refuses a save made from a copy someone else has saved since, and keeps their work', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const opened = await newFeature(suite.api, user, route, project.SK);
      // Two tabs opened the same item at version 1; the first one saves.
      const first = await suite.api.patch(`/api/${route}`, {
        token: user.token,
        json: renamed(opened, 'From tab one', opened.version),
      });
      expect(first.status).toBe(200);
      expect(first.body.version).toBe(opened.version + 1);

      const second = await suite.api.patch(`/api/${route}`, {
        token: user.token,
        json: renamed(opened, 'From tab two', opened.version),
      });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: MESSAGES.editConflict(conflictLabel(route)),
        code: 'editConflict',
        params: { what: conflictLabel(route) },
      });
      const stored = await read(suite.api, user, route, opened);
      expect(stored.name).toBe('From tab one');
      expect(stored.version).toBe(first.body.version);

      // Tab two chose to overwrite: it saves again from the version it now knows.
      const overwrite = await suite.api.patch(`/api/${route}`, {
        token: user.token,
        json: renamed(opened, 'From tab two', stored.version),
      });
      expect(overwrite.status).toBe(200);
      expect(overwrite.body).toMatchObject({ name: 'From tab two', version: stored.version + 1 });
    });

    it('lets exactly one of two racing saves from the same version through', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const opened = await newFeature(suite.api, user, route, project.SK);
      const answers = await Promise.all(
        ['A', 'B', 'C'].map((tab) =>
          suite.api.patch(`/api/${route}`, {
            token: user.token,
            json: renamed(opened, `Tab ${tab}`, opened.version),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      const stored = await read(suite.api, user, route, opened);
      expect(stored.name).toBe(winner.body.name);
      expect(stored.version).toBe(opened.version + 1);
    });

    it('overwrites when no version is sent, still counting the save', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const opened = await newFeature(suite.api, user, route, project.SK);
      for (const name of ['One', 'Two']) {
        const saved = await suite.api.patch(`/api/${route}`, {
          token: user.token,
          json: renamed(opened, name),
        });
        expect(saved.status).toBe(200);
      }
      const stored = await read(suite.api, user, route, opened);
      expect(stored).toMatchObject({ name: 'Two', version: opened.version + 2 });
    });

    it.each([0, -1, 1.5, '2', null])('refuses version %j with a readable 400', async (version) => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const opened = await newFeature(suite.api, user, route, project.SK);
      const answer = await suite.api.patch(`/api/${route}`, {
        token: user.token,
        json: { ...renamed(opened, 'Changed'), version },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(MESSAGES.invalidVersion);
      expect((await read(suite.api, user, route, opened)).name).toBe(opened.name);
    });

    it('answers 404, not 409, for an item that is gone', async () => {
      const user = await newUser(suite.api);
      const project = await newProject(suite.api, user);
      const opened = await newFeature(suite.api, user, route, project.SK);
      await suite.api.delete(`/api/${route}/${pathKey(opened.PK)}/${pathKey(opened.SK)}`, {
        token: user.token,
      });
      const answer = await suite.api.patch(`/api/${route}`, {
        token: user.token,
        json: renamed(opened, 'Too late', opened.version),
      });
      expect(answer.status).toBe(404);
    });

    it("does not tell another user's item apart by its version", async () => {
      const owner = await newUser(suite.api);
      const project = await newProject(suite.api, owner);
      const opened = await newFeature(suite.api, owner, route, project.SK);
      const intruder = await newUser(suite.api);
      const answer = await suite.api.patch(`/api/${route}`, {
        token: intruder.token,
        json: renamed(opened, 'Mine now', opened.version + 5),
      });
      expect(answer.status).toBe(404);
    });
  });

  it("counts a persona's deletion as a change of the empathy maps that were about it", async () => {
    const user = await newUser(suite.api);
    const project = await newProject(suite.api, user);
    const persona = await newFeature(suite.api, user, 'ux-personas', project.SK);
    const map = await newFeature(suite.api, user, 'empathy-maps', project.SK);
    const linked = await suite.api.patch('/api/empathy-maps', {
      token: user.token,
      json: { ...renamed(map, map.name, map.version), personaSK: persona.SK },
    });
    expect(linked.status).toBe(200);

    await suite.api.delete(`/api/ux-personas/${pathKey(persona.PK)}/${pathKey(persona.SK)}`, {
      token: user.token,
    });
    // A tab still showing the persona cannot save it back over the unlinking.
    const stale = await suite.api.patch('/api/empathy-maps', {
      token: user.token,
      json: { ...renamed(map, 'Stale tab', linked.body.version), personaSK: persona.SK },
    });
    expect(stale.status).toBe(409);
    const stored = await read(suite.api, user, 'empathy-maps', map);
    expect(stored).toMatchObject({ personaSK: null, version: linked.body.version + 1 });
  });

  describe('projects', () => {
    const rename = (SK: string, name: string, version?: number) => ({
      SK,
      name,
      description: `About ${name}`,
      ...(version === undefined ? {} : { version }),
    });

    it('refuses a rename made from a stale copy, and keeps the other one', async () => {
      const user = await newUser(suite.api);
      const opened = await newProject(suite.api, user);
      expect(opened.version).toBe(1);
      const first = await suite.api.patch('/api/projects', {
        token: user.token,
        json: rename(opened.SK, 'Tab one', opened.version),
      });
      expect(first.body.version).toBe(2);
      const second = await suite.api.patch('/api/projects', {
        token: user.token,
        json: rename(opened.SK, 'Tab two', opened.version),
      });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(MESSAGES.editConflict('project'));
      const overwrite = await suite.api.patch('/api/projects', {
        token: user.token,
        json: rename(opened.SK, 'Tab two', first.body.version),
      });
      expect(overwrite.body).toMatchObject({ name: 'Tab two', version: 3 });
    });

    it('is not made stale by work inside the project', async () => {
      const user = await newUser(suite.api);
      const opened = await newProject(suite.api, user);
      const item = await newFeature(suite.api, user, 'empathy-maps', opened.SK);
      await suite.api.patch('/api/empathy-maps', {
        token: user.token,
        json: renamed(item, 'Busy map', item.version),
      });
      const saved = await suite.api.patch('/api/projects', {
        token: user.token,
        json: rename(opened.SK, 'Still mine', opened.version),
      });
      expect(saved.status).toBe(200);
    });

    it("answers 404 for another user's project whatever the version", async () => {
      const owner = await newUser(suite.api);
      const opened = await newProject(suite.api, owner);
      const intruder = await newUser(suite.api);
      const answer = await suite.api.patch('/api/projects', {
        token: intruder.token,
        json: rename(opened.SK, 'Mine now', 7),
      });
      expect(answer.status).toBe(404);
    });
  });
});
