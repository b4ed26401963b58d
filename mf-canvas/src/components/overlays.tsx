import { useEffect, useLayoutEffect, useRef } from 'react';
import { editingShape } from '../model/document';
import { modeFlags } from '../model/editor-state';
import type { EditorStore } from '../model/store';
import { screenToWorld, worldToScreen } from '../model/viewport';
import { strings } from '../strings';
import { useEditorState } from './use-editor';

const FLAGS = Object.keys(strings.debug.flags) as (keyof typeof strings.debug.flags)[];

/**
 * The prototype's debug overlay (spec §2): the pointer in world units, the scale and the
 * mode flags. Visual only: the status line says what matters to a screen reader.
 */
export function DebugOverlay({ store }: { store: EditorStore }) {
  const pointer = useEditorState(store, (state) => state.pointer);
  const viewport = useEditorState(store, (state) => state.viewport);
  const active = useEditorState(store, (state) => {
    const flags = modeFlags(state);
    return FLAGS.filter((flag) => flags[flag]).join(' ');
  });
  const world = pointer && screenToWorld(viewport, pointer);
  return (
    <div className="canvas-debug" aria-hidden="true" data-testid="canvas-debug">
      <span>
        {world
          ? strings.debug.pointer(Math.round(world.x), Math.round(world.y))
          : strings.debug.noPointer}
      </span>
      <span>{strings.debug.scale(viewport.scale)}</span>
      <span className="canvas-debug__flags">
        {FLAGS.map((flag) => (
          <span key={flag} data-active={active.split(' ').includes(flag)}>
            {strings.debug.flags[flag]}
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * The text editor over the shape being edited (spec §4: double-click edits, Enter or
 * blur saves). A DOM textarea, as in Excalidraw: typing, IME and screen readers work as
 * in any text field. It grows with its text and sits in the middle of the shape, where
 * the canvas draws the text once saved. Escape also ends editing and keeps the text.
 */
export function ShapeTextEditor({ store, onDone }: { store: EditorStore; onDone: () => void }) {
  const draft = useEditorState(store, (state) => state.textDraft);
  const viewport = useEditorState(store, (state) => state.viewport);
  const shape = useEditorState(store, (state) =>
    state.textDraft === null ? undefined : editingShape(state.doc),
  );
  const ref = useRef<HTMLTextAreaElement>(null);
  const shapeId = shape?.id;
  useEffect(() => {
    if (!shapeId) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.select();
  }, [shapeId]);
  const { scale } = viewport;
  const width = shape?.width;
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = '0';
    textarea.style.height = `${textarea.scrollHeight}px`;
  }, [draft, scale, width]);
  if (draft === null || !shape) return null;

  const commit = () => {
    if (store.getState().textDraft === null) return;
    store.dispatch({ type: 'commitText' });
    onDone();
  };
  const at = worldToScreen(viewport, shape);
  return (
    <div
      className="canvas-text-editor"
      style={{
        left: at.x,
        top: at.y,
        width: shape.width * scale,
        height: shape.height * scale,
        padding: `${6 * scale}px ${12 * scale}px`,
      }}
    >
      <textarea
        ref={ref}
        rows={1}
        aria-label={strings.textEditorLabel}
        value={draft}
        spellCheck={false}
        style={{ fontSize: 16 * scale, lineHeight: `${20 * scale}px` }}
        onChange={(event) => store.dispatch({ type: 'editText', text: event.target.value })}
        onKeyDown={(event) => {
          if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Escape') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
      />
    </div>
  );
}
