import { screen, within } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit';
import { renderRemote, translationProblems } from 'editor-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import { mapWorld } from '../test/fake-api';
import { en } from './en';
import { ua } from './ua';

describe('the empathy map editor in Ukrainian', () => {
  beforeEach(() => changeSiteLanguage('ua', false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows its boxes, hints, picker and refusals in Ukrainian', async () => {
    mapWorld();
    const { user } = renderRemote(App, '/empathymap', { path: '/empathymap' });
    const says = await screen.findByRole('textbox', { name: 'Каже' });
    expect(says.getAttribute('placeholder')).toContain('Цитати з інтерв’ю');
    expect(screen.getByRole('textbox', { name: 'Здобутки' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Вибрати персону' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вибір персони' });
    await user.upload(
      within(dialog).getByLabelText('Завантажити зображення'),
      new File(['just some text'], 'notes.png', { type: 'image/png' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Дозволено лише зображення!',
    );
    expect(screen.queryByText('Says')).toBeNull();
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
