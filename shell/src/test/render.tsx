import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from 'shared-auth';
import { ToastProvider } from 'shared-ui';
import { en } from '../i18n/en';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

/** Renders shell UI with the providers the app gives it, at `route`. */
export function renderInShell(ui: ReactElement, { route = '/' } = {}) {
  return render(
    <AuthProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </AuthProvider>,
  );
}
