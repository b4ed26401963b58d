import { screen } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit';
import { translationProblems } from 'editor-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleDraft, sampleNames } from '../model/draft';
import { renderPersonaApp, SLOW_TEST } from '../test/render';
import { en } from './en';
import { ua } from './ua';

describe('the persona editor in Ukrainian', SLOW_TEST, () => {
  beforeEach(() => changeSiteLanguage('ua', false));

  it('shows its blocks, sample and messages in Ukrainian', async () => {
    const { user } = renderPersonaApp();
    expect(await screen.findByRole('heading', { name: 'Демографія' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ім’я персони' })).toBeTruthy();
    expect(screen.getByLabelText('Назва навички 1')).toHaveProperty('value', 'Технічний рівень');
    expect(screen.getByRole('slider', { name: 'Інтроверт – Екстраверт' })).toBeTruthy();
    await user.type(screen.getByLabelText('Вік'), '200');
    expect(screen.getByText('Вік має бути цілим числом від 0 до 150')).toBeTruthy();
    expect(screen.queryByText('Demographics')).toBeNull();
  });
});

describe('the sample in English', () => {
  it('is the spec default sample of shared-contracts, name for name', () => {
    let n = 0;
    const ids = () => `id-${n++}`;
    const english = sampleDraft(ids, {
      name: en.sample.name,
      skills: [en.sample.skills.techLevel, en.sample.skills.creativity, ''],
      motivations: Object.values(en.sample.motivations),
    });
    n = 0;
    expect(english).toEqual(sampleDraft(ids));
    expect(sampleNames((key) => key).skills).toHaveLength(3);
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
