import fs from 'node:fs';
import path from 'node:path';
import { startSite } from './support/site.ts';

export const SITE_FILE = path.join(import.meta.dirname, 'test-results', '.site.json');

/**
 * One production site for the suite, started the way the README says: `pnpm start`
 * (install, build, serve) on a free port with a fresh data folder.
 */
export default async function globalSetup() {
  // E2E_SKIP_BUILD=1 serves the existing build, for quick local runs after `pnpm build`.
  const command = process.env.E2E_SKIP_BUILD ? ['node', 'api/dist/server.js'] : ['pnpm', 'start'];
  const site = await startSite({ command, timeoutMs: 10 * 60_000 });
  fs.mkdirSync(path.dirname(SITE_FILE), { recursive: true });
  fs.writeFileSync(SITE_FILE, JSON.stringify({ url: site.url, dataDir: site.dataDir }));
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DATA_DIR = site.dataDir;
  return () => site.stop();
}
