import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExportFormat } from '../export/picture-rules';
import { ExportMenu } from './ExportMenu';
import { useFeatureEditorLabels } from './editor-labels';

const labels = renderHook(() => useFeatureEditorLabels()).result.current;

describe('ExportMenu', () => {
  it("keeps the spec's 'Export in JPEG' and offers PNG and PDF from the menu beside it", async () => {
    const onExport = vi.fn();
    render(<ExportMenu onExport={onExport} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export in JPEG' }));
    await userEvent.click(screen.getByRole('button', { name: 'More export formats' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export in PNG' }));
    await userEvent.click(screen.getByRole('button', { name: 'More export formats' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export in PDF' }));
    expect(onExport.mock.calls).toEqual([['jpeg'], ['png'], ['pdf']]);
  });

  it('works from the keyboard: arrows, Enter, Escape, and focus back on the menu button', async () => {
    const onExport = vi.fn();
    render(<ExportMenu onExport={onExport} labels={labels} />);
    const more = screen.getByRole('button', { name: 'More export formats' });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Export in PNG' })).toBe(document.activeElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toBe(document.activeElement);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onExport).toHaveBeenCalledWith('pdf');
    expect(more).toBe(document.activeElement);
  });

  it("says 'Exporting…' while the export works, then that it finished; one export at a time", async () => {
    let finish: (done: boolean) => void = () => {};
    const onExport = vi.fn(
      (_format: ExportFormat) => new Promise<boolean>((resolve) => (finish = resolve)),
    );
    const { rerender } = render(<ExportMenu onExport={onExport} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'More export formats' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export in PDF' }));
    rerender(<ExportMenu onExport={onExport} exporting labels={labels} />);
    expect(screen.getByRole('status').textContent).toBe('Exporting…');
    const jpeg = screen.getByRole('button', { name: 'Export in JPEG' });
    expect(jpeg.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(jpeg);
    await userEvent.click(screen.getByRole('button', { name: 'More export formats' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export in PNG' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    rerender(<ExportMenu onExport={onExport} labels={labels} />);
    expect(screen.getByRole('status').textContent).toBe('Export finished');
  });

  it('goes quiet when the export failed (the error toast tells)', async () => {
    render(<ExportMenu onExport={async () => false} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export in JPEG' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
