import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({
  name: 'mf_ux_persona',
  packageDir: import.meta.dirname,
  port: 5176,
});
