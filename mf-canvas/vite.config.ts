import { remoteViteConfig } from '../tooling/remote-vite-config.ts';
// Its own description, which imports nothing at run time.
import { editor } from './src/editor.ts';

export default remoteViteConfig({ packageDir: import.meta.dirname, editor });
