import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({ packageDir: import.meta.dirname });
