import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { sitemapText } from '../i18n';
import {
  type Camera,
  fitCamera,
  PAN_STEP,
  panBy,
  showBox,
  toDiagram,
  ZOOM_STEP,
  zoomAt,
} from '../model/camera';
import { type Direction, neighbour } from '../model/diagram-navigation';
import { isOverview } from '../model/overview';
import { boxAt, type TreeLayout } from '../model/tree-layout';
import { DiagramBox } from './DiagramBox';
import { type OverviewMarks, OverviewPainter, type OverviewWords } from './overview-canvas';
import type { TreeCommands } from './useTreeCommands';

interface DiagramViewProps {
  layout: TreeLayout;
  /** The sitemap's name: the export's title. */
  name: string;
  selectedId: string;
  /** Selects a page; `announce` when the selection moved by keyboard (the live region says where). */
  onSelect(id: string, announce?: boolean): void;
  commands: TreeCommands;
  /** F2 or a double click: the title field of the page's details. */
  onEditTitle(id: string): void;
  say(text: string): void;
  /** The node export and thumbnails picture: the whole diagram (see sitemap.css). */
  pictureRef: RefObject<HTMLDivElement | null>;
}

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** How long after the last wheel event a zoom is taken to have stopped. */
const WHEEL_REST_MS = 150;

/** A press on a box turns into a drag once the pointer has moved this far (CSS px). */
const DRAG_THRESHOLD = 5;

type Gesture =
  | { kind: 'pan'; pointerId: number; from: { x: number; y: number }; camera: Camera }
  | { kind: 'press'; pointerId: number; id: string; from: { x: number; y: number } }
  | { kind: 'drag'; pointerId: number; id: string; target: string | null };

/**
 * The diagram: boxes laid out top-down (model/tree-layout.ts) with their connectors, in
 * a viewport that pans (drag the background, Shift+arrows) and zooms (wheel, +/-, 0 to
 * fit). Pan and zoom change one CSS transform from the pointer's handler, without a
 * React render, so a frame costs the same whatever the diagram's size. Far out (below
 * OVERVIEW_BELOW) the boxes are drawn on a canvas instead (model/overview.ts), and a
 * press finds its box by position. A box dragged onto another moves under it; M does the
 * same from the keyboard.
 */
