import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from 'shared-auth';
import { ToastProvider } from 'shared-ui';
// The shell's catalogue joins the site's words (English unless a test switches).
import '../i18n';

/** Renders shell UI with the providers the app gives it, at `route`. */
export function renderInShell(ui: ReactElement, { route = '/' } = {}): RenderResult {
  return render(
    <AuthProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </AuthProvider>,
  );
}
