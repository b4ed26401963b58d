import type { RefObject } from 'react';
import type {
  ContractSource,
  DetailOf,
  EditorContract,
  FeatureListItem,
  Project,
  StoringEditor,
  UpdateOf,
} from 'shared-contracts';
import type { ItemKeys } from '../api/feature-api';
import type { DraftCodec } from '../drafts/draft-record';
import type { DraftOffer, DraftState } from '../drafts/useDraftKeeper';
import type { PictureOptions } from '../export/export-image';
import type { ExportFormat } from '../export/picture-rules';
import type { ConflictWayOut } from '../session/versioned-save';
import type { FeatureEditorStatus } from './feature-editor-support';

/**
 * How one editor plugs its pure model into the shared load/save/delete flow. The
 * server's shapes come from the editor's contract (its description and schemas, from
 * shared-contracts), so the kit knows no editor and an editor casts nothing.
 */
export interface FeatureEditorOptions<C extends EditorContract, Content> {
  /**
   * The editor's description and schemas; in its lazy form (shared-contracts'
   * lazyContract) the schemas, and zod with them, load only when first used (issue H2).
   */
  contract: ContractSource<C>;
  /** The item's keys ('#' form), or null for a guest on sample data (spec §1). */
  keys: ItemKeys | null;
  /** What a guest edits: the spec's sample or default data. */
  sample: () => Content;
  fromDetail: (detail: DetailOf<C>) => Content;
  /** The PATCH body: the whole object (spec §7); the kit adds the version. */
  toRequest: (content: Content, keys: ItemKeys) => UpdateOf<C>;
  getName: (content: Content) => string;
  setName: (content: Content, name: string) => Content;
  /** Saved means equal to the last saved copy (spec §4); JSON equality by default. */
  isSame?: (a: Content, b: Content) => boolean;
  /** How unsaved work is kept on this device and read back (see drafts/draft-record.ts). */
  draft: DraftCodec<Content>;
  /**
   * Why `content` cannot be saved beyond its name (shown as the error toast), or null;
   * asked at Save, so it may load the editor's schemas first.
   */
  problem?: (content: Content) => string | null | Promise<string | null>;
  /**
   * Runs after the PATCH succeeded, e.g. uploading a persona's newly chosen photo. The
   * change it returns is applied to the saved copy and to the draft alike.
   */
  afterSave?: (
    content: Content,
    saved: DetailOf<C>,
    keys: ItemKeys,
  ) => Promise<((content: Content) => Content) | undefined>;
  /** Render and upload a JPEG thumbnail on save (spec §4). Default true. */
  renderThumbnail?: boolean;
  /**
   * The node export and the thumbnail picture (a competitor analysis pictures its table);
   * the content area by default.
   */
  captureNode?: () => HTMLElement | null;
  /**
   * The node the thumbnail pictures, when it is not the export's: a competitor analysis
   * thumbnails a small copy of its table's top-left corner, readable on a project card,
   * instead of the whole table scaled down.
   */
  thumbnailNode?: () => HTMLElement | null;
  /**
   * Pixel ratio and area cap of the export and of the thumbnail (default: ratio 2 for
   * the export, 1 for the thumbnail, no cap), for content much larger than the screen.
   */
  exportPicture?: PictureOptions;
  thumbnailPicture?: PictureOptions;
}

/** The session as the frame and the editor's body show it (from the model, editor-session.ts). */
export interface FeatureEditorSession {
  status: FeatureEditorStatus;
  name: string;
  nameError: string | null;
  unsaved: boolean;
  saving: boolean;
  /**
   * The last save was refused because the item was saved elsewhere (another tab, window
   * or device) after this copy was loaded. The draft is kept; the user picks a way out.
   */
  conflict: boolean;
  /** The way out of a conflict that is running (fetching the latest copy, saving over it). */
  resolvingConflict: ConflictWayOut | null;
  exporting: boolean;
  /** Leaving the page (after delete): the unsaved-work guard stands down. */
  leaving: boolean;
  /** A stored draft that differs from the saved copy, offered when the editor opens. */
  draftOffer: DraftOffer | null;
  /** Whether the unsaved work is kept on this device. */
  draftState: DraftState;
  /** Unsaved work that could not be kept on this device: the leave guard asks then. */
  unsavedAtRisk: boolean;
  /** A save found no connection; it runs again when the connection returns (issue H6). */
  waitingForConnection: boolean;
  /** Whether undo and redo have a step to take (session/edit-history.ts). */
  canUndo: boolean;
  canRedo: boolean;
}

/** What the user can do; each runs its requests and reports to the model. */
export interface FeatureEditorActions {
  setName(name: string): void;
  save(): Promise<void>;
  /** Replace the draft with the latest saved copy (this tab's changes are dropped). */
  reloadLatest(): Promise<void>;
  /** Save this draft over the latest saved copy. */
  overwriteLatest(): Promise<void>;
  /** Close the conflict question and go on editing; the next Save asks again. */
  dismissConflict(): void;
  /** Takes back the last step of this page's edits; saving does not end the history. */
  undo(): void;
  redo(): void;
  /** Downloads the export (the spec's JPEG unless told); answers whether it did. */
  exportImage(format?: ExportFormat): Promise<boolean>;
  remove(): Promise<void>;
  createNew(): void;
  restoreDraft(): void;
  discardDraft(): void;
  retryLoad(): void;
  /**
   * A guest's work, once signed in (issue H6): makes an item of it in the project and
   * opens that item, saved. Rejects (the work stays here) when it could not be stored.
   */
  saveToProject(projectSK: string): Promise<void>;
}

/** The item and its surroundings (spec §4 load order: item, sibling list, project). */
export interface FeatureEditorItem {
  editor: StoringEditor;
  keys: ItemKeys | null;
  isGuest: boolean;
  /** Signed in on the sample route: the work here can be kept by saving it in a project. */
  keepsGuestWork: boolean;
  /** The project's items of this type (signed in), newest change first. */
  siblings: FeatureListItem[] | undefined;
  project: Project | undefined;
  creating: boolean;
}

export interface FeatureEditor<Content> {
  /** The draft; null until the item has loaded. */
  content: Content | null;
  /** Applies a pure change of the model to the draft. */
  update(change: (content: Content) => Content): void;
  session: FeatureEditorSession;
  actions: FeatureEditorActions;
  item: FeatureEditorItem;
  /** The content area: what export and the thumbnail picture. */
  contentRef: RefObject<HTMLDivElement | null>;
}
