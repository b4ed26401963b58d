/**
 * Far out, a diagram of many elements is painted on one canvas the size of the view
 * instead: at a small scale a pan moves elements through the browser's painted area
 * many times as fast as at 100 %, and repainting those that enter it costs more than a
 * frame, while a canvas redraws only what is in view, every frame at the same small
 * cost. The editor decides below which scale (where its elements' text and buttons are
 * too small to use anyway) and draws its items; this is the canvas under them.
 */
import type { Camera } from './camera';

/**
 * The canvas sized to the view at the device's pixel ratio, cleared, with the camera's
 * transform set: what the editor draws next is in diagram coordinates. Null when the
 * canvas has no 2D context.
 */
export function beginFarOutFrame(
  canvas: HTMLCanvasElement,
  camera: Camera,
): CanvasRenderingContext2D | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(camera.width * ratio);
  const height = Math.round(camera.height * ratio);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const scale = ratio * camera.scale;
  ctx.setTransform(scale, 0, 0, scale, -scale * camera.x, -scale * camera.y);
  return ctx;
}

/**
 * While the wheel zooms, the far-out canvas draws at every scale, and the elements come
 * back once it rests: showing them again repaints every element in view at once, a frame
 * nobody sees when nothing moves, but a stutter in the middle of a zoom.
 */
export class WheelRest {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly restMs: number) {}

  /** Whether a wheel zoom is under way (the far-out canvas draws). */
  get zooming() {
    return this.timer !== undefined;
  }

  /** A wheel event: `rested` runs once no other came for the rest time. */
  wheel(rested: () => void) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      rested();
    }, this.restMs);
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
