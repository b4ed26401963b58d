import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({
  name: 'mf_competitor_analysis',
  packageDir: import.meta.dirname,
  port: 5175,
});
