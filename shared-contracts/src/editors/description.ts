/**
 * What the house knows of an editor (architecture §4 'Editors are plug-ins'): one plain
 * record per editor, written once beside its schemas (`editors/<name>/description.ts`).
 * The remote's build writes it into its release (`editor.json`), the release registry
 * keeps it, and the server puts it into every page, so the shell learns its routes,
 * cards and sliders at run time; the API, the editor kit and the tooling read the same
 * record. Plain data with no imports: Vite configs load it before any build, and the
 * shell checks it without a schema library (checkEditorDescription).
 */

/** An editor's words in one language, as the shell shows them. */
export interface EditorWords {
  /** The landing card's title: 'User Personas'. */
  title: string;
  /** The landing card's text. */
  text: string;
  /** One item, in a sentence: 'Pick the project to add the new user persona to.' */
  item: string;
  /**
   * One item's kind as a label, where it names an item ('User persona: Anna', 'Карта
   * емпатії'); `item` is worded for its sentence (in Ukrainian, its case). Optional:
   * without it, `item` with a capital (kindWord).
   */
  kind?: string;
  /** The project page's slider title. */
  slider: string;
  /** The slider's create action. */
  createNew: string;
  /** A slider with no items. */
  empty: string;
}

/**
 * Words by language code (`en`, `ua`); English is required and stands in for a language
 * an editor has not been translated into.
 */
export type EditorWordsByLanguage<Words> = { en: Words } & { [language: string]: Words };

/** How a part of a card illustration is painted: the landing page's theme decides the colours. */
export type IllustrationTone = 'panel' | 'accent' | 'stroke' | 'check';

/**
 * A card illustration: a few shapes on a 64 x 64 canvas, drawn by the shell in the
 * theme's colours. Data rather than markup, so a description carries no code.
 */
export type IllustrationPart =
  | {
      tone: IllustrationTone;
      rect: [x: number, y: number, width: number, height: number, radius: number];
    }
  | { tone: IllustrationTone; circle: [cx: number, cy: number, r: number] }
  | { tone: IllustrationTone; path: string };

/** How an editor's items are stored and served (`null` for an editor that stores nothing). */
export interface StoredItems {
  /** Keys of its items: `<keyPrefix>#<uuid>` (architecture §5). */
  keyPrefix: string;
  /** Its API resource: `/api/<apiPath>`. */
  apiPath: string;
  /** The detail's own key field beside `projectSK` (spec §3): `uxPersonaSK`. */
  skField: string;
  /** Items of this type one project may hold. */
  maxPerProject: number;
  /** Thumbnails larger than this are not uploaded (silently: the item is saved anyway). */
  thumbnailMaxBytes: number;
  /**
   * The project object's own field for its latest thumbnail, for the types spec §7
   * names (`uxPersonaThumbnailPath`); every type is also in the project's `thumbnails` map.
   */
  projectThumbnailField?: string;
}

export interface EditorDescription {
  /** The editor type: `uxPersona`. Names it in the project's thumbnails, caches and drafts. */
  type: string;
  /** Its remote's federation name: `mf_ux_persona` (lower case and underscores). */
  remote: string;
  /** The site path it is mounted at, without slashes: `uxpersonas`. */
  route: string;
  /** The port of its standalone dev server (`pnpm --filter <remote> dev`). */
  devPort: number;
  /** For people, sentence case: 'UX persona' ('UX persona not found'). */
  label: string;
  /** The same in the middle of a sentence: 'empathy map' ('Invalid empathy map key'). */
  noun: string;
  /** Place among the landing cards and the project page's sliders, ascending. */
  order: number;
  /** Place in a project row's thumbnail collage, ascending. */
  collageOrder: number;
  /**
   * Whether users are offered it: a landing card and a slider. Scaffolding (the diagram
   * canvas, whose route the spec does not show) is reachable only by its address.
   */
  listed: boolean;
  items: StoredItems | null;
  /**
   * Whether its remote exposes `./Viewer` (src/Viewer.tsx): a read-only view of one item,
   * with no editing code, for share links and the project's PDF (issue H5; ViewerProps).
   * An editor without one has its items left out of both, with a note.
   */
  viewer?: boolean;
  /** The export's file name as a JPEG (spec §4): `ux_persona_export.jpg`. */
  exportFileName: string;
  words: EditorWordsByLanguage<EditorWords>;
  illustration: IllustrationPart[];
}

