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
 * While it moves, the world is one composited layer (`uf-diagram--moving`): a frame then
 * moves or scales that layer's pixels and paints nothing; it is dropped when the camera
 * rests, so zoomed text is drawn sharp again.
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

  const moving = useCallback(
    (on: boolean) => viewRef.current?.classList.toggle('uf-diagram--moving', on),
    [viewRef],
  );

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
      fit: () => apply(fitted()),
      pan: (dx: number, dy: number) => apply(panBy(camera.current, { x: dx, y: dy }, FLOW_CAMERA)),
      /** Zooms by `factor` about a point of the viewport, its middle by default. */
      zoomBy: (factor: number, at?: { x: number; y: number }) => {
        const now = at ? camera.current : sized();
        const about = at ?? { x: now.width / 2, y: now.height / 2 };
        apply(zoomAt(now, about, now.scale * factor, FLOW_CAMERA));
      },
      /** A wheel notch: one layer until the wheel rests. */
      wheelZoom: (factor: number, at: { x: number; y: number }) => {
        moving(true);
        wheelRest.current.wheel(() => moving(false));
        view.zoomBy(factor, at);
      },
      moving,
      show: (rect: Rect) => {
        const now = sized();
        const next = showRect(now, rect, FLOW_CAMERA);
        if (next !== now) apply(next);
      },
      /** The viewport's middle, on the plane: where a new node goes. */
      middle: () => {
        const now = sized();
        return { x: now.x + now.width / 2 / now.scale, y: now.y + now.height / 2 / now.scale };
      },
    };
  }, [apply, bounds, measured, moving]);

  useEffect(() => {
    const rest = wheelRest.current;
    return () => rest.stop();
  }, []);

  return view;
}
