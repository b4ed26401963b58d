import { competitorAnalysisEditor } from '../editors/competitor-analysis/description.js';
import { empathyMapEditor } from '../editors/empathy-map/description.js';
import { sitemapEditor } from '../editors/sitemap/description.js';
import { uxPersonaEditor } from '../editors/ux-persona/description.js';
import type { KeyKind } from '../keys.js';

/** Every kind of key this package's schemas take, by name, for tests that go through them all. */
export const KEY_KINDS = {
  user: 'user',
  project: 'project',
  uxPersona: uxPersonaEditor,
  empathyMap: empathyMapEditor,
  competitorAnalysis: competitorAnalysisEditor,
  sitemap: sitemapEditor,
} as const satisfies Record<string, KeyKind>;

export const ALL_KEY_KINDS: readonly KeyKind[] = Object.values(KEY_KINDS);
