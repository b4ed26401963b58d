import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditorHeader, type EditorHeaderProps } from './EditorHeader';
import { useFeatureEditorLabels } from './editor-labels';

// The spec's words (spec §2), as every editor shows them in English.
const labels = renderHook(() => useFeatureEditorLabels()).result.current;

function renderHeader(props: Partial<EditorHeaderProps> = {}) {
  const handlers = { onNameChange: vi.fn(), onSave: vi.fn(), onExport: vi.fn(), onDelete: vi.fn() };
  render(
    <EditorHeader typeLabel="Empathy Map" name="My map" labels={labels} {...handlers} {...props} />,
  );
  return handlers;
}

describe('EditorHeader', () => {
  it('shows Saving... while saving and the Unsaved* marker when unsaved', () => {
    renderHeader({ saving: true, unsaved: true });
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Unsaved*')).toBeTruthy();
  });

  it('offers neither Save, Unsaved* nor delete to a guest', () => {
    renderHeader({ onSave: undefined, onDelete: undefined, unsaved: true });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Unsaved*')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export in JPEG' })).toBeTruthy();
  });

  it('asks before deleting, naming the item', async () => {
    const { onDelete } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete? My map');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('edits the name, shows its message, and Enter leaves the field', async () => {
    const { onNameChange } = renderHeader({ nameError: 'Name should not be empty' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Name should not be empty');
    await userEvent.type(input, '!{Enter}');
    expect(onNameChange).toHaveBeenCalledWith('My map!');
    expect(document.activeElement).not.toBe(input);
  });
});
