import {
  findBinding,
  type GestureEvent,
  type GestureOptions,
  IDLE,
  type Point,
  type Rect,
  screenToDiagram,
  step,
} from 'diagram-kit';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { USER_FLOW_NODE_KINDS } from 'shared-contracts/editors/user-flow/content';
import { userFlowText } from '../i18n';
import { type Flow, type FlowNode, type NodeKind, nodeRect } from '../model/flow';
import {
  connectorAt,
  connectorPoints,
  flowBounds,
  groupFrames,
  nodeAt,
  nodesInRect,
  outlineToward,
  parallelOffsets,
  type RoutedConnector,
} from '../model/flow-geometry';
import { FlowConnectors } from './FlowConnectors';
import { FlowNodeView } from './FlowNodeView';
import { FLOW_KEYS, type FlowKeyContext, type FlowMode } from './flow-keys';
import { LabelEditor } from './LabelEditor';
import { useFlowCamera, ZOOM_STEP } from './useFlowCamera';
import type { FlowCommands } from './useFlowCommands';

interface FlowDiagramProps {
  flow: Flow;
  selection: ReadonlySet<string>;
  /** The node the keys act from. */
  focusNode: string | null;
  select(ids: readonly string[], announce?: boolean): void;
  commands: FlowCommands;
  /** The node whose label is being edited in place, or null. */
  editing: string | null;
  setEditing(id: string | null): void;
  /** A connector's label is edited in the inspector. */
  editConnector(id: string): void;
  say(text: string): void;
  /** The node export and thumbnails picture: the whole flow (see user-flow.css). */
  pictureRef: RefObject<HTMLDivElement | null>;
  /**
   * The camera's commands, for the toolbar: where a new node goes, and the whole flow in
   * view once the edit just made (a layout, an import) is drawn.
   */
  cameraRef: RefObject<{ middle(): Point; fitSoon(): void } | null>;
}

/** How long after an edit that asked for it the flow is fitted into view. */
const FIT_WAIT_MS = 1000;

/** A press on a node selects it, and turns into a drag once it has moved 4 CSS px. */
const GESTURES: GestureOptions = { dragThreshold: 4, backgroundDrag: 'marquee' };

type Target = { kind: 'node' | 'handle' | 'connector'; id: string };
const encode = (target: Target) => `${target.kind}:${target.id}`;
const decode = (value: string): Target => {
  const at = value.indexOf(':');
  return { kind: value.slice(0, at) as Target['kind'], id: value.slice(at + 1) };
};

/** A drag in progress: nodes moving by a distance, or a connector drawn from a node. */
type Drag =
  | { kind: 'move'; ids: ReadonlySet<string>; from: Point; dx: number; dy: number }
  | { kind: 'connect'; from: string; at: Point; over: string | null }
  | null;

/**
 * The flow's diagram: nodes placed freely with their connectors, in a viewport that pans
 * (Space or the middle button and drag, Shift+arrows) and zooms (wheel, +/-, 0 to fit).
 * The camera is diagram-kit's, applied without a React render (useFlowCamera.ts); the
 * pointer's gestures are diagram-kit's state machine, which this view feeds and obeys; the
 * keys are the table in flow-keys.ts. A drag on the background selects by marquee, a drag
 * of a node moves the selection, a drag from a node's handle draws a connector to another
 * node, or to empty space, where it makes the next node.
 */
