import { describe, expect, it } from 'vitest';
import { empathyMap } from '../editors/empathy-map/schema.js';
import { MESSAGES } from '../messages.js';
import { project } from '../schemas/projects.js';
import { createApiFake } from './api-fake.js';

/** The fake answers like the server: every body here must pass the server's schemas. */
function client() {
  const api = createApiFake();
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await api.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      body: response.status === 204 ? null : await response.json(),
    };
  };
  return { api, send };
}

const pathKey = (key: string) => encodeURIComponent(key);

describe('the API fake', () => {
  it('keeps the concurrent-edit rule: a save from a stale version answers 409 and stores nothing', async () => {
    const { api, send } = client();
    const { SK: P } = api.addProject();
    const map = api.addItem('empathyMap', P, { says: 'first' });
    const { version: _loaded, ...request } = { ...map, empathyMapSK: map.SK, projectSK: P };
    const saved = await send('PATCH', '/api/empathy-maps', {
      ...request,
      says: 'mine',
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(empathyMap.parse(saved.body)).toMatchObject({ says: 'mine', version: 2 });
    const stale = await send('PATCH', '/api/empathy-maps', {
      ...request,
      says: 'stale',
      version: 1,
    });
    expect(stale).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: MESSAGES.editConflict('empathy map'),
        code: 'editConflict',
        params: { what: 'empathy map' },
      },
    });
    expect(api.item('empathyMap', map.SK)).toMatchObject({ says: 'mine', version: 2 });
    // Without a version, a save overwrites (an editor released before the rule).
    const blind = await send('PATCH', '/api/empathy-maps', { ...request, says: 'blind' });
    expect(blind.body).toMatchObject({ says: 'blind', version: 3 });
  });

  it('applies the same rule to projects', async () => {
    const { api, send } = client();
    const { SK } = api.addProject({ name: 'Shop' });
    api.saveProjectElsewhere(SK, { name: 'Renamed elsewhere' });
    const stale = await send('PATCH', '/api/projects', { SK, name: 'Mine', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.editConflict('project'));
    const fresh = await send('PATCH', '/api/projects', { SK, name: 'Mine', version: 2 });
    expect(project.parse(fresh.body)).toMatchObject({ name: 'Mine', version: 3 });
  });

  it("refuses a body the server's schema refuses, with the schema's message", async () => {
    const { api, send } = client();
    const { SK: P } = api.addProject();
    const map = api.addItem('empathyMap', P);
    const tooLong = await send('PATCH', '/api/empathy-maps', {
      ...map,
      empathyMapSK: map.SK,
      says: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(MESSAGES.tooLong('Says', 500));
    const badKey = await send('GET', `/api/empathy-maps/${pathKey(P)}/nonsense`);
    expect(badKey).toMatchObject({
      status: 400,
      body: { message: MESSAGES.invalidKey('empathy map') },
    });
  });

  it('cannot be seeded with what the server would not store', () => {
    const { api } = createApiFakeWithProject();
    expect(() => api.addItem('empathyMap', api.projectSK, { name: '' })).toThrow(
      MESSAGES.featureNameEmpty,
    );
  });

  it('answers 404 for what does not exist, and 401 without the token', async () => {
    const { api, send } = client();
    const { SK: P } = api.addProject();
    const missing = await send(
      'GET',
      `/api/ux-personas/${pathKey(P)}/${pathKey(`UXPERS#${crypto.randomUUID()}`)}`,
    );
    expect(missing).toMatchObject({ status: 404, body: { message: 'UX persona not found' } });
    const anonymous = await api.fetch('/api/projects');
    expect(anonymous.status).toBe(401);
  });

  it('lists newest change first, bumps the project on a save, and unlinks a deleted persona', async () => {
    const { api, send } = client();
    const { SK: P } = api.addProject();
    const persona = api.addItem('uxPersona', P, { name: 'Anna' });
    const map = api.addItem('empathyMap', P, { personaSK: persona.SK });
    const before = api.project(P)!.UPDATED_AT;
    expect(
      (await send('DELETE', `/api/ux-personas/${pathKey(P)}/${pathKey(persona.SK)}`)).status,
    ).toBe(204);
    expect(api.item('empathyMap', map.SK)).toMatchObject({ personaSK: null, version: 2 });
    expect(api.project(P)!.UPDATED_AT).toBeGreaterThan(before);
    const list = await send('GET', `/api/ux-personas/${pathKey(P)}`);
    expect(list.body).toEqual([]);
  });

  it('holds at most 30 items of a type per project', async () => {
    const { api, send } = client();
    const { SK: P } = api.addProject();
    for (let n = 0; n < 30; n += 1) api.addItem('competitorAnalysis', P);
    const refused = await send('POST', '/api/competitor-analysis', { projectSK: P });
    expect(refused).toMatchObject({ status: 409, body: { message: MESSAGES.maxFeatures } });
  });
});

function createApiFakeWithProject() {
  const api = createApiFake();
  return { api: Object.assign(api, { projectSK: api.addProject().SK }) };
}
