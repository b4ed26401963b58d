import 'shared-ui/styles.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page opened in Ukrainian waits for its words (one small chunk) rather than showing
// English first; English renders at once.
void initI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
