import { screen } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit';
import { installFakeApi, renderRemote, translationProblems } from 'editor-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import { en } from './en';
import { ua } from './ua';

describe('the sitemap editor in Ukrainian', () => {
  beforeEach(() => changeSiteLanguage('ua', false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows its views, the sample and its refusals in Ukrainian', async () => {
    installFakeApi();
    const { user } = renderRemote(App, '/sitemap', { path: '/sitemap' });
    expect(await screen.findByRole('tree', { name: 'Структура карти сайту' })).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: 'Головна' })).toBeTruthy();
    expect(screen.getByText('Карта сайту')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Видалити сторінку' }));
    // The home page is selected: deleting it is refused, in Ukrainian.
    expect(screen.getByRole('button', { name: 'Видалити сторінку' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('treeitem', { name: 'Головна' }));
    await user.keyboard('{Delete}');
    expect(document.querySelector('.sm-status')?.textContent).toBe(
      'Головна сторінка лишається нагорі: її не можна перенести чи видалити',
    );
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
