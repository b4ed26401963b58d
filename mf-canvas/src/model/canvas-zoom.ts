/**
 * How far the canvas zooms by key and by wheel (spec §9). The camera itself is the
 * diagram kit's; these are the canvas's steps, in scale added rather than multiplied.
 */
import { type Camera, cameraCentre, type Point, zoomAt } from 'diagram-kit';
import { CANVAS, CANVAS_CAMERA } from './canvas-constants';

/** Keyboard zoom ('=' / '-'): a fixed step around the middle of the screen. */
export function zoomByStep(camera: Camera, direction: 1 | -1): Camera {
  return zoomAt(
    camera,
    cameraCentre(camera),
    camera.scale + direction * CANVAS.keyboardZoomStep,
    CANVAS_CAMERA,
  );
}

/**
 * Wheel zoom: 0.0075 of scale per unit of `deltaY` (spec §9), scrolling down (positive
 * delta) zooming out, as in every map and diagram tool.
 */
export function zoomByWheel(camera: Camera, screen: Point, deltaY: number): Camera {
  return zoomAt(camera, screen, camera.scale - deltaY * CANVAS.wheelZoomPerDelta, CANVAS_CAMERA);
}
