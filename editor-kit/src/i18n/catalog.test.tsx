import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineCatalog, type Translation } from './catalog';
import { changeSiteLanguage } from './setup';

const english = {
  photo: { choose: 'Choose a photo', alt: 'Photo of {{name}}' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};
const ukrainian: Translation<typeof english> = {
  photo: { choose: 'Оберіть фото', alt: 'Фото: {{name}}' },
  items_one: '{{count}} елемент',
  items_few: '{{count}} елементи',
  items_many: '{{count}} елементів',
  items_other: '{{count}} елемента',
};

let loads = 0;
const catalog = defineCatalog('catalogTest', english, {
  ua: async () => {
    loads += 1;
    return ukrainian;
  },
});

function Words() {
  const t = catalog.useT();
  return (
    <p>
      {t('photo.choose')} · {t('photo.alt', { name: 'Ann' })} · {t('items', { count: 3 })}
    </p>
  );
}

function renderWords() {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Words />
    </Suspense>,
  );
}

describe('a catalogue', () => {
  it('speaks English first, with values and plurals', () => {
    expect(catalog.t('photo.alt', { name: 'Ann' })).toBe('Photo of Ann');
    expect(catalog.t('items', { count: 1 })).toBe('1 item');
    expect(catalog.t('items', { count: 2 })).toBe('2 items');
    renderWords();
    expect(screen.getByText('Choose a photo · Photo of Ann · 3 items')).toBeTruthy();
  });

  it('follows the site into Ukrainian, with its plural forms, and back', async () => {
    renderWords();
    await act(() => changeSiteLanguage('ua', false));
    expect(await screen.findByText('Оберіть фото · Фото: Ann · 3 елементи')).toBeTruthy();
    expect(document.documentElement.lang).toBe('uk');
    expect(catalog.t('items', { count: 1 })).toBe('1 елемент');
    expect(catalog.t('items', { count: 5 })).toBe('5 елементів');
    expect(catalog.t('items', { count: 22 })).toBe('22 елементи');
    await act(() => changeSiteLanguage('en', false));
    expect(await screen.findByText('Choose a photo · Photo of Ann · 3 items')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads a language once', async () => {
    await changeSiteLanguage('ua', false);
    await changeSiteLanguage('en', false);
    await changeSiteLanguage('ua', false);
    expect(loads).toBe(1);
  });

  it('suspends a component until words defined after the switch arrive', async () => {
    await changeSiteLanguage('ua', false);
    let asked = 0;
    const late = defineCatalog(
      'catalogTestLate',
      { hello: 'Hello' },
      {
        ua: () => {
          asked += 1;
          return new Promise((resolve) => setTimeout(() => resolve({ hello: 'Привіт' }), 20));
        },
      },
    );
    expect(asked).toBe(0);
    function Hello() {
      return <p>{late.useT()('hello')}</p>;
    }
    // React retries a suspended render in tests only inside act.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Hello />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Привіт')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('stays in English when a language does not load (offline), without failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = defineCatalog(
      'catalogTestBroken',
      { hello: 'Hello' },
      { ua: () => Promise.reject(new Error('offline')) },
    );
    await changeSiteLanguage('ua', false);
    function Hello() {
      return <p>{broken.useT()('hello')}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Hello />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
