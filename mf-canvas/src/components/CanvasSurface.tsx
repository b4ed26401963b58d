import { type Point, screenToDiagram, uncoveredStrips } from 'diagram-kit';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { canvasText } from '../i18n';
import type { EditorState, MouseButton } from '../model/editor-state';
import { hitTest } from '../model/hit-testing';
import { keyCommand } from '../model/keys';
import type { EditorStore } from '../model/store';
import type { BenchRecord } from './bench-hook';
import { cursorFor } from './cursor';
import { drawScene } from './draw-scene';
import { type DrawnFrame, frameShift } from './frame-shift';
import { DebugOverlay, ShapeTextEditor } from './overlays';
import { readTheme } from './theme';

const BUTTONS: Partial<Record<number, MouseButton>> = { 0: 0, 1: 1, 2: 2 };
/** Wheel deltas in lines or pages (Firefox) become pixels, as Chromium reports them. */
const PIXELS_PER_LINE = 16;

/**
 * The pointer relative to the canvas, rounded to whole device pixels: a mouse moves in
 * whole pixels anyway, and whole-pixel pans can reuse the previous frame (scroll-blit.ts).
 */
function localPoint(element: Element, event: { clientX: number; clientY: number }): Point {
  const box = element.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  return {
    x: Math.round((event.clientX - box.left) * ratio) / ratio,
    y: Math.round((event.clientY - box.top) * ratio) / ratio,
  };
}

const needsRedraw = (state: EditorState, drawn: EditorState | null) =>
  !drawn ||
  state.doc !== drawn.doc ||
  state.viewport !== drawn.viewport ||
  state.mode !== drawn.mode;

/**
 * Keeps the canvas element's pixels in step with its size and redraws at most once per
 * animation frame, and only after a change that shows: pointer moves that change nothing
 * on the canvas (the debug overlay's coordinates) cost no redraw.
 */
function useCanvasRenderer(
  store: EditorStore,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  bench: BenchRecord | null,
) {
  useEffect(() => {
    const canvas = canvasRef.current;
    // A low-latency canvas: its pixels go to the screen without the per-frame copy into
    // the compositor, which in Chromium without a GPU was half of a pan frame's
    // main-thread time (bench/results/canvas-frames.md). It may tear, which a diagram
    // under the pointer can afford; where it is unsupported it is an ordinary canvas.
    const ctx = canvas?.getContext('2d', { alpha: false, desynchronized: true });
    if (!canvas || !ctx) return;
    const theme = readTheme(canvas);
    let pixelRatio = window.devicePixelRatio || 1;
    let frame = 0;
    let drawn: DrawnFrame | null = null;
    const draw = () => {
      frame = 0;
      const state = store.getState();
      const started = bench ? performance.now() : 0;
      const shift = frameShift(drawn, state, pixelRatio);
      if (shift) {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.drawImage(canvas, shift.dx, shift.dy);
        for (const strip of uncoveredStrips(
          shift,
          state.viewport.width,
          state.viewport.height,
          pixelRatio,
        )) {
          drawScene(ctx, state, pixelRatio, theme, strip);
        }
      } else {
        drawScene(ctx, state, pixelRatio, theme);
      }
      drawn = { state, pixelRatio };
      if (bench) {
        bench.draws += 1;
        bench.drawMs.push(performance.now() - started);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const unsubscribe = store.subscribe(() => {
      if (needsRedraw(store.getState(), drawn?.state ?? null)) schedule();
    });
    const resizeObserver = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      pixelRatio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * pixelRatio);
      canvas.height = Math.round(height * pixelRatio);
      drawn = null;
      store.dispatch({ type: 'resizeViewport', width, height });
      // Resizing cleared the pixels; draw now rather than show a blank frame.
      cancelAnimationFrame(frame);
      draw();
    });
    resizeObserver.observe(canvas);
    return () => {
      unsubscribe();
      resizeObserver.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [store, canvasRef, bench]);
}

interface CanvasSurfaceProps {
  store: EditorStore;
  /** Id of the text describing the mouse and keys. */
  describedBy: string;
  bench: BenchRecord | null;
}

/**
 * The canvas itself: one `<canvas>` drawn from the editor state, with DOM only for the
 * text editor and the debug overlay. The focusable wrapper takes the keys, so they never
 * reach the canvas while the focus is elsewhere on the page.
 */
export function CanvasSurface({ store, describedBy, bench }: CanvasSurfaceProps) {
  const t = canvasText.useT();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useCanvasRenderer(store, canvasRef, bench);

  const updateCursor = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const state = store.getState();
    const hover =
      state.mode.kind === 'idle' && state.pointer
        ? hitTest(state.doc, screenToDiagram(state.viewport, state.pointer), state.viewport.scale)
        : ({ kind: 'empty' } as const);
    const cursor = cursorFor(state, hover);
    if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor;
  }, [store]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // A native listener: React's wheel listeners are passive, and the page must not
    // scroll while the wheel zooms the canvas.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE
          ? PIXELS_PER_LINE
          : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
            ? canvas.clientHeight
            : 1;
      store.dispatch({
        type: 'wheel',
        screen: localPoint(canvas, event),
        deltaY: event.deltaY * unit,
      });
    };
    // Releasing the mouse outside the window, or switching windows mid-drag, ends the mode.
    const onBlur = () => store.dispatch({ type: 'cancelPointer' });
    canvas.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('blur', onBlur);
    return () => {
      canvas.removeEventListener('wheel', onWheel);
      window.removeEventListener('blur', onBlur);
    };
  }, [store]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const button = BUTTONS[event.button];
    if (button === undefined) return;
    // No text selection, no middle-button autoscroll; so the focus is moved by hand, and
    // without the keyboard focus ring a mouse press would not show either.
    event.preventDefault();
    surfaceRef.current?.focus({ preventScroll: true, focusVisible: false });
    event.currentTarget.setPointerCapture(event.pointerId);
    store.dispatch({
      type: 'pointerDown',
      screen: localPoint(event.currentTarget, event),
      button,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    });
    updateCursor();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    store.dispatch({ type: 'pointerMove', screen: localPoint(event.currentTarget, event) });
    updateCursor();
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    store.dispatch({ type: 'pointerUp', screen: localPoint(event.currentTarget, event) });
    updateCursor();
  };
  const onPointerCancel = () => store.dispatch({ type: 'cancelPointer' });
  const onPointerLeave = () => {
    if (store.getState().mode.kind === 'idle') store.dispatch({ type: 'pointerLeave' });
  };
  const onDoubleClick = (event: MouseEvent<HTMLCanvasElement>) =>
    store.dispatch({ type: 'doubleClick', screen: localPoint(event.currentTarget, event) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed into the text editor are its own; the canvas ignores keys while editing.
    if (event.target !== event.currentTarget || store.getState().textDraft !== null) return;
    const action = keyCommand(event);
    if (!action) return;
    event.preventDefault();
    store.dispatch(action);
  };

  return (
    <div
      ref={surfaceRef}
      className="canvas-surface"
      role="application"
      aria-label={t('canvasLabel')}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" is a widget that takes its own keys; it needs the focus to get them
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <canvas
        ref={canvasRef}
        className="canvas-surface__canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onPointerCancel}
        onPointerLeave={onPointerLeave}
        onDoubleClick={onDoubleClick}
        onContextMenu={(event) => event.preventDefault()}
      />
      <ShapeTextEditor
        store={store}
        onDone={() => surfaceRef.current?.focus({ preventScroll: true, focusVisible: false })}
      />
      <DebugOverlay store={store} />
    </div>
  );
}
