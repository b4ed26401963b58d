import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS } from './breakpoints';
import { useIsNarrow, useMediaQuery } from './useMediaQuery';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'match' : 'no match'}</p>;
}

function NarrowProbe() {
  return <p>{useIsNarrow(BREAKPOINTS.header) ? 'narrow' : 'wide'}</p>;
}

/** A matchMedia stand-in whose answer the test controls. */
function stubMatchMedia(matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  const state = { matches };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: (query: string) => boolean) {
      state.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports no match where matchMedia is missing (jsdom, server)', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe query="(max-width: 100px)" />);
    expect(screen.getByText('no match')).toBeTruthy();
  });

  it('follows changes of the media query', () => {
    const media = stubMatchMedia(() => false);
    render(<Probe query="(prefers-color-scheme: dark)" />);
    expect(screen.getByText('no match')).toBeTruthy();
    act(() => media.change(() => true));
    expect(screen.getByText('match')).toBeTruthy();
  });

  it('useIsNarrow is true only below the breakpoint', () => {
    let width = 1024;
    const maxWidth = (query: string) => Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);
    const media = stubMatchMedia((query) => width <= maxWidth(query));
    render(<NarrowProbe />);
    expect(screen.getByText('wide')).toBeTruthy();
    width = 960;
    act(() => media.change((query) => width <= maxWidth(query)));
    expect(screen.getByText('wide')).toBeTruthy();
    width = 959;
    act(() => media.change((query) => width <= maxWidth(query)));
    expect(screen.getByText('narrow')).toBeTruthy();
  });
});
