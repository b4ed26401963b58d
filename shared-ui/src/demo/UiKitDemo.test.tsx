import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../toast/ToastProvider';
import { UiKitDemo } from './UiKitDemo';

describe('UiKitDemo', () => {
  it('renders every section and opens its dialog', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <UiKitDemo title="UI kit" />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'UI kit' })).toBeTruthy();
    for (const name of [
      'Colours',
      'Typography',
      'Buttons',
      'Inputs',
      'Dialogs',
      'Toasts',
      'Menu',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog', { name: 'Edit project' })).toBeTruthy();
  });
});
