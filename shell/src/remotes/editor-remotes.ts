/**
 * Which remote answers which route (architecture §3, §4). The shell mounts the remote's
 * `./App` at `/<path>/*`; the remote renders its own `<Routes>` below that path.
 */
export const EDITOR_REMOTES = [
  { path: 'empathymap', remote: 'mf_empathy_map' },
  { path: 'competitoranalysis', remote: 'mf_competitor_analysis' },
  { path: 'uxpersonas', remote: 'mf_ux_persona' },
  // The spec does not show the canvas route; /testsitemap is the test page it lists.
  { path: 'testsitemap', remote: 'mf_canvas', publicOnly: true },
] as const;

export type EditorRemote = (typeof EDITOR_REMOTES)[number];
export type RemoteName = EditorRemote['remote'];
