import 'shared-ui/styles.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { decodeSession, tokenStore } from 'shared-auth';
import { App } from './App';
import { initI18n } from './i18n';
import { startEditorAt } from './remotes/editor-start';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// An editor's page loads its remote while the shell starts, not once its route renders.
startEditorAt(window.location.pathname, decodeSession(tokenStore.get()) !== null);
// A page opened in Ukrainian waits for its words (one small chunk) rather than showing
// English first; English renders at once.
void initI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