/** An editor offered as coming soon: a landing card with a disabled create button. */
export interface PlannedEditor {
  type: string;
  /** The federation name its remote will have: its entry in the remotes map until then. */
  remote: string;
  order: number;
  words: EditorWordsByLanguage<Pick<EditorWords, 'title' | 'text'>>;
  illustration: IllustrationPart[];
}

/** A description whose editor stores items. */
export type StoringEditor = EditorDescription & { items: StoredItems };

export function storesItems(editor: EditorDescription): editor is StoringEditor {
  return editor.items !== null;
}

/** An item's kind as a label in `words` (EditorWords `kind`). */
export function kindWord(words: Pick<EditorWords, 'item' | 'kind'>): string {
  return words.kind ?? words.item.charAt(0).toUpperCase() + words.item.slice(1);
}

/** The words of `language`, else English. */
export function wordsIn<Words>(words: EditorWordsByLanguage<Words>, language: string): Words {
  return words[language] ?? words.en;
}

/** `mf_ux_persona` → `mf-ux-persona`: the remote's package folder and release folder. */
export function remoteFolder(remote: string): string {
  return remote.replaceAll('_', '-');
}

/** The editor mounted at a site path (`/uxpersonas/12/34`), regardless of case, as the router does. */
export function editorAtPath<T extends { route: string }>(
  editors: readonly T[],
  sitePath: string,
): T | undefined {
  const first = sitePath.replace(/^\/+/, '').split(/[/?#]/)[0]?.toLowerCase() ?? '';
  return editors.find((editor) => editor.route === first);
}

/**
 * Whether a site path opens one stored item of the editor its first segment names
 * (`/uxpersonas/<PK>/<SK>`) rather than the editor's own page (`/uxpersonas`, a guest's
 * sample): what the item needs is loaded at once there, and only there.
 */
export function namesStoredItem(sitePath: string): boolean {
  const rest = sitePath.replace(/[?#].*$/, '').replace(/^\/*[^/]+/, '');
  return rest.replace(/\/+$/, '') !== '';
}

// ---------------------------------------------------------------------------------------
// Checks. A description reaches the shell from a release anyone on a team may publish:
// the release pipeline refuses a malformed one, and the shell skips one it cannot use
// rather than break the page. Plain code, so the landing page carries no schema library.

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
const TYPE_NAME = /^[a-z][A-Za-z0-9]*$/;
const ROUTE = /^[a-z0-9][a-z0-9-]*$/;
const API_PATH = /^[a-z0-9][a-z0-9-]*$/;
const KEY_PREFIX = /^[A-Z][A-Z0-9]*$/;
const FIELD = /^[a-z][A-Za-z0-9]*$/;
const FILE_NAME = /^[a-z0-9_-]+\.jpg$/;
const SVG_PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9 ,.-]{1,400}$/;
const LANGUAGE = /^[a-z]{2,3}$/;
const TONES: readonly string[] = ['panel', 'accent', 'stroke', 'check'];
const WORD_KEYS = ['title', 'text', 'item', 'slider', 'createNew', 'empty'] as const;
const PLANNED_WORD_KEYS = ['title', 'text'] as const;
const MAX_WORDS_LENGTH = 300;
const MAX_ILLUSTRATION_PARTS = 16;

type Record_ = Record<string, unknown>;
/** A plain object (not null, not an array): what a JSON document's object reads as. */
export const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Problems {
  readonly list: string[] = [];
  add(path: string, message: string) {
    this.list.push(`${path} ${message}`);
  }
  text(value: Record_, key: string, pattern?: RegExp, max = 100) {
    const field = value[key];
    if (typeof field !== 'string' || field.trim() === '' || field.length > max) {
      this.add(key, `must be text of 1 to ${max} characters`);
    } else if (pattern && !pattern.test(field)) {
      this.add(key, `has an unusable form (${JSON.stringify(field)})`);
    }
  }
  integer(value: Record_, key: string, min: number, max: number) {
    const field = value[key];
    if (!Number.isInteger(field) || (field as number) < min || (field as number) > max) {
      this.add(key, `must be a whole number from ${min} to ${max}`);
    }
  }
  words(value: unknown, keys: readonly string[]) {
    if (!isRecord(value) || !isRecord(value.en)) {
      this.add('words', 'must hold the English words (words.en)');
      return;
    }
    for (const [language, words] of Object.entries(value)) {
      if (!LANGUAGE.test(language)) this.add(`words.${language}`, 'is not a language code');
      const kind = isRecord(words) ? words.kind : undefined;
      if (
        kind !== undefined &&
        (typeof kind !== 'string' || kind.trim() === '' || kind.length > MAX_WORDS_LENGTH)
      ) {
        this.add(
          `words.${language}.kind`,
          `must be text of 1 to ${MAX_WORDS_LENGTH} characters when given`,
        );
      }
      for (const key of keys) {
        const word = isRecord(words) ? words[key] : undefined;
        if (typeof word !== 'string' || word.trim() === '' || word.length > MAX_WORDS_LENGTH) {
          this.add(
            `words.${language}.${key}`,
            `must be text of 1 to ${MAX_WORDS_LENGTH} characters`,
          );
        }
      }
    }
  }
  illustration(value: unknown) {
    if (!Array.isArray(value) || value.length > MAX_ILLUSTRATION_PARTS) {
      this.add('illustration', `must be a list of at most ${MAX_ILLUSTRATION_PARTS} shapes`);
      return;
    }
    value.forEach((part, index) => {
      if (!isIllustrationPart(part)) this.add(`illustration[${index}]`, 'is not a shape');
    });
  }
}

const inCanvas = (numbers: unknown, count: number) =>
  Array.isArray(numbers) &&
  numbers.length === count &&
  numbers.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 64);

function isIllustrationPart(part: unknown): part is IllustrationPart {
  if (!isRecord(part) || !TONES.includes(part.tone as string)) return false;
  const shapes = ['rect', 'circle', 'path'].filter((shape) => shape in part);
  if (shapes.length !== 1) return false;
  if ('rect' in part) return inCanvas(part.rect, 5);
  if ('circle' in part) return inCanvas(part.circle, 3);
  return typeof part.path === 'string' && SVG_PATH.test(part.path);
}

function checkItems(items: unknown, problems: Problems) {
  if (items === null) return;
  if (!isRecord(items)) {
    problems.add('items', 'must describe the stored items, or be null');
    return;
  }
  problems.text(items, 'keyPrefix', KEY_PREFIX, 20);
  problems.text(items, 'apiPath', API_PATH);
  problems.text(items, 'skField', FIELD);
  problems.integer(items, 'maxPerProject', 1, 1000);
  problems.integer(items, 'thumbnailMaxBytes', 1, 50_000_000);
  if (items.projectThumbnailField !== undefined) {
    problems.text(items, 'projectThumbnailField', FIELD);
  }
}

/** What is wrong with `value` as an editor description; empty when it is one. */
export function checkEditorDescription(value: unknown): string[] {
  const problems = new Problems();
  if (!isRecord(value)) return ['the description is not an object'];
  problems.text(value, 'type', TYPE_NAME, 40);
  problems.text(value, 'remote', REMOTE_NAME, 60);
  problems.text(value, 'route', ROUTE, 40);
  problems.integer(value, 'devPort', 1024, 65535);
  problems.text(value, 'label', undefined, 60);
  problems.text(value, 'noun', undefined, 60);
  problems.integer(value, 'order', 0, 10_000);
  problems.integer(value, 'collageOrder', 0, 10_000);
  if (typeof value.listed !== 'boolean') problems.add('listed', 'must be true or false');
  if (value.viewer !== undefined && typeof value.viewer !== 'boolean') {
    problems.add('viewer', 'must be true or false when given');
  }
  checkItems(value.items, problems);
  problems.text(value, 'exportFileName', FILE_NAME, 80);
  problems.words(value.words, WORD_KEYS);
  problems.illustration(value.illustration);
  return problems.list;
}

export function isEditorDescription(value: unknown): value is EditorDescription {
  return checkEditorDescription(value).length === 0;
}

/** What is wrong with `value` as a planned editor; empty when it is one. */
export function checkPlannedEditor(value: unknown): string[] {
  const problems = new Problems();
  if (!isRecord(value)) return ['the planned editor is not an object'];
  problems.text(value, 'type', TYPE_NAME, 40);
  problems.text(value, 'remote', REMOTE_NAME, 60);
  problems.integer(value, 'order', 0, 10_000);
  problems.words(value.words, PLANNED_WORD_KEYS);
  problems.illustration(value.illustration);
  return problems.list;
}
