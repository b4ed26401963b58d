import { describe, expect, it } from 'vitest';
import { competitorAnalysisEditor } from './competitor-analysis/description.js';
import {
  checkEditorDescription,
  checkPlannedEditor,
  editorAtPath,
  kindWord,
  namesStoredItem,
  remoteFolder,
  wordsIn,
} from './description.js';
import { empathyMapEditor } from './empathy-map/description.js';
import { PLANNED_EDITORS } from './planned.js';
import { sitemapEditor } from './sitemap/description.js';
import { uxPersonaEditor } from './ux-persona/description.js';

const EDITORS = [uxPersonaEditor, empathyMapEditor, competitorAnalysisEditor, sitemapEditor];

describe('the editors of this package', () => {
  it.each(EDITORS)('$type is a usable description', (editor) => {
    expect(checkEditorDescription(editor)).toEqual([]);
  });

  it.each(PLANNED_EDITORS)('planned $type is a usable planned editor', (planned) => {
    expect(checkPlannedEditor(planned)).toEqual([]);
  });

  it('keep the API resources, keys and thumbnail fields of spec §7 and architecture §5', () => {
    expect(EDITORS.map(({ items }) => [items.apiPath, items.keyPrefix, items.skField])).toEqual([
      ['ux-personas', 'UXPERS', 'uxPersonaSK'],
      ['empathy-maps', 'EMPMAP', 'empathyMapSK'],
      ['competitor-analysis', 'COMPAN', 'competitorAnalysisSK'],
      ['sitemaps', 'SITEMAP', 'sitemapSK'],
    ]);
    expect(EDITORS.map(({ items }) => items.projectThumbnailField)).toEqual([
      'uxPersonaThumbnailPath',
      'empathyMapThumbnailPath',
      'competitorAnalysisThumbnailPath',
      'sitemapThumbnailPath',
    ]);
  });

  it('share no type, route, remote, port or key prefix', () => {
    for (const field of ['type', 'route', 'remote', 'devPort'] as const) {
      expect(new Set(EDITORS.map((editor) => editor[field])).size).toBe(EDITORS.length);
    }
    expect(new Set(EDITORS.map((editor) => editor.items.keyPrefix)).size).toBe(EDITORS.length);
  });

  it('are translated into Ukrainian word for word', () => {
    for (const editor of EDITORS) {
      expect(Object.keys(editor.words.ua ?? {})).toEqual(Object.keys(editor.words.en));
    }
  });
});

describe('checkEditorDescription', () => {
  const valid = uxPersonaEditor;

  it.each([
    ['a remote name with a hyphen', { remote: 'mf-ux-persona' }, 'remote'],
    ['a route with a slash', { route: '/uxpersonas' }, 'route'],
    ['a port below 1024', { devPort: 80 }, 'devPort'],
    ['no English words', { words: { ua: valid.words.ua } }, 'words'],
    ['an empty title', { words: { en: { ...valid.words.en, title: ' ' } } }, 'words.en.title'],
    [
      'a script in a path',
      { illustration: [{ tone: 'stroke', path: '<script>' }] },
      'illustration[0]',
    ],
    [
      'a shape outside the canvas',
      { illustration: [{ tone: 'panel', circle: [1, 2, 99] }] },
      'illustration[0]',
    ],
    ['an unknown tone', { illustration: [{ tone: 'red', circle: [1, 2, 3] }] }, 'illustration[0]'],
    ['a key prefix in lower case', { items: { ...valid.items, keyPrefix: 'uxpers' } }, 'keyPrefix'],
    ['an export that is not a JPEG', { exportFileName: 'x.exe' }, 'exportFileName'],
    ['an empty kind', { words: { en: { ...valid.words.en, kind: '' } } }, 'words.en.kind'],
    ['a kind that is no text', { words: { en: { ...valid.words.en, kind: 3 } } }, 'words.en.kind'],
  ])('refuses %s, naming the field', (_label, change, field) => {
    const problems = checkEditorDescription({ ...valid, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')} `));
  });

  it('accepts words without a kind (it is optional)', () => {
    const { kind: _, ...words } = valid.words.en;
    expect(checkEditorDescription({ ...valid, words: { en: words } })).toEqual([]);
  });

  it('accepts an editor that stores nothing', () => {
    expect(checkEditorDescription({ ...valid, items: null })).toEqual([]);
  });

  it('refuses what is not an object', () => {
    expect(checkEditorDescription('uxPersona')).toEqual(['the description is not an object']);
    expect(checkEditorDescription(null)).toHaveLength(1);
  });
});

describe('helpers', () => {
  it("kindWord names an item's kind as a label, else its sentence word with a capital", () => {
    expect(kindWord(empathyMapEditor.words.ua)).toBe('Карта емпатії');
    expect(kindWord({ item: 'карту емпатії' })).toBe('Карту емпатії');
  });

  it('wordsIn falls back to English', () => {
    expect(wordsIn(uxPersonaEditor.words, 'ua').title).toBe('Портрети користувачів');
    expect(wordsIn(uxPersonaEditor.words, 'de').title).toBe('User Personas');
  });

  it('remoteFolder spells the federation name as a folder', () => {
    expect(remoteFolder('mf_competitor_analysis')).toBe('mf-competitor-analysis');
  });

  it('editorAtPath finds the editor by the first segment, regardless of case', () => {
    expect(editorAtPath(EDITORS, '/UXPersonas/PROJECT_1/UXPERS_2')).toBe(uxPersonaEditor);
    expect(editorAtPath(EDITORS, '/sitemap?x=1')).toBe(sitemapEditor);
    expect(editorAtPath(EDITORS, '/sitemaps')).toBeUndefined();
    expect(editorAtPath(EDITORS, '/')).toBeUndefined();
  });

  it('namesStoredItem tells an item of an editor from the editor itself', () => {
    expect(namesStoredItem('/uxpersonas/PROJECT_1/UXPERS_2')).toBe(true);
    expect(namesStoredItem('uxpersonas/PROJECT_1/UXPERS_2')).toBe(true);
    for (const page of ['/uxpersonas', '/uxpersonas/', 'uxpersonas', '/uxpersonas?x=/a', '/']) {
      expect(namesStoredItem(page), page).toBe(false);
    }
  });
});
