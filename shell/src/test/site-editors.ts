import {
  competitorAnalysisContract,
  type EditorDescription,
  empathyMapContract,
  PLANNED_EDITORS,
  type RemotesMap,
  type SiteEditor,
  sitemapContract,
  uxPersonaContract,
} from 'shared-contracts';
import { setSiteEditors } from '../editors/site-editors';

/**
 * The shell's tests run on the site the repository builds: the storing editors'
 * descriptions from shared-contracts and a canvas-like one that stores nothing, each
 * with a release, and the planned ones. The shell itself names none of them.
 */
const canvas: EditorDescription = {
  ...uxPersonaContract.editor,
  type: 'diagramCanvas',
  remote: 'mf_canvas',
  route: 'testsitemap',
  devPort: 5177,
  label: 'Diagram canvas',
  noun: 'diagram canvas',
  order: 90,
  listed: false,
  items: null,
  exportFileName: 'canvas_export.jpg',
};

const release = (remote: string) => ({
  entry: `/remotes/${remote}/1.0.0+test/mf-manifest.json`,
  version: '1.0.0+test',
});

export const TEST_EDITORS: readonly EditorDescription[] = [
  empathyMapContract.editor,
  competitorAnalysisContract.editor,
  uxPersonaContract.editor,
  canvas,
  sitemapContract.editor,
];

/** A remotes map of the test editors; `unavailable` names remotes without a release. */
export function testRemotesMap({ unavailable = [] as string[] } = {}): RemotesMap {
  return {
    ...Object.fromEntries(
      TEST_EDITORS.map((editor) => [
        editor.remote,
        unavailable.includes(editor.remote) ? { editor } : { ...release(editor.remote), editor },
      ]),
    ),
    ...Object.fromEntries(PLANNED_EDITORS.map((planned) => [planned.remote, { planned }])),
  };
}

/** Installs the test site's editors, as main.tsx does from the page; answers them. */
export function installTestSite(options?: { unavailable?: string[] }): SiteEditor[] {
  return setSiteEditors(testRemotesMap(options)).editors;
}

/** One of the test site's editors, by its route. */
export function testEditor(route: string): SiteEditor {
  const editor = installTestSite().find((candidate) => candidate.route === route);
  if (!editor) throw new Error(`No test editor at /${route}`);
  return editor;
}
