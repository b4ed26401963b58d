import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from 'editor-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const PRESET_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);

/** The API fake holding one persona, Anna; the preset photos answer with their bytes. */
function serve() {
  const api = installFakeApi({
    other: (url) =>
      url.startsWith('/assets/preset-')
        ? new Response(PRESET_BYTES)
        : new Response(null, { status: 404 }),
  });
  const { SK: P } = api.addProject({ name: 'Shop' });
  const { SK: S } = api.addItem('uxPersona', P, { name: 'Anna' });
  return { api, P, S, path: `/uxpersonas/${P.replace('#', '_')}/${S.replace('#', '_')}` };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving a signed-in persona', SLOW_TEST, () => {
  it('PATCHes the whole persona, then uploads the chosen preset as the photo', async () => {
    const { api, P, S, path } = serve();
    const { calls } = api;
    const { user } = renderPersonaApp(path);
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
    const form = uploads[0]!.body as { PK: string; SK: string; image: File };
    expect([form.PK, form.SK]).toEqual([P, S]);
    const { image } = form;
    expect(image.name).toBe('preset-04.webp');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PRESET_BYTES);
    // The PATCH came first, then the photo (spec §4).
    expect(calls.indexOf(patch)).toBeLessThan(calls.indexOf(uploads[0]!));

    await waitFor(() => expect(screen.queryByText('Unsaved*')).toBeNull());
    const stored = api.item('uxPersona', S);
    expect(stored?.thumbnailPath).toMatch(/^\/api\/images\//);
    expect(stored?.demographics_occupation).toBe('Nurse');
    expect(screen.getByRole('img', { name: 'Photo of Anna' }).getAttribute('src')).toBe(
      stored?.thumbnailPath,
    );
  });

  it('uploads nothing when no new photo was chosen', async () => {
    const { api, path } = serve();
    const { user } = renderPersonaApp(path);
    await user.type(await screen.findByLabelText('Location'), 'Lviv');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Successfully')).toBeTruthy();
    expect(api.calls.some((call) => call.path.endsWith('/upload-thumbnail'))).toBe(false);
  });
});
