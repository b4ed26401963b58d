import { act, render, screen } from '@testing-library/react';
import { changeSiteLanguage } from 'editor-kit/i18n';
import { translationProblems } from 'editor-kit/testing';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasPage } from '../components/CanvasPage';
import { describeDocument } from '../components/describe-selection';
import { SIMULATED_LOAD_MS } from '../model/canvas-constants';
import { arrow, shape } from '../model/test-helpers';
import { en } from './en';
import { ua } from './ua';

describe('the canvas in Ukrainian', () => {
  beforeEach(() => changeSiteLanguage('ua', false));

  it('counts with the plural forms of Ukrainian', () => {
    const shapes = (n: number) => Array.from({ length: n }, (_, i) => shape(`s${i}`, i * 200, 0));
    expect(describeDocument({ shapes: shapes(1), arrows: [] })).toBe(
      '1 фігура, 0 стрілок. Нічого не вибрано.',
    );
    expect(describeDocument({ shapes: shapes(3), arrows: [arrow('x', 's0', 's1')] })).toBe(
      '3 фігури, 1 стрілка. Нічого не вибрано.',
    );
    const selected = shapes(5).map((s) => ({ ...s, isSelected: true }));
    expect(describeDocument({ shapes: selected, arrows: [] })).toBe(
      '5 фігур, 0 стрілок. Вибрано: 5 фігур.',
    );
    const one = [{ ...shape('a', -600.4, -150, { text: 'Вхід' }), isSelected: true }];
    expect(describeDocument({ shapes: one, arrows: [] })).toBe(
      '1 фігура, 0 стрілок. Вибрано: прямокутник у точці -600, -150, 100 × 100, «Вхід».',
    );
    const attached = [{ ...arrow('x', 'a', null), isSelected: true }];
    expect(
      describeDocument({ shapes: one.map((s) => ({ ...s, isSelected: false })), arrows: attached }),
    ).toBe('1 фігура, 1 стрілка. Вибрано: пряма стрілка, прикріплена до 1 фігури.');
  });

  describe('the page', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('shows its title, buttons, help and scale in Ukrainian', () => {
      render(
        <MemoryRouter initialEntries={['/testsitemap']}>
          <CanvasPage />
        </MemoryRouter>,
      );
      expect(screen.getByRole('status', { name: 'Завантаження полотна' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(SIMULATED_LOAD_MS));
      expect(screen.getByRole('heading', { name: 'Полотно діаграми' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Додати прямокутник' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Скасувати' }).title).toBe('Скасувати (Ctrl+Z)');
      expect(screen.getByRole('button', { name: 'Повторити' }).title).toBe(
        'Повторити (Ctrl+Shift+Z)',
      );
      expect(screen.getByRole('application', { name: 'Полотно діаграми' })).toBeTruthy();
      expect(screen.getByText(/Backspace видаляє/)).toBeTruthy();
      // A decimal comma: numbers are written the Ukrainian way.
      expect(screen.getByTestId('canvas-debug').textContent).toContain('масштаб 1,00');
      expect(screen.queryByText('Diagram canvas')).toBeNull();
    });
  });
});

describe('the Ukrainian catalogue', () => {
  it('has every English key, each plural form Ukrainian needs, and no extra keys', () => {
    expect(translationProblems(en, ua, 'uk')).toEqual([]);
  });
});
