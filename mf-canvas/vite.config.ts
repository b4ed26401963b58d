import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({ name: 'mf_canvas', packageDir: import.meta.dirname, port: 5177 });
