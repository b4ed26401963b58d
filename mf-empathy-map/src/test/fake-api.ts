import { defaultUxPersonaContent, type FeatureListItem } from 'shared-contracts';
import { vi } from 'vitest';

/**
 * A fake API for the editor's component tests: one project with one empathy map and a
 * persona library, answering the calls the editor makes and recording them in order.
 */

export const USER = 'USER#9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const P = 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';
export const S = 'EMPMAP#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const ANNA = 'UXPERS#11111111-1111-4111-8111-111111111111';
export const BOB = 'UXPERS#22222222-2222-4222-8222-222222222222';
export const NEW_PERSONA = 'UXPERS#44444444-4444-4444-8444-444444444444';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A signed-in session: the token's payload is all the client reads. */
export function signIn() {
  const payload = btoa(
    JSON.stringify({ PK: USER, SK: USER, username: 'a@b.c', authMethod: 'password', exp: 9e9 }),
  );
  localStorage.setItem('access_token', `e30.${payload}.sig`);
}

const persona = (SK: string, name: string, thumbnailPath: string | null): FeatureListItem => ({
  PK: P,
  SK,
  name,
  UPDATED_AT: 1,
  CREATED_AT: 1,
  thumbnailPath,
});

interface FakeApiOptions {
  personaSK?: string | null;
  /** The photo upload of a new persona answers this status. */
  photoUploadStatus?: number;
  /** How many personas the project has (Anna and Bob first). */
  personaCount?: number;
  /** The persona list fails this many times with a 500 before it answers. */
  personaListFailures?: number;
  /** The persona list answers only once this settles. */
  personaListGate?: Promise<void>;
}

export function fakeApi({
  personaSK = ANNA,
  photoUploadStatus = 200,
  personaCount = 2,
  personaListFailures = 0,
  personaListGate,
}: FakeApiOptions = {}) {
  let listFailuresLeft = personaListFailures;
  const calls: Call[] = [];
  let map = {
    PK: P,
    SK: S,
    projectSK: P,
    empathyMapSK: S,
    name: 'Bargain hunter',
    says: 'Where is my code?',
    does: '',
    thinks: '',
    feels: '',
    pains: '',
    gains: '',
    personaSK,
    thumbnailPath: null,
    version: 1,
    UPDATED_AT: 2,
    CREATED_AT: 1,
  };
  const personas = [persona(ANNA, 'Anna', '/api/images/anna.jpg'), persona(BOB, 'Bob', null)];
  for (let n = personas.length; n < personaCount; n++) {
    personas.push(persona(`UXPERS#${crypto.randomUUID()}`, `Persona ${n + 1}`, null));
  }
  const newPersona = {
    PK: P,
    SK: NEW_PERSONA,
    projectSK: P,
    uxPersonaSK: NEW_PERSONA,
    ...defaultUxPersonaContent(() => crypto.randomUUID()),
    thumbnailPath: null,
    version: 1,
    UPDATED_AT: 3,
    CREATED_AT: 3,
  };

  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const fail = (status: number, message: string) =>
    json(status, { statusCode: status, error: 'Bad Request', message });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      if (path === `/api/projects/${USER}/${P}`)
        return json(200, {
          PK: USER,
          SK: P,
          name: 'Shop',
          description: '',
          UPDATED_AT: 1,
          CREATED_AT: 1,
          version: 1,
          empathyMapThumbnailPath: null,
          uxPersonaThumbnailPath: null,
          competitorAnalysisThumbnailPath: null,
        });
      if (method === 'GET' && path === `/api/empathy-maps/${P}/${S}`) return json(200, map);
      if (method === 'GET' && path === `/api/empathy-maps/${P}`)
        return json(200, [persona(S, map.name, null)]);
      if (method === 'PATCH' && path === '/api/empathy-maps') {
        map = { ...map, ...(body as object) };
        return json(200, map);
      }
      if (path === '/api/empathy-maps/upload-thumbnail')
        return json(200, { thumbnailPath: '/api/images/map.jpg' });
      if (method === 'GET' && path === `/api/ux-personas/${P}`) {
        await personaListGate;
        if (listFailuresLeft > 0) {
          listFailuresLeft -= 1;
          return fail(500, 'The database is away');
        }
        return json(200, personas);
      }
      if (method === 'POST' && path === '/api/ux-personas') return json(201, newPersona);
      if (method === 'PATCH' && path === '/api/ux-personas')
        return json(200, { ...newPersona, name: (body as { name: string }).name });
      if (path === '/api/ux-personas/upload-thumbnail') {
        if (photoUploadStatus !== 200)
          return fail(photoUploadStatus, 'Image dimensions are too large');
        const named = calls.findLast((c) => c.path === '/api/ux-personas' && c.method === 'PATCH');
        const { name } = (named?.body ?? { name: 'Persona name' }) as { name: string };
        personas.unshift(persona(NEW_PERSONA, name, '/api/images/new.jpg'));
        return json(200, { thumbnailPath: '/api/images/new.jpg' });
      }
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(500, { message: `unexpected ${method} ${path}` });
    }),
  );
  return { calls, personas };
}
