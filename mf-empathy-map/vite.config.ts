import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({
  name: 'mf_empathy_map',
  packageDir: import.meta.dirname,
  port: 5174,
});
