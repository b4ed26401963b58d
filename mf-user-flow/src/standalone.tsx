// `pnpm --filter mf-user-flow dev`: this remote alone on its own port (its description's
// devPort), with the shell's providers and styles, talking to the API through the dev
// server's proxy, mounted at its description's route as the shell would mount it.
import 'shared-ui/styles.css';
import { renderStandalone } from 'editor-kit/standalone';
import App from './App';
import { editor } from './editor';

renderStandalone(App, `/${editor.route}`);
