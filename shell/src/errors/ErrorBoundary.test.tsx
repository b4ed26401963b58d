import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { SomethingWentWrong } from './pages';

function Broken(): never {
  throw new Error('render failure');
}

describe('the global fallback', () => {
  it("shows 'Something went wrong' instead of a blank page when rendering fails", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    renderInShell(
      <ErrorBoundary fallback={<SomethingWentWrong />} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('renders its children again after a new reset key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let retry = () => {};
    function Harness() {
      const [attempt, setAttempt] = useState(0);
      retry = () => setAttempt(1);
      return (
        <ErrorBoundary resetKey={attempt} fallback={<p>failed</p>}>
          {attempt === 0 ? <Broken /> : <p>recovered</p>}
        </ErrorBoundary>
      );
    }
    renderInShell(<Harness />);
    expect(screen.getByText('failed')).toBeTruthy();
    retry();
    expect(await screen.findByText('recovered')).toBeTruthy();
  });
});
