// `pnpm --filter mf-sitemap dev`: this remote alone on its own port (EDITOR_REMOTES), with
// the shell's providers and styles, talking to the API through the dev server's proxy.
import 'shared-ui/styles.css';
import { renderStandalone } from 'editor-kit/standalone';
import { remoteByFolder } from 'shared-contracts';
import App from './App';

renderStandalone(App, `/${remoteByFolder('mf-sitemap')!.route}`);
