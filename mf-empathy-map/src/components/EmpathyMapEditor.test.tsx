import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from 'editor-kit';
import { renderRemote } from 'editor-kit/testing';
import { MESSAGES } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import { mapWorld } from '../test/fake-api';

// jsdom cannot draw pages; the kit's picture-taking is not what these tests are about.
vi.mock('../../../editor-kit/src/export/export-image', async (original) => ({
  ...(await original<object>()),
  thumbnailJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  exportPicture: vi.fn(async () => undefined),
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const routeKey = (key: string) => key.replace('#', '_');

function renderEditor(path: string, seed?: (client: QueryClient) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(queryClient);
  return renderRemote(App, '/empathymap', { path, queryClient });
}

const mapPath = ({ P, S }: { P: string; S: string }) => `/empathymap/${routeKey(P)}/${routeKey(S)}`;
const field = (label: string) => screen.getByRole('textbox', { name: label });

afterEach(() => vi.unstubAllGlobals());

describe('the empathy map editor as a guest', () => {
  it('shows the six boxes with their hints and limits, and calls no server', async () => {
    const { api } = mapWorld({ signedIn: false });
    const { user } = renderEditor('/empathymap');
    // The editor opens once the guest's stored draft has been looked for.
    await screen.findByRole('button', { name: 'Export in JPEG' });
    const limits = { Says: 500, Thinks: 500, Does: 500, Feels: 500, Pains: 300, Gains: 300 };
    for (const [label, max] of Object.entries(limits)) {
      expect(field(label).getAttribute('maxLength')).toBe(String(max));
      expect(field(label).getAttribute('placeholder')).not.toBe('');
    }
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    // No counter until the text nears the limit; then it counts.
    await user.click(field('Pains'));
    await user.paste('p'.repeat(200));
    expect(screen.queryByText('200 / 300')).toBeNull();
    await user.paste('p'.repeat(150));
    expect((field('Pains') as HTMLTextAreaElement).value).toHaveLength(300);
    expect(screen.getByText('300 / 300')).toBeTruthy();
    expect(screen.getByText('Limit of 300 characters reached')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('takes back a burst of typing as one step, and brings it back', async () => {
    mapWorld({ signedIn: false });
    const { user } = renderEditor('/empathymap');
    await screen.findByRole('button', { name: 'Export in JPEG' });
    const says = field('Says') as HTMLTextAreaElement;
    const sample = says.value;
    await user.click(says);
    await user.keyboard('{Control>}a{/Control}Quick lunch');
    await user.click(field('Pains'));
    await user.keyboard(' and queues');
    const pains = (field('Pains') as HTMLTextAreaElement).value;
    const undo = screen.getByRole('button', { name: 'Undo' });
    await user.keyboard('{Control>}z{/Control}');
    expect((field('Pains') as HTMLTextAreaElement).value).not.toContain('and queues');
    expect(says.value).toBe('Quick lunch');
    await user.click(undo);
    expect(says.value).toBe(sample);
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(says.value).toBe('Quick lunch');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect((field('Pains') as HTMLTextAreaElement).value).toBe(pains);
    expect(screen.getByRole('button', { name: 'Redo' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('offers a guest only the image choice, and refuses what is not an image', async () => {
    mapWorld({ signedIn: false });
    const { user } = renderEditor('/empathymap');
    await user.click(await screen.findByRole('button', { name: 'Choose Persona' }));
    // The picker's code is fetched as the pointer reaches it: it opens once that is here.
    const dialog = await screen.findByRole('dialog', { name: 'Choose Persona' });
    expect(within(dialog).queryByRole('button', { name: 'Create New Persona' })).toBeNull();
    await user.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File(['just some text'], 'notes.png', { type: 'image/png' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.onlyImages);
  });
});

describe('the empathy map editor signed in', () => {
  it('asks for the personas only after the map, its siblings and the project', async () => {
    const { api, P, S } = mapWorld();
    renderEditor(mapPath({ P, S }));
    expect(await screen.findByText('Anna')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([
      `/api/empathy-maps/${P}/${S}`,
      `/api/empathy-maps/${P}`,
      expect.stringMatching(/^\/api\/projects\//),
      `/api/ux-personas/${P}`,
    ]);
    expect(screen.queryByText('Unsaved*')).toBeNull();
  });

  it('picks another persona by its photo: unsaved until saved with its key', async () => {
    const { api, P, S, BOB } = mapWorld();
    const { user } = renderEditor(mapPath({ P, S }));
    await screen.findByText('Anna');
    await user.click(screen.getByRole('button', { name: 'Choose Persona' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Persona' });
    expect(
      within(dialog)
        .getByRole('button', { name: 'Choose persona Anna' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Choose persona Bob' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Bob')).toBeTruthy();
    expect(screen.getByText('Unsaved*')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.saveSuccess)).toBeTruthy();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ empathyMapSK: S, personaSK: BOB });
    expect(api.item('empathyMap', S)?.personaSK).toBe(BOB);
    expect(screen.queryByText('Unsaved*')).toBeNull();
  });

  it('creates a persona with a name and photo, and chooses it for the map', async () => {
    const { api, P, S } = mapWorld({ chosen: null });
    const { user } = renderEditor(mapPath({ P, S }));
    await screen.findByText('No persona chosen');
    await user.click(screen.getByRole('button', { name: 'Choose Persona' }));
    await user.click(await screen.findByRole('button', { name: 'Create New Persona' }));
    let dialog = screen.getByRole('dialog', { name: 'Create New Persona' });
    await user.type(within(dialog).getByLabelText('Enter persona name'), 'Careful Carla');
    await user.click(within(dialog).getByRole('button', { name: 'Choose photo' }));
    dialog = screen.getByRole('dialog', { name: 'Choose photo' });
    await user.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File([PNG], 'carla.png', { type: 'image/png' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Create New Persona' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Careful Carla')).toBeTruthy();
    expect(screen.getByText('Unsaved*')).toBeTruthy();
    const personaCalls = api.calls
      .filter((call) => call.path.startsWith('/api/ux-personas'))
      .map((call) => `${call.method} ${call.path}`);
    expect(personaCalls).toEqual([
      `GET /api/ux-personas/${P}`,
      'POST /api/ux-personas',
      'PATCH /api/ux-personas',
      'POST /api/ux-personas/upload-thumbnail',
      `GET /api/ux-personas/${P}`,
    ]);
    const carla = api.items('uxPersona').find((persona) => persona.name === 'Careful Carla');
    expect(carla?.thumbnailPath).toBeTruthy();
    const named = api.calls.find((call) => call.method === 'PATCH');
    expect(named?.body).toMatchObject({ uxPersonaSK: carla?.SK, name: 'Careful Carla' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.saveSuccess);
    expect(api.item('empathyMap', S)?.personaSK).toBe(carla?.SK);
  });

  it('deletes a half-made persona when its photo is refused, and says why', async () => {
    const { api, P, S } = mapWorld({ chosen: null });
    api.fail('POST', '/api/ux-personas/upload-thumbnail', 400, 'Image dimensions are too large');
    const { user } = renderEditor(mapPath({ P, S }));
    await screen.findByText('No persona chosen');
    await user.click(screen.getByRole('button', { name: 'Choose Persona' }));
    await user.click(await screen.findByRole('button', { name: 'Create New Persona' }));
    await user.type(screen.getByLabelText('Enter persona name'), 'Careful Carla');
    await user.click(screen.getByRole('button', { name: 'Choose photo' }));
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File([PNG], 'huge.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    const dialog = screen.getByRole('dialog', { name: 'Create New Persona' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Image dimensions are too large',
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(api.items('uxPersona').map((persona) => persona.name)).not.toContain('Careful Carla');
    expect(screen.getByText('No persona chosen')).toBeTruthy();
  });

  it('shows no persona when the chosen one has been deleted elsewhere', async () => {
    const { api, P, S, ANNA } = mapWorld();
    // Deleted in another tab once this page has the map, before it has the persona list.
    let answer = () => {};
    api.hold(
      `/api/ux-personas/${P}`,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    renderEditor(mapPath({ P, S }));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe(`/api/ux-personas/${P}`));
    api.deleteElsewhere('uxPersona', ANNA);
    answer();
    expect(await screen.findByText('No persona chosen')).toBeTruthy();
    // The map changed (the server already unlinked it): saving sends no dead key. The
    // change follows the render that found the persona gone, so it is waited for.
    expect(await screen.findByText('Unsaved*')).toBeTruthy();
  });

  it("disables 'Create New Persona' at 30 personas with the spec's reason", async () => {
    const { P, S } = mapWorld({ personaCount: 30 });
    const { user } = renderEditor(mapPath({ P, S }));
    await screen.findByText('Anna');
    await user.click(screen.getByRole('button', { name: 'Choose Persona' }));
    const create = await screen.findByRole('button', { name: 'Create New Persona' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(create.getAttribute('title')).toBe(MESSAGES.maxFeatures);
    expect(screen.getAllByRole('button', { name: /^Choose persona / })).toHaveLength(30);
  });

  it("trusts only this page's own persona list, not an older cached one", async () => {
    const { api, P, S } = mapWorld();
    let answer = () => {};
    api.hold(
      `/api/ux-personas/${P}`,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    // The project page cached the personas before Anna existed.
    renderEditor(mapPath({ P, S }), (client) =>
      client.setQueryData(queryKeys.features('uxPersona', P), []),
    );
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe(`/api/ux-personas/${P}`));
    // While the list is on its way the map waits, rather than claiming there is none.
    expect(screen.queryByText('No persona chosen')).toBeNull();
    expect(screen.getAllByText('Loading personas…').length).toBeGreaterThan(0);
    answer();
    expect(await screen.findByText('Anna')).toBeTruthy();
    expect(screen.queryByText('Unsaved*')).toBeNull();
  });

  it('says when the personas cannot be loaded, and the picker tries again', async () => {
    const { api, P, S } = mapWorld();
    api.fail('GET', `/api/ux-personas/${P}`, 500, 'The database is away');
    const { user } = renderEditor(mapPath({ P, S }));
    expect(await screen.findByText('The persona could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose Persona' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Persona' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The personas could not be loaded.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Choose persona Anna' })).toBeTruthy();
    // The map's middle shows the persona again.
    expect(screen.queryByText('The persona could not be loaded.')).toBeNull();
  });
});
