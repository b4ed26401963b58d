import { renderRemote } from 'editor-kit/testing';
import App from '../App';

// These tests render the whole editor, lazy chunks included (waits: see
// tooling/vitest-web-setup.ts); the longest flows get a longer budget still.
export const SLOW_TEST = { timeout: 30_000 };

/** The remote as the shell mounts it at /uxpersonas. */
export function renderPersonaApp(path = '/uxpersonas') {
  return renderRemote(App, '/uxpersonas', { path });
}

/** A file whose first bytes are a PNG signature, of `size` bytes. */
export function pngFile(size = 64, name = 'me.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}
