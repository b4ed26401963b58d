import {
  findBinding,
  type GestureEvent,
  type GestureOptions,
  IDLE,
  screenToDiagram,
  step,
} from 'diagram-kit';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { sitemapText } from '../i18n';
import { boxAt, type TreeLayout } from '../model/tree-layout';
import { DiagramBox } from './DiagramBox';
import { DiagramZoomControls, thumbnailFrame } from './DiagramZoomControls';
import { DIAGRAM_KEYS } from './diagram-keys';
import { useDiagramCamera } from './useDiagramCamera';
import { useDragGhost } from './useDragGhost';
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

/** A press on a box selects it, and turns into a drag once it has moved 5 CSS px. */
const GESTURES: GestureOptions = { dragThreshold: 5, backgroundDrag: 'pan' };

/**
 * The diagram: boxes laid out top-down (model/tree-layout.ts) with their connectors, in
 * a viewport that pans (drag the background, Shift+arrows) and zooms (wheel, +/-, 0 to
 * fit). The camera is diagram-kit's, applied without a React render
 * (useDiagramCamera.ts); the pointer's gestures are diagram-kit's state machine, which
 * this view feeds and obeys; the keys are the table in diagram-keys.ts. Far out the
 * boxes are drawn on a canvas, and a press finds its box by position. A box dragged onto
 * another moves under it; M does the same from the keyboard.
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
  const overviewRef = useRef<HTMLCanvasElement>(null);
  // The zoom's figure is written straight into its label: a React render per wheel notch
  // would compare all 500 boxes for nothing.
  const zoomLabel = useRef<HTMLSpanElement>(null);
  const gesture = useRef(IDLE);
  const drag = useDragGhost(layout, commands.titleOf);
  const { dropTarget } = drag;
  const [moving, setMoving] = useState<string | null>(null);
  const marks = useMemo(
    () => ({ selectedId, moving, drop: dropTarget }),
    [selectedId, moving, dropTarget],
  );
  const view = useDiagramCamera({ layout, marks, pictureRef, worldRef, overviewRef, zoomLabel });

  // The whole diagram in view when the editor opens; later edits keep the camera.
  const fitted = useRef(false);
  useLayoutEffect(() => {
    if (fitted.current) return;
    fitted.current = true;
    view.fit();
  }, [view]);

  // The selected page stays in sight, whichever view selected it.
  const selectedBox = layout.byId.get(selectedId);
  useLayoutEffect(() => {
    if (selectedBox && gesture.current.kind === 'idle') view.show(selectedBox);
  }, [selectedBox, view]);

  const pointIn = (event: { clientX: number; clientY: number }) => {
    const rect = pictureRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  /** The page at a point of the viewport, by the boxes' places (the far-out canvas has no elements). */
  const pageAtPoint = (at: { x: number; y: number }) => {
    const point = screenToDiagram(view.camera.current, at);
    return boxAt(layout, point.x, point.y)?.page.id ?? null;
  };

  /** The page under the pointer: its element, or far out its place on the canvas. */
  const pageAt = (event: MouseEvent) =>
    view.farOut()
      ? pageAtPoint(pointIn(event))
      : ((event.target as HTMLElement).closest<HTMLElement>('[data-page-id]')?.dataset.pageId ??
        null);

  /** Feeds the gesture machine one event and does what it says. */
  const feed = (event: GestureEvent, element?: Element) => {
    const next = step(gesture.current, event, GESTURES);
    gesture.current = next.state;
    for (const effect of next.effects) {
      switch (effect.type) {
        case 'press':
          onSelect(effect.target);
          break;
        case 'capture':
          element?.setPointerCapture(effect.pointerId);
          break;
        case 'panStart':
          // Painted as one layer while it moves; dropped after, so zoomed text is sharp again.
          worldRef.current?.classList.add('sm-diagram__world--moving');
          break;
        case 'pan':
          view.pan(effect.delta.x, effect.delta.y);
          break;
        case 'panEnd':
          worldRef.current?.classList.remove('sm-diagram__world--moving');
          break;
        case 'zoom':
          if (event.type === 'wheel') view.wheelZoom(effect.factor, effect.at);
          else view.zoomBy(effect.factor, effect.at);
          break;
        case 'drag':
          drag.show(effect.target, effect.at, pageAtPoint(effect.at));
          break;
        case 'drop':
        case 'dragCancel': {
          const target = drag.end();
          if (effect.type === 'drop' && target) commands.move(effect.target, target);
          break;
        }
        default:
          break;
      }
    }
  };

  // The wheel zooms around the pointer. A native listener: React's is passive, and the
  // page must not scroll under a zooming diagram.
  const feedRef = useRef(feed);
  feedRef.current = feed;
  useEffect(() => {
    const node = pictureRef.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { deltaY, deltaMode } = event;
      feedRef.current({ type: 'wheel', at: pointIn(event), deltaY, deltaMode });
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  });

  // Far out, the pointer says where a press would pick a page, as a box's own cursor does.
  const pointing = useRef(false);
  const showPointer = (event: PointerEvent<HTMLDivElement>) => {
    // Close by the elements, which have cursors of their own: nothing to look up.
    const over =
      view.farOut() && !(event.target as Element).closest('.ui-editor-control') && !!pageAt(event);
    if (over === pointing.current) return;
    pointing.current = over;
    event.currentTarget.classList.toggle('sm-diagram--over-page', over);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const { pointerId, button } = event;
    feed(
      { type: 'down', pointerId, button, at: pointIn(event), target: pageAt(event) },
      event.currentTarget,
    );
    if (button === 1) event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current.kind === 'idle') showPointer(event);
    else feed({ type: 'move', pointerId: event.pointerId, at: pointIn(event) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const binding = findBinding(DIAGRAM_KEYS, event, moving ? 'moving' : 'select');
    if (!binding) return;
    event.preventDefault();
    binding.perform({
      layout,
      selectedId,
      moving,
      setMoving,
      commands,
      onSelect,
      onEditTitle,
      say,
      t,
      pan: view.pan,
      zoomBy: view.zoomBy,
      fit: view.fit,
    });
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
        onPointerUp={(event) =>
          feed({ type: 'up', pointerId: event.pointerId, at: pointIn(event) })
        }
        onPointerCancel={(event) => feed({ type: 'cancel', pointerId: event.pointerId })}
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
        <div ref={drag.ghostRef} className="sm-diagram__ghost" hidden aria-hidden="true" />
        <DiagramZoomControls zoomBy={view.zoomBy} fit={view.fit} labelRef={zoomLabel} />
      </div>
    </div>
  );
}
