import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as shellCopy from './index';

/**
 * A page runs two copies of the i18n: the shell bundles `editor-kit/i18n`, the remotes get
 * the kit as a shared singleton. Here the second copy is this folder imported again into
 * a fresh module registry, as a separately built bundle would be.
 */
async function secondCopy(): Promise<typeof shellCopy> {
  vi.resetModules();
  return import('./index');
}

describe('two copies of the i18n on one page', () => {
  it('are really two copies', async () => {
    const remoteCopy = await secondCopy();
    expect(remoteCopy.defineCatalog).not.toBe(shellCopy.defineCatalog);
    expect(remoteCopy.changeSiteLanguage).not.toBe(shellCopy.changeSiteLanguage);
  });

  it('share one language and one set of catalogues, whichever copy switches', async () => {
    const remoteCopy = await secondCopy();
    const shellWords = shellCopy.defineCatalog(
      'twoCopiesShell',
      { home: 'Home' },
      { ua: async () => ({ home: 'Головна' }) },
    );
    const editorWords = remoteCopy.defineCatalog(
      'twoCopiesEditor',
      { save: 'Save' },
      { ua: async () => ({ save: 'Зберегти' }) },
    );
    expect(shellCopy.registeredCatalogs()).toContain(editorWords);
    expect(remoteCopy.registeredCatalogs()).toContain(shellWords);

    function Header() {
      const t = shellWords.useT();
      return <p>{t('home')}</p>;
    }
    function Toolbar() {
      const t = editorWords.useT();
      return <p>{t('save')}</p>;
    }
    render(
      <Suspense fallback={null}>
        <Header />
        <Toolbar />
      </Suspense>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.getByText('Save')).toBeTruthy();

    // The remote's copy switches: the shell's copy loads its words too, and both re-render.
    await act(() => remoteCopy.changeSiteLanguage('ua', false));
    expect(shellCopy.activeLocale()).toBe('uk');
    expect(screen.getByText('Головна')).toBeTruthy();
    expect(screen.getByText('Зберегти')).toBeTruthy();
    expect(shellWords.t('home')).toBe('Головна');

    // And back, from the shell's copy.
    await act(() => shellCopy.changeSiteLanguage('en', false));
    expect(remoteCopy.activeLocale()).toBe('en');
    expect(screen.getByText('Home')).toBeTruthy();
    expect(editorWords.t('save')).toBe('Save');
  });
});
