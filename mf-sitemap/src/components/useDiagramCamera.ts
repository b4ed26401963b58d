import {
  type Camera,
  cameraTransform,
  fitCamera,
  panBy,
  type Size,
  showRect,
  WheelRest,
  zoomAt,
} from 'diagram-kit';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { sitemapText } from '../i18n';
import { SITEMAP_CAMERA } from '../model/diagram-navigation';
import { isOverview } from '../model/overview';
import { boxRect, type PlacedPage, type TreeLayout } from '../model/tree-layout';
import { type OverviewMarks, OverviewPainter, type OverviewWords } from './overview-canvas';

/** How long after the last wheel event a zoom is taken to have stopped. */
const WHEEL_REST_MS = 150;

interface DiagramCameraOptions {
  layout: TreeLayout;
  marks: OverviewMarks;
  /** The viewport: its size, its class list (far out), and the wheel's events. */
  pictureRef: RefObject<HTMLDivElement | null>;
  /** The element tree the camera moves as one CSS transform. */
  worldRef: RefObject<HTMLDivElement | null>;
  /** The far-out canvas (model/overview.ts). */
  overviewRef: RefObject<HTMLCanvasElement | null>;
  /** Where the zoom's figure is written. */
  zoomLabel: RefObject<HTMLSpanElement | null>;
}

/**
 * The diagram's camera (diagram-kit's) applied without a React render: one CSS transform
 * on the boxes, or far out (below OVERVIEW_BELOW, and while the wheel zooms) the boxes
 * painted on a canvas; so a pan frame costs the same whatever the diagram's size.
 */
export function useDiagramCamera({
  layout,
  marks,
  pictureRef,
  worldRef,
  overviewRef,
  zoomLabel,
}: DiagramCameraOptions) {
  const t = sitemapText.useT();
  const camera = useRef<Camera>({ x: 0, y: 0, scale: 1, width: 0, height: 0 });
  const painter = useRef<OverviewPainter | null>(null);
  const overview = useRef(false);
  const wheelRest = useRef(new WheelRest(WHEEL_REST_MS));
  const words = useMemo<OverviewWords>(
    () => ({
      untitled: t('untitled'),
      type: (type) => t(`types.${type}`),
      hidden: (count) => t('diagram.hidden', { count }),
    }),
    [t],
  );
  // What the far-out canvas draws is read from this ref, so a pan draws without a render.
  const drawing = useRef({ layout, marks, words });

  /** The viewport's size now (a ResizeObserver keeps the camera's for the pan frames). */
  const measured = useCallback((): Size => {
    const node = pictureRef.current;
    return { width: node?.clientWidth ?? 0, height: node?.clientHeight ?? 0 };
  }, [pictureRef]);

  const drawOverview = useCallback(() => {
    const canvas = overviewRef.current;
    if (!overview.current || !canvas) return;
    painter.current ??= new OverviewPainter(canvas);
    const { layout, marks, words } = drawing.current;
    painter.current.draw(layout, camera.current, marks, words);
  }, [overviewRef]);

  const apply = useCallback(
    (next: Camera) => {
      camera.current = next;
      const world = worldRef.current;
      if (world) world.style.transform = cameraTransform(next);
      const far = isOverview(next.scale) || wheelRest.current.zooming;
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
    [t, drawOverview, pictureRef, worldRef, zoomLabel],
  );

  // What the far-out canvas shows changed (an edit, the selection, a drag over a box).
  useLayoutEffect(() => {
    drawing.current = { layout, marks, words };
    drawOverview();
  }, [layout, marks, words, drawOverview]);

  useLayoutEffect(() => {
    const node = pictureRef.current;
    if (!node) return;
    camera.current = { ...camera.current, ...measured() };
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      camera.current = { ...camera.current, ...measured() };
      drawOverview();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [drawOverview, measured, pictureRef]);

  const view = useMemo(() => {
    const sized = () => ({ ...camera.current, ...measured() });
    return {
      camera,
      /** Whether the boxes are painted on the far-out canvas. */
      farOut: () => overview.current,
      fit: () => apply(fitCamera(layout, measured(), SITEMAP_CAMERA)),
      pan: (dx: number, dy: number) =>
        apply(panBy(camera.current, { x: dx, y: dy }, SITEMAP_CAMERA)),
      /** Zooms by `factor` about a point of the viewport, its middle by default. */
      zoomBy: (factor: number, at?: { x: number; y: number }) => {
        // About the pointer, the camera's size is not needed: reading the element's would
        // make every wheel frame lay out.
        const now = at ? camera.current : sized();
        const about = at ?? { x: now.width / 2, y: now.height / 2 };
        apply(zoomAt(now, about, now.scale * factor, SITEMAP_CAMERA));
      },
      /** A wheel notch: far out until the wheel rests, then the elements come back. */
      wheelZoom: (factor: number, at: { x: number; y: number }) => {
        wheelRest.current.wheel(() => apply(camera.current));
        view.zoomBy(factor, at);
      },
      show: (box: PlacedPage) => {
        const now = sized();
        const next = showRect(now, boxRect(box), SITEMAP_CAMERA);
        if (next !== now) apply(next);
      },
    };
  }, [apply, layout, measured]);

  useEffect(() => {
    const rest = wheelRest.current;
    return () => rest.stop();
  }, []);

  return view;
}
