// First: zod must know it may not compile parsers before any schema is made (the CSP).
import 'shared-contracts/jitless';
import 'shared-ui/styles.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeSession, tokenStore } from 'shared-auth';
import { App } from './App';
import { loadSiteEditors } from './editors/site-editors';
import { initI18n } from './i18n';
import { startEditorAt } from './remotes/editor-start';
import { pageAt } from './routing/pages';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const signedIn = decodeSession(tokenStore.get()) !== null;
// The site's editors: at once from the map in the page (a request only where no server
// wrote one, as under `pnpm dev`).
const editors = loadSiteEditors().then((site) => {
  // An editor's page loads its remote while the shell starts, not once its route renders.
  startEditorAt(window.location.pathname, signedIn);
  return site.editors;
});
// A page of the shell's own opened by its address shows with the chrome, not after it
// (a failed load shows the route's error page when the page renders).
const page = pageAt(window.location.pathname, signedIn)
  ?.page.preload()
  .catch(() => {});
// A page opened in Ukrainian waits for its words (one small chunk) rather than showing
// English first; English renders at once.
void Promise.all([editors, initI18n().catch(() => {}), page]).then(([known]) => {
  createRoot(root).render(
    <StrictMode>
      <App editors={known} />
    </StrictMode>,
  );
});