export function DiagramView({
  layout,
  name,
  selectedId,
  onSelect,
  commands,
  onEditTitle,
  say,
  pictureRef,
}: DiagramViewProps) {
  const t = sitemapText.useT();
  const helpId = useId();
  const worldRef = useRef<HTMLDivElement>(null);
  const ghostRef = useRef<HTMLDivElement>(null);
  const camera = useRef<Camera>({ x: 0, y: 0, scale: 1 });
  const gesture = useRef<Gesture | null>(null);
  // The zoom's figure is written straight into its label: a React render per wheel notch
  // would compare all 500 boxes for nothing.
  const zoomLabel = useRef<HTMLSpanElement>(null);
  const [dropTarget, setDropTarget] = useState<{ id: string; ok: boolean } | null>(null);
  const [moving, setMoving] = useState<string | null>(null);

  // The far-out view: what it draws is read from this ref, so a pan draws without a render.
  const overviewRef = useRef<HTMLCanvasElement>(null);
  const painter = useRef<OverviewPainter | null>(null);
  const overview = useRef(false);
  // While the wheel zooms, the canvas draws at every scale, and the elements come back
  // once it rests: showing them again repaints every box in view at once (12 to 19 ms),
  // a frame nobody sees when nothing moves, but a stutter in the middle of a zoom.
  const wheelRest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The viewport's size, kept by a ResizeObserver: reading it on every pan frame would
  // make the frame lay out.
  const viewport = useRef({ width: 0, height: 0 });
  const words = useMemo<OverviewWords>(
    () => ({
      untitled: t('untitled'),
      type: (type) => t(`types.${type}`),
      hidden: (count) => t('diagram.hidden', { count }),
    }),
    [t],
  );
  const drawing = useRef<{ layout: TreeLayout; marks: OverviewMarks; words: OverviewWords }>({
    layout,
    marks: { selectedId, moving, drop: dropTarget },
    words,
  });

  const viewportSize = () => {
    const node = pictureRef.current;
    return { width: node?.clientWidth ?? 0, height: node?.clientHeight ?? 0 };
  };

  const drawOverview = useCallback(() => {
    const canvas = overviewRef.current;
    if (!overview.current || !canvas) return;
    painter.current ??= new OverviewPainter(canvas);
    const { layout, marks, words } = drawing.current;
    painter.current.draw(layout, camera.current, viewport.current, marks, words);
  }, []);

  const apply = useCallback(
    (next: Camera) => {
      camera.current = next;
      const world = worldRef.current;
      if (world) {
        world.style.transform = `translate(${next.x}px, ${next.y}px) scale(${next.scale})`;
      }
      const far = isOverview(next.scale) || wheelRest.current !== undefined;
      if (far !== overview.current) {
        overview.current = far;
        pictureRef.current?.classList.toggle('sm-diagram--overview', far);
      }
      drawOverview();
      // Only when the figure changes: a write to the page makes the next frame lay out
      // again, which a pan must not pay for.
      const label = t('diagram.zoomLevel', { percent: Math.round(next.scale * 100) });
      if (zoomLabel.current && zoomLabel.current.textContent !== label) {
        zoomLabel.current.textContent = label;
      }
    },
    [t, drawOverview, pictureRef],
  );

  // What the overview shows changed (an edit, the selection, a drag over a box).
  useLayoutEffect(() => {
    drawing.current = { layout, marks: { selectedId, moving, drop: dropTarget }, words };
    drawOverview();
  }, [layout, selectedId, moving, dropTarget, words, drawOverview]);

  useLayoutEffect(() => {
    const node = pictureRef.current;
    if (!node) return;
    viewport.current = viewportSize();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      viewport.current = viewportSize();
      drawOverview();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [drawOverview, pictureRef]);

  const fit = useCallback(() => {
    const node = pictureRef.current;
    if (!node) return;
    apply(fitCamera(layout, { width: node.clientWidth, height: node.clientHeight }));
  }, [apply, layout, pictureRef]);

  // The whole diagram in view when the editor opens; later edits keep the camera.
  const fitted = useRef(false);
  useLayoutEffect(() => {
    if (fitted.current) return;
    fitted.current = true;
    fit();
  }, [fit]);

  // The selected page stays in sight, whichever view selected it.
  const selectedBox = layout.byId.get(selectedId);
  useLayoutEffect(() => {
    if (!selectedBox || gesture.current) return;
    const next = showBox(camera.current, selectedBox, viewportSize());
    if (next !== camera.current) apply(next);
  }, [selectedBox, apply]);

  // The wheel zooms around the pointer. A native listener: React's is passive, and the
  // page must not scroll under a zooming diagram.
  useEffect(() => {
    const node = pictureRef.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      clearTimeout(wheelRest.current);
      wheelRest.current = setTimeout(() => {
        wheelRest.current = undefined;
        apply(camera.current);
      }, WHEEL_REST_MS);
      const rect = node.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      apply(
        zoomAt(camera.current, factor, {
          x: event.clientX - rect.left,
          y: event.clientY - rect.top,
        }),
      );
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      node.removeEventListener('wheel', onWheel);
      clearTimeout(wheelRest.current);
      wheelRest.current = undefined;
    };
  }, [apply, pictureRef]);

  const pointIn = (event: { clientX: number; clientY: number }) => {
    const rect = pictureRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  /** The page under the pointer: its element, or far out its place on the canvas. */
  const pageAt = (event: MouseEvent) => {
    if (!overview.current) {
      return (event.target as HTMLElement).closest<HTMLElement>('[data-page-id]')?.dataset.pageId;
    }
    const at = pointIn(event);
    const point = toDiagram(camera.current, at.x, at.y);
    return boxAt(layout, point.x, point.y)?.page.id;
  };

  // Far out, the pointer says where a press would pick a page, as a box's own cursor does.
  const pointing = useRef(false);
  const showPointer = (event: PointerEvent<HTMLDivElement>) => {
    // Close by the elements, which have cursors of their own: nothing to look up.
    const over =
      overview.current &&
      !(event.target as Element).closest('.ui-editor-control') &&
      !!pageAt(event);
    if (over === pointing.current) return;
    pointing.current = over;
    event.currentTarget.classList.toggle('sm-diagram--over-page', over);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current || (event.button !== 0 && event.button !== 1)) return;
    const target = event.target as HTMLElement;
    if (target.closest('button')) return;
    const id = pageAt(event);
    event.currentTarget.setPointerCapture(event.pointerId);
    if (id && event.button === 0) {
      onSelect(id);
      gesture.current = { kind: 'press', pointerId: event.pointerId, id, from: pointIn(event) };
    } else {
      // Painted as one layer while it moves; dropped after, so zoomed text is sharp again.
      worldRef.current?.classList.add('sm-diagram__world--moving');
      gesture.current = {
        kind: 'pan',
        pointerId: event.pointerId,
        from: pointIn(event),
        camera: camera.current,
      };
    }
    if (event.button === 1) event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current) {
      showPointer(event);
      return;
    }
    if (current.pointerId !== event.pointerId) return;
    const at = pointIn(event);
    if (current.kind === 'pan') {
      apply(panBy(current.camera, at.x - current.from.x, at.y - current.from.y));
      return;
    }
    if (current.kind === 'press') {
      if (Math.hypot(at.x - current.from.x, at.y - current.from.y) < DRAG_THRESHOLD) return;
      gesture.current = {
        kind: 'drag',
        pointerId: current.pointerId,
        id: current.id,
        target: null,
      };
    }
    const drag = gesture.current as Extract<Gesture, { kind: 'drag' }>;
    const ghost = ghostRef.current;
    if (ghost) {
      ghost.hidden = false;
      ghost.textContent = commands.titleOf(drag.id);
      ghost.style.transform = `translate(${at.x + 8}px, ${at.y + 8}px)`;
    }
    const point = toDiagram(camera.current, at.x, at.y);
    const over = boxAt(layout, point.x, point.y)?.page.id ?? null;
    const target = over === drag.id ? null : over;
    if (target !== drag.target) {
      drag.target = target;
      setDropTarget(target ? { id: target, ok: dropAllowed(layout, drag.id, target) } : null);
    }
  };

  const endGesture = (event: PointerEvent<HTMLDivElement>, drop: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    worldRef.current?.classList.remove('sm-diagram__world--moving');
    if (ghostRef.current) ghostRef.current.hidden = true;
    setDropTarget(null);
    if (current.kind === 'drag' && drop && current.target)
      commands.move(current.id, current.target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const { key } = event;
    const mod = event.ctrlKey || event.metaKey;
    let handled = true;
    const direction = ARROWS[key];
    if (direction && event.shiftKey) {
      const step = {
        up: [0, PAN_STEP],
        down: [0, -PAN_STEP],
        left: [PAN_STEP, 0],
        right: [-PAN_STEP, 0],
      }[direction];
      apply(panBy(camera.current, step[0]!, step[1]!));
    } else if (direction && event.altKey && (direction === 'left' || direction === 'right')) {
      commands.shift(selectedId, direction === 'left' ? -1 : 1);
    } else if (direction && !mod && !event.altKey) {
      const next = neighbour(layout, selectedId, direction);
      if (next) onSelect(next, true);
      if (next && moving) say(t('say.dropOn', { title: commands.titleOf(next) }));
    } else if (key === 'Enter' && moving) {
      if (commands.move(moving, selectedId)) setMoving(null);
    } else if (key === 'Enter') {
      if (mod) commands.addChild(selectedId);
      else commands.addSibling(selectedId);
    } else if (key === 'Escape' && moving) {
      setMoving(null);
      say(t('say.moveCancelled'));
    } else if ((key === 'Delete' || key === 'Backspace') && !mod) {
      commands.remove(selectedId);
    } else if (key === ' ') {
      const page = layout.byId.get(selectedId)?.page;
      if (page && page.children.length > 0) commands.setFolded(selectedId, !page.collapsed);
    } else if (key === 'F2') {
      onEditTitle(selectedId);
    } else if ((key === 'm' || key === 'M') && !mod) {
      setMoving(selectedId);
      say(t('say.moving', { title: commands.titleOf(selectedId) }));
    } else if ((key === '+' || key === '=') && !mod) {
      zoomBy(ZOOM_STEP);
    } else if (key === '-' && !mod) {
      zoomBy(1 / ZOOM_STEP);
    } else if (key === '0' && !mod) {
      fit();
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const zoomBy = (factor: number) => {
    const { width, height } = viewportSize();
    apply(zoomAt(camera.current, factor, { x: width / 2, y: height / 2 }));
  };

  const pictureSize = {
    '--sm-diagram-width': `${layout.width}px`,
    '--sm-diagram-height': `${layout.height}px`,
    ...thumbnailFrame(layout),
  } as React.CSSProperties;

  return (
    <div className="sm-diagram-pane">
      <p id={helpId} className="sm-help">
        {t('diagram.help')}
      </p>
      <div
        ref={pictureRef}
        className="sm-diagram"
        style={pictureSize}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" is a widget that takes its own keys; it needs the focus to get them
        tabIndex={0}
        role="application"
        aria-label={t('diagram.label')}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endGesture(event, true)}
        onPointerCancel={(event) => endGesture(event, false)}
        onDoubleClick={(event) => {
          const id = pageAt(event);
          if (id) onEditTitle(id);
        }}
      >
        <p className="sm-diagram__title">{name}</p>
        <div
          ref={worldRef}
          className="sm-diagram__world"
          style={{ width: layout.width, height: layout.height }}
        >
          <svg
            className="sm-diagram__lines"
            width={layout.width}
            height={layout.height}
            aria-hidden="true"
          >
            <path d={layout.connectors} />
          </svg>
          {layout.boxes.map((box) => (
            <DiagramBox
              key={box.page.id}
              page={box.page}
              x={box.x}
              y={box.y}
              hidden={box.hidden}
              selected={box.page.id === selectedId}
              isRoot={box.parentId === null}
              moving={box.page.id === moving}
              drop={dropTarget?.id === box.page.id ? (dropTarget.ok ? 'ok' : 'refused') : null}
              commands={commands}
            />
          ))}
        </div>
        {/* An editing control to pictures: they show the elements, at every scale. No
            text of its own: screen readers have the boxes' and the outline's. */}
        <canvas ref={overviewRef} className="sm-diagram__overview ui-editor-control" />
        <div ref={ghostRef} className="sm-diagram__ghost" hidden aria-hidden="true" />
        <div className="sm-diagram__zoom ui-editor-control">
          <button
            type="button"
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label={t('diagram.zoomOut')}
            title={t('diagram.zoomOut')}
          >
            −
          </button>
          <span ref={zoomLabel} aria-live="off" />
          <button
            type="button"
            onClick={() => zoomBy(ZOOM_STEP)}
            aria-label={t('diagram.zoomIn')}
            title={t('diagram.zoomIn')}
          >
            +
          </button>
          <button type="button" onClick={fit}>
            {t('diagram.fit')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Whether dropping `id` on `target` would be taken (the move itself says why not). */
function dropAllowed(layout: TreeLayout, id: string, target: string): boolean {
  for (
    let at = layout.byId.get(target);
    at;
    at = at.parentId ? layout.byId.get(at.parentId) : undefined
  ) {
    if (at.page.id === id) return false;
  }
  return true;
}

/**
 * The thumbnail shows the whole diagram in the 4:3 frame of the project cards (which
 * crop anything else), centred: the frame's size and the diagram's offset in it.
 */
function thumbnailFrame(layout: TreeLayout) {
  const width = Math.max(layout.width, (layout.height * 4) / 3);
  const height = (width * 3) / 4;
  return {
    '--sm-thumb-width': `${width}px`,
    '--sm-thumb-height': `${height}px`,
    '--sm-thumb-dx': `${(width - layout.width) / 2}px`,
    '--sm-thumb-dy': `${(height - layout.height) / 2}px`,
  };
}
