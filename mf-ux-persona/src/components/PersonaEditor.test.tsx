import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngFile, renderPersonaApp, SLOW_TEST } from '../test/render';

// The generated preset pictures are a build output; tests use stand-in URLs.
vi.mock('../../../editor-kit/src/persona-photos/preset-urls', () => ({
  PRESET_PHOTO_URLS: new Map(
    Array.from({ length: 32 }, (_, i) => {
      const id = `preset-${String(i + 1).padStart(2, '0')}`;
      return [id, `/assets/${id}.webp`];
    }),
  ),
}));

const byLabel = (label: string) => screen.getByLabelText(label, { exact: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the guest persona', SLOW_TEST, () => {
  it("is the spec's sample, with no Save or Delete", async () => {
    renderPersonaApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Persona name' })).toBeTruthy();
    expect((byLabel('Name of skill 1') as HTMLInputElement).value).toBe('Tech level');
    expect((byLabel('Name of motivation 3') as HTMLInputElement).value).toBe('Convenience');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export in JPEG' })).toBeTruthy();
  });

  it('marks blank optional rows for the export to leave out, and unmarks them once filled', async () => {
    const { user } = renderPersonaApp();
    await screen.findByRole('heading', { level: 1, name: 'Persona name' });
    const gap = (label: string) =>
      byLabel(label).closest('.persona-picture-gap') !== null ? label : null;
    const blank = ['Personality words', 'Occupation', 'Income', 'Location', 'Goals'];
    const fixed = ['Age', 'Biography', 'Name of skill 1', 'Name of motivation 1'];
    expect([...blank, 'Name of skill 3', ...fixed].map(gap)).toEqual([
      ...blank,
      'Name of skill 3',
      ...fixed.map(() => null),
    ]);
    // Both goals and frustrations are blank: their block goes as a whole.
    expect(byLabel('Goals').closest('section')?.classList).toContain('persona-picture-gap');
    await user.type(byLabel('Occupation'), 'Nurse');
    await user.type(byLabel('Name of skill 3'), 'Patience');
    await user.type(byLabel('Frustrations'), 'Queues');
    expect(['Occupation', 'Name of skill 3', 'Frustrations', 'Goals'].map(gap)).toEqual([
      null,
      null,
      null,
      'Goals',
    ]);
    expect(byLabel('Goals').closest('section')?.classList).not.toContain('persona-picture-gap');
  });

  it('closing Goals and frustrations clears both; focus moves to the button left behind', async () => {
    const { user } = renderPersonaApp();
    await user.type(await screen.findByLabelText('Goals'), 'Pay fast');
    await user.type(byLabel('Frustrations'), 'Queues');
    await user.click(screen.getByRole('button', { name: 'Close Goals and frustrations' }));
    const show = screen.getByRole('button', { name: 'Show Goals and frustrations' });
    expect(document.activeElement).toBe(show);
    expect(screen.queryByLabelText('Goals')).toBeNull();
    await user.click(show);
    expect((byLabel('Goals') as HTMLTextAreaElement).value).toBe('');
    expect((byLabel('Frustrations') as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Close Goals and frustrations' }),
    );
  });

  it('closing Personality turns its sliders off; re-opened, each slider comes back on its own', async () => {
    const { user } = renderPersonaApp();
    await user.click(await screen.findByRole('button', { name: 'Close Personality' }));
    expect(screen.queryAllByRole('slider', { name: /Introvert/ })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show Personality' }));
    expect(screen.queryAllByRole('slider', { name: /–/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Show .* – / })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show Sensing – Intuition' }));
    expect(screen.getAllByRole('slider', { name: /–/ })).toHaveLength(1);
    expect(screen.getByRole('slider', { name: 'Sensing – Intuition' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close Sensing – Intuition' }));
    expect(screen.queryAllByRole('slider', { name: /–/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show Sensing – Intuition' })).toBeTruthy();
  });

  it('keeps only digits in the age and says when it is over 150', async () => {
    const { user } = renderPersonaApp();
    const age = (await screen.findByLabelText('Age')) as HTMLInputElement;
    await user.type(age, '4a2');
    expect(age.value).toBe('42');
    await user.clear(age);
    await user.type(age, '151');
    expect(screen.getByRole('alert').textContent).toBe(
      'Age must be a whole number between 0 and 150',
    );
  });

  it('Enter leaves an input', async () => {
    const { user } = renderPersonaApp();
    const occupation = await screen.findByLabelText('Occupation');
    await user.type(occupation, 'Nurse{Enter}');
    expect(document.activeElement).not.toBe(occupation);
    expect((occupation as HTMLInputElement).value).toBe('Nurse');
  });

  it('adds skills up to 20, then disables the button and says why', async () => {
    const { user } = renderPersonaApp();
    const add = await screen.findByRole('button', { name: 'Add new skill' });
    for (let count = 3; count < 20; count++) await user.click(add);
    // The row just added has focus, ready for its name.
    expect(document.activeElement).toBe(byLabel('Name of skill 20'));
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Maximum 20 skills allowed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove skill 20' }));
    expect(add.hasAttribute('disabled')).toBe(false);
  });
});

describe('the photo picker', SLOW_TEST, () => {
  async function openPicker() {
    const rendered = renderPersonaApp();
    await rendered.user.click(await screen.findByRole('button', { name: 'Choose photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose photo' });
    return { ...rendered, dialog, input: dialog.querySelector('input[type=file]') as HTMLElement };
  }

  it('refuses a file that is not an image, by its bytes, and stays open', async () => {
    const { user, dialog, input } = await openPicker();
    const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    await user.upload(input, text);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only images are allowed!');
    expect(screen.getByRole('dialog', { name: 'Choose photo' })).toBe(dialog);
    expect(screen.getByText('No photo yet')).toBeTruthy();
  });

  it('refuses an image over 10 MB', async () => {
    const { user, dialog, input } = await openPicker();
    await user.upload(input, pngFile(10_000_001));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Maximum upload size is 10MB!',
    );
  });

  it('shows a chosen image at once, and a chosen preset', async () => {
    const { user, input } = await openPicker();
    await user.upload(input, pngFile());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const photo = screen.getByRole('img', { name: 'Photo of Persona name' });
    expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: 'Change photo' }));
    await user.click(await screen.findByRole('button', { name: 'Preset photo 9' }));
    expect(screen.getByRole('img', { name: 'Photo of Persona name' }).getAttribute('src')).toBe(
      '/assets/preset-09.webp',
    );
  });
});
