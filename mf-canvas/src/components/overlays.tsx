import { diagramToScreen, screenToDiagram } from 'diagram-kit';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type CanvasT, canvasText, formatScale } from '../i18n';
import { en } from '../i18n/en';
import { editingShape } from '../model/document';
import { type EditorState, modeFlags } from '../model/editor-state';
import type { EditorStore } from '../model/store';
import { SHAPE_TEXT } from './text-layout';
import { useEditorState } from './use-editor';

const FLAGS = Object.keys(en.debug.flags) as (keyof typeof en.debug.flags)[];

function overlayText(state: EditorState, t: CanvasT) {
  const { pointer, viewport } = state;
  const world = pointer && screenToDiagram(viewport, pointer);
  const flags = modeFlags(state);
  return {
    pointer: world
      ? t('debug.pointer', { x: Math.round(world.x), y: Math.round(world.y) })
      : t('debug.noPointer'),
    scale: t('debug.scale', { scale: formatScale(viewport.scale) }),
    active: FLAGS.map((flag) => String(flags[flag])),
  };
}

/**
 * The prototype's debug overlay (spec §2): the pointer in world units, the scale and the
 * mode flags. It changes on every pointer move, so it writes its few text nodes itself,
 * once per frame, rather than re-render through React on every event. Visual only: the
 * status line says what matters to a screen reader.
 */
export function DebugOverlay({ store }: { store: EditorStore }) {
  const t = canvasText.useT();
  const pointerRef = useRef<HTMLSpanElement>(null);
  const scaleRef = useRef<HTMLSpanElement>(null);
  const flagsRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let frame = 0;
    let shown: EditorState | null = null;
    const update = () => {
      frame = 0;
      const state = store.getState();
      if (
        shown &&
        state.pointer === shown.pointer &&
        state.viewport === shown.viewport &&
        state.mode === shown.mode &&
        state.textDraft === shown.textDraft
      ) {
        return;
      }
      shown = state;
      const text = overlayText(state, t);
      if (pointerRef.current) pointerRef.current.textContent = text.pointer;
      if (scaleRef.current) scaleRef.current.textContent = text.scale;
      const flags = flagsRef.current?.children ?? [];
      text.active.forEach((active, i) => {
        const flag = flags[i];
        if (flag && flag.getAttribute('data-active') !== active)
          flag.setAttribute('data-active', active);
      });
    };
    update();
    const unsubscribe = store.subscribe(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, t]);
  return (
    <div className="canvas-debug" aria-hidden="true" data-testid="canvas-debug">
      <span ref={pointerRef} />
      <span ref={scaleRef} />
      <span ref={flagsRef} className="canvas-debug__flags">
        {FLAGS.map((flag) => (
          <span key={flag} data-active="false">
            {t(`debug.flags.${flag}`)}
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
  // Only while editing: a pan must not re-render this on every frame for nothing.
  const viewport = useEditorState(store, (state) =>
    state.textDraft === null ? null : state.viewport,
  );
  const shape = useEditorState(store, (state) =>
    state.textDraft === null ? undefined : editingShape(state.doc),
  );
  const t = canvasText.useT();
  const ref = useRef<HTMLTextAreaElement>(null);
  const shapeId = shape?.id;
  useEffect(() => {
    if (!shapeId) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.select();
  }, [shapeId]);
  const scale = viewport?.scale;
  const width = shape?.width;
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = '0';
    textarea.style.height = `${textarea.scrollHeight}px`;
  }, [draft, scale, width]);
  if (draft === null || !shape || !viewport) return null;

  const commit = () => {
    if (store.getState().textDraft === null) return;
    store.dispatch({ type: 'commitText' });
    onDone();
  };
  const at = diagramToScreen(viewport, shape);
  return (
    <div
      className="canvas-text-editor"
      style={{
        left: at.x,
        top: at.y,
        width: shape.width * viewport.scale,
        height: shape.height * viewport.scale,
        padding: `${(SHAPE_TEXT.padding / 2) * viewport.scale}px ${SHAPE_TEXT.padding * viewport.scale}px`,
      }}
    >
      <textarea
        ref={ref}
        rows={1}
        aria-label={t('textEditorLabel')}
        value={draft}
        spellCheck={false}
        style={{
          fontSize: SHAPE_TEXT.fontSize * viewport.scale,
          lineHeight: `${SHAPE_TEXT.lineHeight * viewport.scale}px`,
        }}
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
