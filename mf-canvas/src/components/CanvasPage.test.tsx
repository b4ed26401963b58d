import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIMULATED_LOAD_MS } from '../model/canvas-constants';
import { CanvasPage } from './CanvasPage';

function renderPage(url = '/testsitemap') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <CanvasPage />
    </MemoryRouter>,
  );
}

describe('CanvasPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom draws nothing: the canvas renderer stays off, the rest of the page works.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    delete window.__canvasBench;
  });

  it('shows a spinner for the simulated load, then the prototype', () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading canvas' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS - 1));
    expect(screen.queryByRole('application')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const canvas = screen.getByRole('application', { name: 'Diagram canvas' });
    expect(canvas.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(canvas.getAttribute('aria-describedby')!)?.textContent,
    ).toContain('Backspace deletes');
    expect(screen.getByRole('status').textContent).toBe('3 shapes, 0 arrows. Nothing selected.');
    expect(window.__canvasBench).toBeUndefined();
  });

  it('takes the canvas keys only while the canvas has the focus', () => {
    renderPage();
    act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS));
    const canvas = screen.getByRole('application', { name: 'Diagram canvas' });
    const button = screen.getByRole('button', { name: 'Add rectangle' });
    fireEvent.keyDown(button, { key: 'a', ctrlKey: true });
    expect(screen.getByRole('status').textContent).toContain('Nothing selected.');
    const selectAll = fireEvent.keyDown(canvas, { key: 'a', ctrlKey: true });
    expect(selectAll).toBe(false);
    expect(screen.getByRole('status').textContent).toContain('Selected: 3 shapes.');
    // Keys the canvas does not use keep their default (Tab moves the focus on).
    expect(fireEvent.keyDown(canvas, { key: 'Tab' })).toBe(true);
  });

  it('adds shapes from the buttons', () => {
    renderPage();
    act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Add circle' }));
    expect(screen.getByRole('status').textContent).toContain('4 shapes');
    expect(screen.getByRole('status').textContent).toContain('Selected: circle');
  });

  it('undoes and redoes from the buttons and the keys, marked disabled when there is nothing to', () => {
    renderPage();
    act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS));
    const status = () => screen.getByRole('status').textContent;
    const canvas = screen.getByRole('application', { name: 'Diagram canvas' });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo.getAttribute('title')).toBe('Undo (Ctrl+Z)');
    expect(redo.getAttribute('title')).toBe('Redo (Ctrl+Shift+Z)');
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    expect(redo.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Add circle' }));
    expect(status()).toContain('4 shapes');
    expect(undo.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(undo);
    expect(status()).toBe('3 shapes, 0 arrows. Nothing selected.');
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    expect(redo.getAttribute('aria-disabled')).toBeNull();
    // Pressed while marked disabled, it changes nothing.
    fireEvent.click(undo);
    expect(status()).toBe('3 shapes, 0 arrows. Nothing selected.');
    fireEvent.click(redo);
    expect(status()).toContain('4 shapes');

    // The keys, on the canvas only.
    fireEvent.keyDown(undo, { key: 'z', ctrlKey: true });
    expect(status()).toContain('4 shapes');
    expect(fireEvent.keyDown(canvas, { key: 'z', ctrlKey: true })).toBe(false);
    expect(status()).toContain('3 shapes');
    expect(fireEvent.keyDown(canvas, { key: 'Z', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(status()).toContain('4 shapes');
    fireEvent.keyDown(canvas, { key: 'z', metaKey: true });
    expect(fireEvent.keyDown(canvas, { key: 'y', ctrlKey: true })).toBe(false);
    expect(status()).toContain('4 shapes');
  });

  it('opens with N shapes and arrows with ?bench=N, and records draws in a benchmark build', () => {
    vi.stubEnv('VITE_BENCH', '1');
    renderPage('/testsitemap?bench=50');
    act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS));
    expect(screen.getByRole('status').textContent).toBe('50 shapes, 50 arrows. Nothing selected.');
    expect(window.__canvasBench).toEqual({ draws: 0, drawMs: [] });
  });

  it('keeps no draw record with ?bench=N in any other build', () => {
    renderPage('/testsitemap?bench=50');
    act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS));
    expect(screen.getByRole('status').textContent).toBe('50 shapes, 50 arrows. Nothing selected.');
    expect(window.__canvasBench).toBeUndefined();
  });
});
