import { configure } from '@testing-library/react';
import { renderRemote } from 'editor-kit/testing';
import App from '../App';

// These tests render the whole editor, lazy chunks included; on a machine busy with other
// suites a first render can take seconds, so waits are generous (a pass is still quick).
configure({ asyncUtilTimeout: 10_000 });
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
