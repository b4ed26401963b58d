import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function EditProject({ withConfirm = false }: { withConfirm?: boolean }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit project"
        closeLabel="Close"
        footer={
          <button type="button" onClick={() => setConfirming(true)}>
            Save
          </button>
        }
      >
        <input aria-label="Name" />
        {withConfirm && (
          <ConfirmDialog
            open={confirming}
            title="Really?"
            confirmLabel="Yes"
            cancelLabel="No"
            onConfirm={() => setConfirming(false)}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Dialog>
    </>
  );
}

async function openDialog(props: { withConfirm?: boolean } = {}) {
  const user = userEvent.setup();
  render(<EditProject {...props} />);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit project' });
  return { user, dialog, backdrop: dialog.parentElement as HTMLElement };
}

describe('Dialog', () => {
  it('is a labelled modal rendered into document.body', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Edit project' })).toBeTruthy();
    expect(dialog.closest('body')).toBe(document.body);
  });

  it('moves focus to the first field inside and returns it to the opener on close', async () => {
    const { user } = await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('closes on the × button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, backdrop } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Edit project' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when a drag that began inside ends on the backdrop', async () => {
    const { backdrop } = await openDialog();
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.pointerDown(input);
    fireEvent.pointerUp(backdrop);
    // Browsers send the click to the common ancestor: the backdrop.
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes only the topmost of two stacked dialogs on Escape', async () => {
    const { user } = await openDialog({ withConfirm: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alertdialog', { name: 'Really?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit project' })).toBeTruthy();
    // Focus went back into the first dialog, to the button that opened the confirmation.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(document.body.style.overflow).toBe('hidden');
  });
});
