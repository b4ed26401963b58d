import { screen } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit';
import { installFakeApi, renderRemote, translationProblems } from 'editor-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../App';
import { en } from './en';
import { ua } from './ua';

describe('the journey map editor in Ukrainian', () => {
  beforeEach(() => changeSiteLanguage('ua', false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sample journey, its lanes and its curve in Ukrainian', async () => {
    installFakeApi({ signedIn: false });
    renderRemote(App, '/journeymap', { path: '/journeymap' });
    expect(
      await screen.findByRole('grid', { name: 'Карта шляху Бронювання поїздки на вихідні' }),
    ).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^Больові точки/ })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Емоція на етапі «Бронювання»' })).toBeTruthy();
    expect(screen.queryByText('Actions')).toBeNull();
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
