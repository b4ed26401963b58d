import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const urls = vi.hoisted(() => ({
  map: new Map(
    Array.from({ length: 32 }, (_, i) => {
      const id = `preset-${String(i + 1).padStart(2, '0')}`;
      return [id, `/assets/${id}.webp`] as const;
    }),
  ),
  fail: false,
}));
vi.mock('./preset-urls', () => ({
  // A getter, so a test can make the chunk "fail" after the module was mocked.
  get PRESET_PHOTO_URLS() {
    if (urls.fail) throw new Error('chunk failed');
    return urls.map;
  },
}));

async function gallery(props: { selectedId?: string } = {}) {
  vi.resetModules();
  const { PresetPhotoGallery } = await import('./PresetPhotoGallery');
  const onSelect = vi.fn();
  render(<PresetPhotoGallery onSelect={onSelect} {...props} />);
  return { onSelect, user: userEvent.setup() };
}

afterEach(() => {
  urls.fail = false;
  vi.restoreAllMocks();
});

describe('PresetPhotoGallery', () => {
  it('shows a spinner, then the 32 presets as named buttons', async () => {
    await gallery();
    expect(screen.getByRole('status', { name: 'Loading photos…' })).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'Preset photos' });
    const buttons = group.querySelectorAll('button');
    expect(buttons).toHaveLength(32);
    expect(screen.getByRole('button', { name: 'Preset photo 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preset photo 32' })).toBeTruthy();
    expect(group.querySelector('img')?.getAttribute('src')).toBe('/assets/preset-01.webp');
  });

  it('reports the chosen preset with its URL', async () => {
    const { onSelect, user } = await gallery();
    await user.click(await screen.findByRole('button', { name: 'Preset photo 7' }));
    expect(onSelect).toHaveBeenCalledWith({
      id: 'preset-07',
      number: 7,
      url: '/assets/preset-07.webp',
    });
  });

  it('is one Tab stop; arrows, Home and End move; Enter chooses', async () => {
    const { onSelect, user } = await gallery();
    await screen.findByRole('group', { name: 'Preset photos' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preset photo 1' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preset photo 3' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preset photo 2' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preset photo 32' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preset photo 32' }));
    await user.keyboard('{Home}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'preset-01' }));
    // Leaving the grid takes one Tab, not 32.
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('marks the current choice pressed and starts the Tab stop there', async () => {
    const { user } = await gallery({ selectedId: 'preset-12' });
    const chosen = await screen.findByRole('button', { name: 'Preset photo 12' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Preset photo 1' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(chosen);
  });

  it('says so when the pictures cannot be loaded, and retries', async () => {
    urls.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await gallery();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The preset photos could not be loaded.',
    );
    urls.fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Preset photo/ })).toHaveLength(32),
    );
  });

  it('says quietly when the build made no pictures (no alert, no retry)', async () => {
    const saved = urls.map;
    urls.map = new Map();
    await gallery();
    expect(await screen.findByText('No preset photos are available.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    urls.map = saved;
  });
});

describe('presetPhotoFile', () => {
  it("fetches the preset's own bytes as a WebP file", async () => {
    vi.resetModules();
    const { presetPhotoFile } = await import('./presets');
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([1, 2, 3])));
    vi.stubGlobal('fetch', fetchMock);
    const file = await presetPhotoFile('preset-05');
    expect(fetchMock).toHaveBeenCalledWith('/assets/preset-05.webp');
    expect([file.name, file.type, file.size]).toEqual(['preset-05.webp', 'image/webp', 3]);
    vi.unstubAllGlobals();
  });

  it('refuses an unknown preset', async () => {
    vi.resetModules();
    const { presetPhotoFile } = await import('./presets');
    await expect(presetPhotoFile('preset-99')).rejects.toThrow('No preset photo called preset-99');
  });
});
