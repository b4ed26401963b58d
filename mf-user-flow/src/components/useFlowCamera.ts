import {
  type Camera,
  type CameraLimits,
  cameraTransform,
  fitCamera,
  panBy,
  type Rect,
  showRect,
  WheelRest,
  zoomAt,
} from 'diagram-kit';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/** The flow's camera: 0.2 to 2, no bounds (a flow grows any way). */
const FLOW_CAMERA: CameraLimits = { minScale: 0.2, maxScale: 2 };
/** One key press or zoom button's factor. */
export const ZOOM_STEP = 1.25;
/**
 * Below this scale a node's 13 px words are under 5 px: they are left out (user-flow.css),
 * which halves what a frame that paints has to draw, and brought back at rest.
 */
const FAR_BELOW = 0.4;
/** How long after the last wheel event a zoom is taken to have stopped. */
const WHEEL_REST_MS = 150;

interface FlowCameraOptions {
  /** The flow's bounds: what 'fit' shows. */
  bounds: Rect;
  /** The viewport: its size, and its class while the camera moves. */
  viewRef: RefObject<HTMLDivElement | null>;
  /** The element tree the camera moves as one CSS transform. */
  worldRef: RefObject<HTMLDivElement | null>;
  /** Where the zoom's figure is written. */
  zoomLabel: RefObject<HTMLSpanElement | null>;
  zoomText(percent: number): string;
}

/**
 * The camera (diagram-kit's) applied without a React render: one CSS transform on the
 * nodes and connectors, so a pan or zoom frame costs the same whatever the flow's size.
 * The world is kept on a composited layer of its own (user-flow.css), so a frame moves or
 * scales that layer's pixels and paints nothing. Putting it on the layer when a gesture
 * starts would repaint all of it in the gesture's first frame (24–29 ms for 500 nodes,
 * bench/results/user-flow.md); a layer keeps the scale it was painted at, so once a zoom
 * rests it is taken off and put back (`uf-diagram--sharpen`, two frames nobody's input
 * waits for) and its text is painted sharp at the new scale.
 */
export function useFlowCamera({
  bounds,
  viewRef,
  worldRef,
  zoomLabel,
  zoomText,
}: FlowCameraOptions) {
  const camera = useRef<Camera>({ x: 0, y: 0, scale: 1, width: 0, height: 0 });
  const wheelRest = useRef(new WheelRest(WHEEL_REST_MS));

  const measured = useCallback(() => {
    const node = viewRef.current;
    return { width: node?.clientWidth ?? 0, height: node?.clientHeight ?? 0 };
  }, [viewRef]);

  const apply = useCallback(
    (next: Camera) => {
      camera.current = next;
      const world = worldRef.current;
      if (world) world.style.transform = cameraTransform(next);
      // Only when the figure changes: a write to the page makes the next frame lay out
      // again, which a pan must not pay for.
      const label = zoomText(Math.round(next.scale * 100));
      if (zoomLabel.current && zoomLabel.current.textContent !== label)
        zoomLabel.current.textContent = label;
    },
    [worldRef, zoomLabel, zoomText],
  );

  useLayoutEffect(() => {
    const node = viewRef.current;
    if (!node) return;
    camera.current = { ...camera.current, ...measured() };
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      camera.current = { ...camera.current, ...measured() };
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [measured, viewRef]);

  // After a zoom, the layer painted again at the scale it rests at, with the words or,
  // far out, without them.
  const sharpen = useCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    view.classList.toggle('uf-diagram--far', camera.current.scale < FAR_BELOW);
    view.classList.add('uf-diagram--sharpen');
    requestAnimationFrame(() =>
      requestAnimationFrame(() => view.classList.remove('uf-diagram--sharpen')),
    );
  }, [viewRef]);

  const view = useMemo(() => {
    const sized = () => ({ ...camera.current, ...measured() });
    const fitted = () => {
      const size = measured();
      const fit = fitCamera(bounds, size, FLOW_CAMERA);
      // fitCamera frames a diagram whose corner is the origin; the flow's may be anywhere.
      return { ...fit, x: fit.x + bounds.x, y: fit.y + bounds.y };
    };
    return {
      camera,
      fit: () => {
        apply(fitted());
        wheelRest.current.wheel(sharpen);
      },
      pan: (dx: number, dy: number) => apply(panBy(camera.current, { x: dx, y: dy }, FLOW_CAMERA)),
      /** Zooms by `factor` about a point of the viewport, its middle by default. */
      zoomBy: (factor: number, at?: { x: number; y: number }) => {
        const now = at ? camera.current : sized();
        const about = at ?? { x: now.width / 2, y: now.height / 2 };
        apply(zoomAt(now, about, now.scale * factor, FLOW_CAMERA));
        wheelRest.current.wheel(sharpen);
      },
      /** A wheel notch (or a pinch's step): sharp again once it rests. */
      wheelZoom: (factor: number, at: { x: number; y: number }) => view.zoomBy(factor, at),
      show: (rect: Rect) => {
        // The size the ResizeObserver keeps: measuring here would lay the page out on
        // every edit of the selected node.
        const now = camera.current;
        const next = showRect(now, rect, FLOW_CAMERA);
        if (next !== now) apply(next);
      },
      /** The viewport's middle, on the plane: where a new node goes. */
      middle: () => {
        const now = sized();
        return { x: now.x + now.width / 2 / now.scale, y: now.y + now.height / 2 / now.scale };
      },
    };
  }, [apply, bounds, measured, sharpen]);

  useEffect(() => {
    const rest = wheelRest.current;
    return () => rest.stop();
  }, []);

  return view;
}
