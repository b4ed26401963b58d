import { render, screen } from '@testing-library/react';
import type { ViewerProps } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loader = vi.hoisted(() => ({ loadViewer: vi.fn() }));
vi.mock('./viewer-loader', () => loader);

import { SharePage } from './SharePage';

const words = (item: string) => ({
  en: { title: 'T', text: 'T', item, slider: 'S', createNew: 'C', empty: 'E' },
  ua: { title: 'T', text: 'T', item: `ua ${item}`, slider: 'S', createNew: 'C', empty: 'E' },
});
const editor = (type: string, remote: string, viewer: boolean) => ({
  type,
  remote,
  route: type.toLowerCase(),
  devPort: 5999,
  label: type,
  noun: type,
  order: 1,
  collageOrder: 1,
  listed: true,
  items: null,
  viewer,
  exportFileName: 'x.jpg',
  words: words(type === 'moodBoard' ? 'mood board' : 'story map'),
  illustration: [],
  available: true,
});
const EDITORS = [
  editor('moodBoard', 'mf_mood_board', true),
  editor('storyMap', 'mf_story_map', false),
];

function answer(status: number, body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('SharePage', () => {
  beforeEach(() => {
    loader.loadViewer.mockResolvedValue({
      Component: ({ item, language }: ViewerProps) => (
        <p>
          viewer of {String(item.name)} in {language}
        </p>
      ),
      release: { version: '1', entry: 'x' },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a shared project: title, sharer, contents and each item by its viewer', async () => {
    answer(200, {
      kind: 'project',
      sharedBy: 'olha',
      project: { name: 'Shop', description: 'Checkout work' },
      items: [
        { type: 'moodBoard', detail: { name: 'Anna' } },
        { type: 'storyMap', detail: { name: 'Site' } },
      ],
    });
    render(<SharePage token="tok" language="en" editors={EDITORS} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(screen.getByText('Shared by olha')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
    expect(await screen.findByText('viewer of Anna in en')).toBeTruthy();
    // An editor without a viewer: said so, the rest of the page shows.
    expect(
      screen.getByText('This story map, “Site”, cannot be shown here right now.'),
    ).toBeTruthy();
    expect(loader.loadViewer).toHaveBeenCalledWith('mf_mood_board');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/shared/tok', expect.anything());
  });

  it('shows one shared item in the page language', async () => {
    answer(200, {
      kind: 'item',
      sharedBy: 'olha',
      project: { name: 'Shop', description: '' },
      items: [{ type: 'moodBoard', detail: { name: 'Anna' } }],
    });
    render(<SharePage token="tok" language="ua" editors={EDITORS} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeTruthy();
    expect(screen.getByText('Ua mood board · Поділився olha')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ua mood board: Anna' })).toBeTruthy();
    expect(await screen.findByText('viewer of Anna in ua')).toBeTruthy();
  });

  it('says a link no longer works (unknown, revoked, or no token at all)', async () => {
    answer(404, { message: 'This link no longer works' });
    render(<SharePage token="gone" language="en" editors={EDITORS} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeTruthy();
  });

  it('offers to try again when the page cannot be loaded, and a viewer that fails leaves the rest', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    render(<SharePage token="tok" language="en" editors={EDITORS} />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');

    loader.loadViewer.mockRejectedValueOnce(new Error('remote down'));
    answer(200, {
      kind: 'item',
      sharedBy: 'olha',
      project: { name: 'Shop', description: '' },
      items: [{ type: 'moodBoard', detail: { name: 'Anna' } }],
    });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(
      await screen.findByText('This mood board, “Anna”, cannot be shown here right now.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Anna' })).toBeTruthy();
  });
});
