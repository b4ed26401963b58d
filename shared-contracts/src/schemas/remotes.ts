import { z } from 'zod';

/**
 * `GET /remotes.json`: federation name → URL of that remote's `mf-manifest.json`
 * (architecture §3). The server builds it from its config; the shell validates it.
 */
export const remotesManifest = z.record(
  z.string().regex(/^[a-z][a-z0-9_]*$/, 'Remote names use lower case and underscores'),
  z.string().min(1),
);
export type RemotesManifest = z.infer<typeof remotesManifest>;

/**
 * What the shell passes to a remote's exposed `./App`. Router, query client, session
 * and toasts come from the shared singletons, not from props.
 */
export interface RemoteAppProps {
  /** The path the shell mounted the remote at, like `/uxpersonas`. */
  basePath: string;
}
