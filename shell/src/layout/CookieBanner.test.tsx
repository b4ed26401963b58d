import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../test/render';
import { COOKIE_CONSENT_KEY, CookieBanner } from './CookieBanner';

const MESSAGE = 'We use cookies to ensure you get the best experience on our website.';

describe('CookieBanner', () => {
  it('hides for good once accepted', async () => {
    const first = renderInShell(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    first.unmount();
    renderInShell(<CookieBanner />);
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('shows until then', () => {
    renderInShell(<CookieBanner />);
    expect(screen.getByText(MESSAGE)).toBeTruthy();
  });
});
