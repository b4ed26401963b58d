import { screen, within } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit';
import { installFakeApi, renderRemote, translationProblems } from 'editor-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import { en } from './en';
import { ua } from './ua';

describe('the user flow editor in Ukrainian', () => {
  beforeEach(() => changeSiteLanguage('ua', false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows its toolbar, its views and the sample flow in Ukrainian', async () => {
    installFakeApi({ signedIn: false });
    const { user } = renderRemote(App, '/userflow', { path: '/userflow' });
    expect(await screen.findByRole('application', { name: 'Діаграма потоку' })).toBeTruthy();
    expect(screen.getByText('Користувацький потік')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Назва' })).toHaveProperty(
      'value',
      'Вхід у застосунок',
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Інструменти потоку' });
    expect(within(toolbar).getByRole('button', { name: 'Додати вузол' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Видалити вибране' })).toBeTruthy();
    const labels = [...document.querySelectorAll('.uf-diagram .uf-node__label')].map(
      (label) => label.textContent,
    );
    expect(labels).toContain('Форма входу');
    expect(labels).not.toContain('Sign-in form');
    const tree = screen.getByRole('tree', { name: 'Потік у порядку читання' });
    expect(within(tree).getByRole('treeitem', { name: 'Ні → Екран: Форма входу' })).toBeTruthy();

    // A node chosen from the toolbar's menu is added and announced in Ukrainian.
    await user.click(within(toolbar).getByRole('button', { name: 'Додати вузол' }));
    await user.click(screen.getByRole('menuitem', { name: 'Рішення' }));
    expect(document.querySelector('.uf-status')?.textContent).toBe('Додано вузол типу «Рішення»');
    expect(screen.getByRole('heading', { name: 'Відомості' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Підпис' })).toHaveProperty('value', '');
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
