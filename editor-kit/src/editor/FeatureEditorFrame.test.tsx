import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { empathyMapContract, type FeatureListItem, MESSAGES, type Project } from 'shared-contracts';
import { GuardedRouter, ToastProvider } from 'shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { draftTime } from '../drafts/DraftOfferDialog';
import { editorCatalog } from '../i18n/editor-catalog';
import { FeatureEditorFrame } from './FeatureEditorFrame';
import type { FeatureEditor } from './feature-editor-types';

const P = 'PROJECT#0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';
const S = 'EMPMAP#1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const project: Project = {
  PK: 'USER#u',
  SK: P,
  name: 'Project',
  description: '',
  UPDATED_AT: 1,
  CREATED_AT: 1,
  version: 1,
  empathyMapThumbnailPath: null,
  uxPersonaThumbnailPath: null,
  sitemapThumbnailPath: null,
  competitorAnalysisThumbnailPath: null,
  thumbnails: { empathyMap: null, uxPersona: null, sitemap: null, competitorAnalysis: null },
};

const item = (n: number): FeatureListItem => ({
  PK: P,
  SK: n === 0 ? S : `EMPMAP#${n}`,
  name: `Map ${n}`,
  UPDATED_AT: n,
  CREATED_AT: n,
  thumbnailPath: null,
});

interface Overrides {
  session?: Partial<FeatureEditor<unknown>['session']>;
  item?: Partial<FeatureEditor<unknown>['item']>;
}

function editor({ session, item: itemOverrides }: Overrides = {}): FeatureEditor<unknown> {
  return {
    content: {},
    update: vi.fn(),
    session: {
      status: 'ready',
      name: 'Map 0',
      nameError: null,
      unsaved: false,
      saving: false,
      conflict: false,
      resolvingConflict: null,
      exporting: false,
      leaving: false,
      draftOffer: null,
      draftState: 'clean',
      unsavedAtRisk: false,
      waitingForConnection: false,
      canUndo: false,
      canRedo: false,
      ...session,
    },
    actions: {
      setName: vi.fn(),
      save: vi.fn(),
      reloadLatest: vi.fn(),
      overwriteLatest: vi.fn(),
      dismissConflict: vi.fn(),
      undo: vi.fn(),
      redo: vi.fn(),
      exportImage: vi.fn(),
      remove: vi.fn(),
      createNew: vi.fn(),
      restoreDraft: vi.fn(),
      discardDraft: vi.fn(),
      retryLoad: vi.fn(),
      saveToProject: vi.fn(),
    },
    item: {
      editor: empathyMapContract.editor,
      keys: { PK: P, SK: S },
      isGuest: false,
      keepsGuestWork: false,
      siblings: [item(0)],
      project: undefined,
      creating: false,
      ...itemOverrides,
    },
    contentRef: { current: null },
  };
}

function renderFrame(state: FeatureEditor<unknown>) {
  render(
    <ToastProvider dismissLabel="Close">
      <GuardedRouter history={UNSAFE_createMemoryHistory({ v5Compat: true })}>
        <FeatureEditorFrame editor={state} typeLabel="Empathy Map" sideTitle="Empathy maps">
          <p>body</p>
        </FeatureEditorFrame>
      </GuardedRouter>
    </ToastProvider>,
  );
}

