import { z } from 'zod';

/** One remote as the shell sees it: where its manifest is and which release it is. */
export const remoteLocation = z.object({
  /** URL of the release's `mf-manifest.json`, absolute or relative to the site. */
  entry: z.string().min(1),
  /** The release's version (`<package version>+<build id>`), shown to people and compared on focus. */
  version: z.string().min(1),
});
export type RemoteLocation = z.infer<typeof remoteLocation>;

/**
 * The remotes map (`GET /remotes.json`): federation name → the current release of that
 * remote (architecture §3). The server builds it from the release registry at request
 * time; the shell validates it.
 */
export const remotesManifest = z.record(
  z.string().regex(/^[a-z][a-z0-9_]*$/, 'Remote names use lower case and underscores'),
  remoteLocation,
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
