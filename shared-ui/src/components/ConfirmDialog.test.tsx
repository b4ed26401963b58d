import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(props: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Are you sure you want to delete project?"
      message="My project"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question with the detail as its description', () => {
    renderConfirm();
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete project?',
    });
    const descriptionId = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toBe('My project');
  });

  it('starts on Cancel so a reflexive Enter does not delete', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the confirm button', async () => {
    const { user, onConfirm } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape, Cancel and a second confirm while busy', async () => {
    const { user, onConfirm, onCancel } = renderConfirm({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