export function FlowDiagram({
  flow,
  selection,
  focusNode,
  select,
  commands,
  editing,
  setEditing,
  editConnector,
  say,
  pictureRef,
  cameraRef,
}: FlowDiagramProps) {
  const t = userFlowText.useT();
  const helpId = useId();
  // Looked up once per language, not once per node and render.
  const untitled = t('untitled');
  const kindNames = useMemo(
    () =>
      Object.fromEntries(USER_FLOW_NODE_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
        NodeKind,
        string
      >,
    [t],
  );
  const worldRef = useRef<HTMLDivElement>(null);
  const zoomLabel = useRef<HTMLSpanElement>(null);
  const gesture = useRef(IDLE);
  const additive = useRef(false);
  // Where the press that may become a drag was, on the plane: a moved node keeps the
  // pointer where it took hold of it.
  const pressedAt = useRef<Point>({ x: 0, y: 0 });
  const [drag, setDrag] = useState<Drag>(null);
  const [marquee, setMarquee] = useState<Rect | null>(null);
  const [connecting, setConnecting] = useState<{ from: string; to: string | null } | null>(null);

  // The nodes as shown: moved by the drag in progress (committed once, on drop).
  const shown = useMemo(() => {
    if (drag?.kind !== 'move' || (drag.dx === 0 && drag.dy === 0)) return flow.nodes;
    return flow.nodes.map((node) =>
      drag.ids.has(node.id) ? { ...node, x: node.x + drag.dx, y: node.y + drag.dy } : node,
    );
  }, [flow.nodes, drag]);

  // Each connector's line, reused while its two nodes and its route are the same objects:
  // a drag re-routes the connectors of the nodes it moves, not all of them.
  const routeCache = useRef(
    new Map<string, { from: FlowNode; to: FlowNode; route: string; points: Point[] }>(),
  );
  const routed = useMemo(() => {
    const byId = new Map(shown.map((node) => [node.id, node]));
    const offsets = parallelOffsets(flow.connectors);
    const cache = routeCache.current;
    const next = new Map<
      string,
      { from: FlowNode; to: FlowNode; route: string; points: Point[] }
    >();
    const lines: RoutedConnector[] = [];
    for (const connector of flow.connectors) {
      const from = byId.get(connector.from);
      const to = byId.get(connector.to);
      if (!from || !to) continue;
      const hit = cache.get(connector.id);
      const route = `${connector.route} ${offsets.get(connector.id) ?? 0}`;
      const points =
        hit && hit.from === from && hit.to === to && hit.route === route
          ? hit.points
          : connectorPoints(from, to, connector.route, offsets.get(connector.id));
      next.set(connector.id, { from, to, route, points });
      lines.push({ connector, points });
    }
    routeCache.current = next;
    return lines;
  }, [shown, flow.connectors]);

  const bounds = useMemo(() => flowBounds(flow.nodes), [flow.nodes]);
  // The connectors' layer covers the nodes as shown, and room around them for a drag.
  const layer = useMemo(() => {
    const b = shown === flow.nodes ? bounds : flowBounds(shown);
    return { x: b.x - 400, y: b.y - 400, width: b.width + 800, height: b.height + 800 };
  }, [shown, flow.nodes, bounds]);

  const view = useFlowCamera({
    bounds,
    viewRef: pictureRef,
    worldRef,
    zoomLabel,
    zoomText: (percent) => t('diagram.zoomLevel', { percent }),
  });
  // The whole flow in view when the editor opens, and when asked to after an edit (once
  // its new bounds are drawn, within a second: an edit that moved nothing leaves none to
  // wait for); other edits keep the camera.
  const fitAsked = useRef<number | null>(0);
  cameraRef.current = {
    middle: view.middle,
    fitSoon: () => {
      fitAsked.current = performance.now();
    },
  };
  useLayoutEffect(() => {
    const asked = fitAsked.current;
    if (asked === null) return;
    fitAsked.current = null;
    if (asked === 0 || performance.now() - asked < FIT_WAIT_MS) view.fit();
  }, [view]);

  // The node the keys act from stays in sight.
  // By its place, not the node's object: renaming it must not move the camera (or measure).
  const focused = focusNode ? flow.nodes.find((node) => node.id === focusNode) : undefined;
  const focusedPlace = focused ? `${focused.kind} ${focused.x} ${focused.y}` : null;
  const focusedRef = useRef(focused);
  focusedRef.current = focused;
  useLayoutEffect(() => {
    const node = focusedRef.current;
    if (focusedPlace !== null && node && gesture.current.kind === 'idle') view.show(nodeRect(node));
  }, [focusedPlace, view]);

  const pointIn = (event: { clientX: number; clientY: number }) => {
    const rect = pictureRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPlane = (at: Point) => screenToDiagram(view.camera.current, at);

  /** What a press at a point of the viewport is on. */
  const targetAt = (element: Element, at: Point): Target | null => {
    const handle = element.closest<HTMLElement>('[data-handle-id]');
    if (handle) return { kind: 'handle', id: handle.dataset.handleId! };
    const node = element.closest<HTMLElement>('[data-node-id]');
    if (node) return { kind: 'node', id: node.dataset.nodeId! };
    const label = element.closest<HTMLElement>('[data-connector-id]');
    if (label) return { kind: 'connector', id: label.dataset.connectorId! };
    // By place too: while a gesture holds the pointer capture, the events of a press (a
    // double click's) come to the viewport, not to the node under the pointer.
    const point = onPlane(at);
    const under = nodeAt(shown, point);
    if (under) return { kind: 'node', id: under.id };
    const connector = connectorAt(routed, point, 6 / view.camera.current.scale);
    return connector ? { kind: 'connector', id: connector.id } : null;
  };

  /** Feeds the gesture machine one event and does what it says. */
  const feed = (event: GestureEvent, element?: Element) => {
    const next = step(gesture.current, event, GESTURES);
    gesture.current = next.state;
    for (const effect of next.effects) {
      switch (effect.type) {
        case 'press': {
          const target = decode(effect.target);
          const { id } = target;
          if (additive.current) {
            const ids = new Set(selection);
            if (ids.has(id)) ids.delete(id);
            else ids.add(id);
            select([...ids]);
          } else if (!selection.has(id)) select([id]);
          break;
        }
        case 'capture':
          element?.setPointerCapture(effect.pointerId);
          break;
        case 'pan':
          view.pan(effect.delta.x, effect.delta.y);
          break;
        case 'zoom':
          if (event.type === 'wheel') view.wheelZoom(effect.factor, effect.at);
          else view.zoomBy(effect.factor, effect.at);
          break;
        case 'drag': {
          const target = decode(effect.target);
          const at = onPlane(effect.at);
          if (target.kind === 'handle') {
            const over = nodeAt(flow.nodes, at);
            setDrag({
              kind: 'connect',
              from: target.id,
              at,
              over: over && over.id !== target.id ? over.id : null,
            });
          } else if (target.kind === 'node') {
            setDrag((last) => {
              if (last?.kind === 'move')
                return { ...last, dx: at.x - last.from.x, dy: at.y - last.from.y };
              const ids = selection.has(target.id) ? selection : new Set([target.id]);
              const nodeIds = new Set(
                flow.nodes.filter((node) => ids.has(node.id)).map((node) => node.id),
              );
              const from = pressedAt.current;
              return { kind: 'move', ids: nodeIds, from, dx: at.x - from.x, dy: at.y - from.y };
            });
          }
          break;
        }
        case 'drop': {
          const target = decode(effect.target);
          const at = onPlane(effect.at);
          if (drag?.kind === 'move')
            commands.move(drag.ids, at.x - drag.from.x, at.y - drag.from.y);
          else if (target.kind === 'handle') {
            const over = nodeAt(flow.nodes, at);
            if (over && over.id !== target.id) commands.connect(target.id, over.id);
            else if (!over) commands.createAt(target.id, at);
          }
          setDrag(null);
          break;
        }
        case 'dragCancel':
          setDrag(null);
          break;
        case 'marquee':
          setMarquee(effect.rect);
          break;
        case 'marqueeEnd': {
          setMarquee(null);
          if (!effect.rect) {
            if (!additive.current) select([]);
            break;
          }
          const a = onPlane({ x: effect.rect.x, y: effect.rect.y });
          const b = onPlane({
            x: effect.rect.x + effect.rect.width,
            y: effect.rect.y + effect.rect.height,
          });
          const hit = nodesInRect(flow.nodes, {
            x: a.x,
            y: a.y,
            width: b.x - a.x,
            height: b.y - a.y,
          });
          const ids = hit.map((node) => node.id);
          select(additive.current ? [...new Set([...selection, ...ids])] : ids, true);
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
      const rect = node.getBoundingClientRect();
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      feedRef.current({ type: 'wheel', at, deltaY: event.deltaY, deltaMode: event.deltaMode });
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, [pictureRef]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button, textarea, input')) return;
    const { pointerId, button } = event;
    const at = pointIn(event);
    additive.current = event.shiftKey || event.ctrlKey || event.metaKey;
    pressedAt.current = onPlane(at);
    const target = targetAt(event.target as Element, at);
    feed(
      { type: 'down', pointerId, button, at, target: target ? encode(target) : null },
      event.currentTarget,
    );
    if (button === 1) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === ' ') {
      feed({ type: 'space', down: true });
      event.preventDefault();
      return;
    }
    const mode: FlowMode = connecting ? 'connecting' : 'select';
    const binding = findBinding(FLOW_KEYS, event, mode);
    if (!binding) return;
    event.preventDefault();
    const context: FlowKeyContext = {
      flow,
      selection,
      focusNode,
      connecting,
      setConnecting,
      commands,
      select,
      editLabel: (id) =>
        flow.connectors.some((connector) => connector.id === id)
          ? editConnector(id)
          : setEditing(id),
      say,
      words: {
        connectFrom: (name) => t('say.connectFrom', { name }),
        connectTo: (name) => t('say.connectTo', { name }),
        connectCancelled: t('say.connectCancelled'),
        nothingThere: t('say.nothingThere'),
      },
      pan: view.pan,
      zoomBy: view.zoomBy,
      fit: view.fit,
    };
    binding.perform(context);
  };

  const pending = useMemo(() => {
    if (drag?.kind === 'connect') {
      const from = flow.nodes.find((node) => node.id === drag.from);
      const over = drag.over ? flow.nodes.find((node) => node.id === drag.over) : undefined;
      if (!from) return null;
      return over
        ? connectorPoints(from, over, 'straight')
        : [outlineToward(from, drag.at), drag.at];
    }
    if (connecting?.to) {
      const from = flow.nodes.find((node) => node.id === connecting.from);
      const to = flow.nodes.find((node) => node.id === connecting.to);
      return from && to ? connectorPoints(from, to, 'straight') : null;
    }
    return null;
  }, [drag, connecting, flow.nodes]);

  const targetNode = drag?.kind === 'connect' ? drag.over : (connecting?.to ?? null);
  const onlyNode = selection.size === 1 && focusNode && selection.has(focusNode) ? focusNode : null;
  const groups = useGroupFrames(flow, shown);
  const editingNode = editing ? shown.find((node) => node.id === editing) : undefined;

  const pictureSize = {
    '--uf-x': `${-bounds.x}px`,
    '--uf-y': `${-bounds.y}px`,
    '--uf-width': `${bounds.width}px`,
    '--uf-height': `${bounds.height}px`,
    ...thumbnailFrame(bounds),
  } as CSSProperties;

  return (
    <div className="uf-diagram-pane">
      <p id={helpId} className="uf-help">
        {t('diagram.help')}
      </p>
      <div
        ref={pictureRef}
        className={connecting ? 'uf-diagram uf-diagram--connecting' : 'uf-diagram'}
        style={pictureSize}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role="application" is a widget that takes its own keys; it needs the focus to get them
        tabIndex={0}
        role="application"
        aria-label={t('diagram.label')}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (event.key === ' ') feed({ type: 'space', down: false });
        }}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => {
          if (gesture.current.kind !== 'idle')
            feed({ type: 'move', pointerId: event.pointerId, at: pointIn(event) });
        }}
        onPointerUp={(event) =>
          feed({ type: 'up', pointerId: event.pointerId, at: pointIn(event) })
        }
        onPointerCancel={(event) => feed({ type: 'cancel', pointerId: event.pointerId })}
        onDoubleClick={(event) => {
          const at = pointIn(event);
          const target = targetAt(event.target as Element, at);
          if (target?.kind === 'node') setEditing(target.id);
          else if (target?.kind === 'connector') editConnector(target.id);
          else if (!target) commands.addNode('action', onPlane(at));
        }}
      >
        <p className="uf-diagram__title">
          {flow.name}
          {flow.actors.length > 0 && (
            <span className="uf-diagram__actors">
              {t('diagram.actors', { names: flow.actors.map((actor) => actor.name).join(', ') })}
            </span>
          )}
        </p>
        <div ref={worldRef} className="uf-diagram__world">
          {groups.map((group) => (
            <div
              key={group.id}
              className="uf-group"
              style={{
                left: group.rect.x,
                top: group.rect.y,
                width: group.rect.width,
                height: group.rect.height,
              }}
            >
              <span className="uf-group__label">{group.label || t('untitledGroup')}</span>
            </div>
          ))}
          <FlowConnectors routed={routed} bounds={layer} selection={selection} pending={pending} />
          {shown.map((node) => (
            <FlowNodeView
              key={node.id}
              node={node}
              selected={selection.has(node.id)}
              target={node.id === targetNode}
              handle={node.id === onlyNode && drag === null && editing === null}
              untitled={untitled}
              kindName={kindNames[node.kind]}
              pageTitle={node.page ? node.page.title : null}
            />
          ))}
          {editingNode && (
            <LabelEditor
              key={editingNode.id}
              node={editingNode}
              label={t('diagram.editLabel', { kind: t(`kinds.${editingNode.kind}`).toLowerCase() })}
              onDone={(label) => {
                if (label !== null) commands.rename(editingNode.id, label);
                setEditing(null);
                pictureRef.current?.focus();
              }}
            />
          )}
        </div>
        {marquee && (
          <div
            className="uf-marquee"
            style={{
              left: marquee.x,
              top: marquee.y,
              width: marquee.width,
              height: marquee.height,
            }}
          />
        )}
        <div className="uf-diagram__zoom ui-editor-control">
          <button
            type="button"
            onClick={() => view.zoomBy(1 / ZOOM_STEP)}
            aria-label={t('diagram.zoomOut')}
            title={t('diagram.zoomOut')}
          >
            −
          </button>
          <span ref={zoomLabel} aria-live="off" />
          <button
            type="button"
            onClick={() => view.zoomBy(ZOOM_STEP)}
            aria-label={t('diagram.zoomIn')}
            title={t('diagram.zoomIn')}
          >
            +
          </button>
          <button type="button" onClick={view.fit}>
            {t('diagram.fit')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Each group's frame: the box around its nodes as shown, with room for its name. */
function useGroupFrames(flow: Flow, shown: readonly FlowNode[]) {
  return useMemo(() => groupFrames(flow.groups, shown), [flow.groups, shown]);
}

/**
 * The thumbnail shows the whole flow in the 4:3 frame of the project cards (which crop
 * anything else), centred: the frame's size and the flow's offset in it.
 */
function thumbnailFrame(bounds: Rect) {
  const width = Math.max(bounds.width, (bounds.height * 4) / 3);
  const height = (width * 3) / 4;
  return {
    '--uf-thumb-width': `${width}px`,
    '--uf-thumb-height': `${height}px`,
    '--uf-thumb-dx': `${(width - bounds.width) / 2 - bounds.x}px`,
    '--uf-thumb-dy': `${(height - bounds.height) / 2 - bounds.y}px`,
  };
}
