import { screen, waitFor } from '@testing-library/react';
import { defaultUxPersonaContent, type UxPersona } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPersonaApp, SLOW_TEST } from '../test/render';

vi.mock('../../../editor-kit/src/persona-photos/preset-urls', () => ({
  PRESET_PHOTO_URLS: new Map(
    Array.from({ length: 32 }, (_, i) => {
      const id = `preset-${String(i + 1).padStart(2, '0')}`;
      return [id, `/assets/${id}.webp`];
    }),
  ),
}));
// A rendered page picture must never replace the photo: fail loudly if one is taken.
vi.mock('html-to-image', () => ({
  toCanvas: vi.fn(async () => {
    throw new Error('no page picture expected');
  }),
}));

const P = 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';
const S = 'UXPERS#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const USER = 'USER#9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const PRESET_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API holding one persona, answering the calls the editor makes. */
function fakeServer() {
  let n = 0;
  let stored: UxPersona = {
    ...defaultUxPersonaContent(() => `t-${n++}`, 'Anna'),
    PK: P,
    SK: S,
    projectSK: P,
    uxPersonaSK: S,
    thumbnailPath: null,
    version: 1,
    UPDATED_AT: 1,
    CREATED_AT: 1,
  } as UxPersona;
  const calls: Call[] = [];
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      if (path.startsWith('/assets/preset-')) return new Response(PRESET_BYTES);
      if (path.startsWith('/api/projects/'))
        return json({
          PK: USER,
          SK: P,
          name: 'Shop',
          description: '',
          UPDATED_AT: 1,
          CREATED_AT: 1,
          version: 1,
          empathyMapThumbnailPath: null,
          uxPersonaThumbnailPath: stored.thumbnailPath,
          competitorAnalysisThumbnailPath: null,
        });
      if (method === 'GET' && path === `/api/ux-personas/${P}/${S}`) return json(stored);
      if (method === 'GET' && path === `/api/ux-personas/${P}`)
        return json([
          {
            PK: P,
            SK: S,
            name: stored.name,
            UPDATED_AT: 1,
            CREATED_AT: 1,
            thumbnailPath: stored.thumbnailPath,
          },
        ]);
      if (method === 'PATCH') {
        stored = { ...stored, ...(body as object) } as UxPersona;
        return json(stored);
      }
      if (method === 'POST' && path === '/api/ux-personas/upload-thumbnail') {
        stored = { ...stored, thumbnailPath: '/api/images/photo-1?sig=x' };
        return json({ thumbnailPath: stored.thumbnailPath });
      }
      return json({ message: `unexpected ${method} ${path}` }, 500);
    }),
  );
  return calls;
}

beforeEach(() => {
  const payload = btoa(
    JSON.stringify({ PK: USER, SK: USER, username: 'a@b.c', authMethod: 'password', exp: 9e9 }),
  );
  localStorage.setItem('access_token', `e30.${payload}.sig`);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving a signed-in persona', SLOW_TEST, () => {
  it('PATCHes the whole persona, then uploads the chosen preset as the photo', async () => {
    const calls = fakeServer();
    const { user } = renderPersonaApp(`/uxpersonas/${P.replace('#', '_')}/${S.replace('#', '_')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeTruthy();
    await user.type(screen.getByLabelText('Occupation'), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Choose photo' }));
    await user.click(await screen.findByRole('button', { name: 'Preset photo 4' }));
    expect(screen.getByText('Unsaved*')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();

    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      projectSK: P,
      uxPersonaSK: S,
      name: 'Anna',
      demographics_occupation: 'Nurse',
    });
    expect(patch.body).not.toHaveProperty('thumbnailPath');
    const uploads = calls.filter((call) => call.path.endsWith('/upload-thumbnail'));
    expect(uploads).toHaveLength(1);
    const form = uploads[0]!.body as FormData;
    expect([form.get('PK'), form.get('SK')]).toEqual([P, S]);
    const image = form.get('image') as File;
    expect(image.name).toBe('preset-04.webp');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PRESET_BYTES);
    // The PATCH came first, then the photo (spec §4).
    expect(calls.indexOf(patch)).toBeLessThan(calls.indexOf(uploads[0]!));

    await waitFor(() => expect(screen.queryByText('Unsaved*')).toBeNull());
    expect(screen.getByRole('img', { name: 'Photo of Anna' }).getAttribute('src')).toBe(
      '/api/images/photo-1?sig=x',
    );
  });

  it('uploads nothing when no new photo was chosen', async () => {
    const calls = fakeServer();
    const { user } = renderPersonaApp(`/uxpersonas/${P.replace('#', '_')}/${S.replace('#', '_')}`);
    await user.type(await screen.findByLabelText('Location'), 'Lviv');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/upload-thumbnail'))).toBe(false);
  });
});
