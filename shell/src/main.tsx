// First: zod must know it may not compile parsers before any schema is made (the CSP).
import 'shared-contracts/jitless';
import 'shared-ui/styles.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { decodeSession, tokenStore } from 'shared-auth';
import { App } from './App';
import { loadSiteEditors } from './editors/site-editors';
import { initI18n } from './i18n';
import { startEditorAt } from './remotes/editor-start';
import { buildRoutes } from './routing/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The site's editors: at once from the map in the page (a request only where no server
// wrote one, as under `pnpm dev`).
const editors = loadSiteEditors().then((site) => {
  // An editor's page loads its remote while the shell starts, not once its route renders.
  startEditorAt(window.location.pathname, decodeSession(tokenStore.get()) !== null);
  return site.editors;
});
// A page opened in Ukrainian waits for its words (one small chunk) rather than showing
// English first; English renders at once.
void Promise.all([editors, initI18n().catch(() => {})]).then(([known]) => {
  createRoot(root).render(
    <StrictMode>
      <App router={createBrowserRouter(buildRoutes(known))} />
    </StrictMode>,
  );
});
