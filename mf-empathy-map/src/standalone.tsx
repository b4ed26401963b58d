// `pnpm --filter mf-empathy-map dev`: this remote alone on http://localhost:5174/empathymap, with
// the shell's providers and styles, talking to the API through the dev server's proxy.
import 'shared-ui/styles.css';
import { renderStandalone } from 'shared-ui/standalone';
import App from './App';

renderStandalone(App, '/empathymap');
