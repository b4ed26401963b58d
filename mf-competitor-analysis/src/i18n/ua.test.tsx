import { screen, within } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit';
import { installFakeApi, renderRemote, translationProblems } from 'editor-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import { en } from './en';
import { ua } from './ua';

describe('the competitor analysis editor in Ukrainian', () => {
  beforeEach(() => changeSiteLanguage('ua', false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sample table, its headers and its questions in Ukrainian', async () => {
    installFakeApi();
    const { user } = renderRemote(App, '/competitoranalysis', { path: '/competitoranalysis' });
    const grid = await screen.findByRole('grid', {
      name: 'Сервіси доставки їжі: конкуренти за критеріями',
    });
    expect(within(grid).getByRole('columnheader', { name: 'Конкурент' })).toBeTruthy();
    expect(within(grid).getAllByRole('switch')[0]?.textContent).toBe('Так');
    await user.click(screen.getByRole('button', { name: 'Вилучити QuickBite' }));
    expect(screen.getByRole('alertdialog', { name: 'Вилучити QuickBite?' })).toBeTruthy();
    expect(screen.queryByText('Competitor')).toBeNull();
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