describe('FeatureEditorFrame', () => {
  it("shows '...' for the project until it loads, and the current item in the side list", () => {
    renderFrame(editor());
    expect(screen.getByRole('link', { name: '← ...' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Map 0/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('body')).toBeTruthy();
  });

  it("disables '+' at 30 items with the spec's title", () => {
    renderFrame(
      editor({
        item: {
          project: { ...project, name: 'Shop' },
          siblings: Array.from({ length: 30 }, (_, n) => item(n)),
        },
      }),
    );
    expect(screen.getByRole('link', { name: '← Shop' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Create new' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(add.getAttribute('title')).toBe(MESSAGES.maxFeatures);
  });

  it("does not blame the limit while '+' waits for a create to finish", () => {
    renderFrame(editor({ item: { creating: true } }));
    const add = screen.getByRole('button', { name: 'Create new' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(add.getAttribute('title')).not.toBe(MESSAGES.maxFeatures);
  });

  it('gives a guest export only: no save, delete, back link or side list', () => {
    renderFrame(editor({ item: { keys: null, isGuest: true, siblings: undefined } }));
    expect(screen.getByRole('button', { name: 'Export in JPEG' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers undo and redo as buttons, each disabled with nothing to take', () => {
    const state = editor({ session: { canUndo: true } });
    renderFrame(state);
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo.getAttribute('title')).toBe('Undo (Ctrl+Z)');
    expect(redo.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(undo);
    expect(state.actions.undo).toHaveBeenCalledTimes(1);
  });

  it('undoes and redoes on the shortcuts, but not in a dialog', () => {
    const state = editor();
    renderFrame(state);
    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'y', code: 'KeyY', ctrlKey: true });
    expect(state.actions.undo).toHaveBeenCalledTimes(1);
    expect(state.actions.redo).toHaveBeenCalledTimes(2);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(dialog, { key: 'z', code: 'KeyZ', ctrlKey: true });
    dialog.remove();
    expect(state.actions.undo).toHaveBeenCalledTimes(1);
  });

  it('saves on Ctrl+S and Cmd+S, keeping the browser from saving the page', () => {
    const state = editor({ session: { unsaved: true } });
    renderFrame(state);
    const ctrl = fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', metaKey: true });
    expect(ctrl).toBe(false);
    expect(state.actions.save).toHaveBeenCalledTimes(2);
  });

  it('tells a guest pressing Ctrl+S how to save, saving nothing', async () => {
    const state = editor({ item: { keys: null, isGuest: true, siblings: undefined } });
    renderFrame(state);
    expect(fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', ctrlKey: true })).toBe(false);
    expect(state.actions.save).not.toHaveBeenCalled();
    expect(await screen.findByText(editorCatalog.t('guestSave'))).toBeTruthy();
  });

  it('shows a save waiting for the connection until it is saved, with Try again', () => {
    const state = editor({ session: { waitingForConnection: true } });
    renderFrame(state);
    const notice = screen
      .getAllByRole('status')
      .find((status) => status.textContent?.includes(editorCatalog.t('offline')));
    expect(notice).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: editorCatalog.t('retry') }));
    expect(state.actions.save).toHaveBeenCalledTimes(1);
  });

  it('explains an item that cannot be found, with a way back to its project', () => {
    renderFrame(editor({ session: { status: 'not-found' } }));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.itemNotFound);
    expect(screen.queryByText('body')).toBeNull();
  });

  it('asks what to do when a save met a newer one, focusing the choice that drops nothing', () => {
    const state = editor({ session: { conflict: true } });
    renderFrame(state);
    const dialog = screen.getByRole('alertdialog', { name: 'Changed in another tab' });
    expect(dialog.textContent).toContain(MESSAGES.editConflict('empathy map'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load saved version' }));
    expect(state.actions.reloadLatest).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(state.actions.overwriteLatest).toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(state.actions.dismissConflict).toHaveBeenCalled();
  });

  it('lets nothing else be chosen while a way out is running', () => {
    const state = editor({ session: { conflict: true, resolvingConflict: 'overwrite' } });
    renderFrame(state);
    fireEvent.click(screen.getByRole('button', { name: 'Load saved version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(state.actions.reloadLatest).not.toHaveBeenCalled();
    expect(state.actions.dismissConflict).not.toHaveBeenCalled();
  });

  it("offers a stored draft: 'Restore unsaved changes' has the focus and Escape restores", () => {
    const savedAt = Date.UTC(2026, 10, 25, 9, 30);
    const state = editor({ session: { draftOffer: { outdated: false, savedAt } } });
    renderFrame(state);
    const dialog = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('This empathy map has changes that were not saved');
    expect(dialog.textContent).toContain(draftTime(savedAt));
    expect(dialog.textContent).not.toContain('older version');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Restore unsaved changes' }),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(state.actions.restoreDraft).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(state.actions.discardDraft).toHaveBeenCalledTimes(1);
  });

  it('says when the draft was made from a version someone has saved over since', () => {
    renderFrame(editor({ session: { draftOffer: { outdated: true, savedAt: 0 } } }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain(editorCatalog.english.draft.outdated);
  });

  it('guards leaving only unsaved work that could not be kept on this device', async () => {
    const kept = editor({ session: { unsaved: true, unsavedAtRisk: false } });
    const { unmount } = renderFrameWithBack(kept);
    fireEvent.click(screen.getByRole('link', { name: '← ...' }));
    expect(await screen.findByText('the project page')).toBeTruthy();
    unmount();

    renderFrameWithBack(editor({ session: { unsaved: true, unsavedAtRisk: true } }));
    fireEvent.click(screen.getByRole('link', { name: '← ...' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});

/** The frame on its item's page, with the project page to go back to. */
function renderFrameWithBack(state: FeatureEditor<unknown>) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: ['/empathymap/x/y'],
    v5Compat: true,
  });
  return render(
    <ToastProvider dismissLabel="Close">
      <GuardedRouter history={history}>
        <Routes>
          <Route path="/project/:id" element={<p>the project page</p>} />
          <Route
            path="*"
            element={
              <FeatureEditorFrame editor={state} typeLabel="Empathy Map" sideTitle="Empathy maps">
                <p>body</p>
              </FeatureEditorFrame>
            }
          />
        </Routes>
      </GuardedRouter>
    </ToastProvider>,
  );
}
