import { useQuery } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { ApiError, type ResponseSchema } from 'shared-auth';
import {
  EXPORT_FILE_NAMES,
  editorPath,
  type FeatureListItem,
  type FeatureType,
  featureNameProblem,
  MESSAGES,
  type Project,
  projectPath,
  queryKeys,
} from 'shared-contracts';
import { useToast } from '../toast/toastContext';
import type { DraftCodec } from './draft-record';
import { exportJpeg, type PictureOptions } from './export-image';
import { deleteFeature, fetchFeature, type ItemKeys, saveFeature } from './feature-api';
import {
  statusOf,
  uploadThumbnail,
  versionOf,
  withReason,
  withVersion,
} from './feature-editor-support';
import {
  retryUnlessNotFound,
  useCreateFeature,
  useFeatureList,
  useInvalidateFeature,
  useProject,
} from './feature-queries';
import { type DraftOffer, type DraftState, useDraftKeeper } from './useDraftKeeper';

export interface FeatureEditorSchemas<Detail> {
  detail: ResponseSchema<Detail>;
  list: ResponseSchema<FeatureListItem[]>;
  project: ResponseSchema<Project>;
}

/** How one editor type plugs its pure model into the shared load/save/delete flow. */
export interface FeatureEditorOptions<Content, Detail> {
  type: FeatureType;
  /** The item's keys ('#' form), or null for a guest on sample data (spec §1). */
  keys: ItemKeys | null;
  schemas: FeatureEditorSchemas<Detail>;
  /** What a guest edits: the spec's sample or default data. */
  sample: () => Content;
  fromDetail: (detail: Detail) => Content;
  /** The PATCH body: the whole object (spec §7). */
  toRequest: (content: Content, keys: ItemKeys) => unknown;
  getName: (content: Content) => string;
  setName: (content: Content, name: string) => Content;
  /** Saved means equal to the last saved copy (spec §4); JSON equality by default. */
  isSame?: (a: Content, b: Content) => boolean;
  /** How unsaved work is kept on this device and read back (see draft-record.ts). */
  draft: DraftCodec<Content>;
  /** Why `content` cannot be saved beyond its name (shown as the error toast), or null. */
  problem?: (content: Content) => string | null;
  /**
   * Runs after the PATCH succeeded, e.g. uploading a persona's newly chosen photo. The
   * change it returns is applied to the saved copy and to the draft alike.
   */
  afterSave?: (
    content: Content,
    saved: Detail,
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
   * Pixel ratio and area cap of the export and of the thumbnail (default: ratio 2 for
   * the export, 1 for the thumbnail, no cap), for content much larger than the screen.
   */
  exportPicture?: PictureOptions;
  thumbnailPicture?: PictureOptions;
}

export type FeatureEditorStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface FeatureEditor<Content> {
  type: FeatureType;
  keys: ItemKeys | null;
  isGuest: boolean;
  status: FeatureEditorStatus;
  /** The draft; null until the item has loaded. */
  content: Content | null;
  /** Applies a pure change of the model to the draft. */
  update(change: (content: Content) => Content): void;
  name: string;
  nameError: string | null;
  setName(name: string): void;
  unsaved: boolean;
  saving: boolean;
  save(): Promise<void>;
  /**
   * The last save was refused because the item was saved elsewhere (another tab, window
   * or device) after this copy was loaded. The draft is kept; the user picks one of the
   * ways out below.
   */
  conflict: boolean;
  /** The way out of a conflict that is running (fetching the latest copy, saving over it). */
  resolvingConflict: 'reload' | 'overwrite' | null;
  /** Replace the draft with the latest saved copy (this tab's changes are dropped). */
  reloadLatest(): Promise<void>;
  /** Save this draft over the latest saved copy. */
  overwriteLatest(): Promise<void>;
  /** Close the question and go on editing; the next Save asks again. */
  dismissConflict(): void;
  exporting: boolean;
  exportImage(): Promise<void>;
  remove(): Promise<void>;
  creating: boolean;
  createNew(): void;
  /** The project's items of this type (signed in), newest change first. */
  siblings: FeatureListItem[] | undefined;
  project: Project | undefined;
  /** Leaving the page (after delete): the unsaved-work guard stands down. */
  leaving: boolean;
  /** A stored draft that differs from the saved copy, offered when the editor opens. */
  draftOffer: DraftOffer | null;
  restoreDraft(): void;
  discardDraft(): void;
  /** Whether the unsaved work is kept on this device (draft-record.ts, useDraftKeeper). */
  draftState: DraftState;
  /** Unsaved work that could not be kept on this device: the leave guard asks then. */
  unsavedAtRisk: boolean;
  /** The content area: what export and the thumbnail picture. */
  contentRef: RefObject<HTMLDivElement | null>;
  retryLoad(): void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The shared life of an editor page (spec §4 'Saving and loading'), written once for the
 * three editor types: load the item by its route keys, then the sibling list, then the
 * project; keep a draft and the last saved copy ('Unsaved*' when they differ), the draft
 * also on this device (useDraftKeeper: offered back after any reload); save
 * (PATCH, then a rendered JPEG thumbnail, then refresh the lists); delete (go to the
 * project page, then delete); create another item in the project; export a JPEG. A
 * guest edits sample data and can only export. The editor's own rules stay in its pure
 * model; this hook only moves contents between the model, the server and the screen.
 */
export function useFeatureEditor<Content, Detail>(
  options: FeatureEditorOptions<Content, Detail>,
): FeatureEditor<Content> {
  const { type, keys, schemas } = options;
  // The options object is new on every render; the callbacks read its latest version.
  const latest = useRef(options);
  latest.current = options;
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateFeature();
  const contentRef = useRef<HTMLDivElement | null>(null);
  const isGuest = keys === null;

  const [draft, setDraft] = useState<Content | null>(() => (isGuest ? options.sample() : null));
  const [saved, setSaved] = useState<Content | null>(draft);
  const [saving, setSaving] = useState(false);
  // The stored version the draft was edited from, sent with every save (the concurrent-
  // edit rule: the server refuses it with 409 once another save came in between).
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  const [resolvingConflict, setResolvingConflict] = useState<'reload' | 'overwrite' | null>(null);
  const [exporting, setExporting] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const item = useQuery({
    queryKey: queryKeys.feature(type, keys?.SK ?? ''),
    enabled: !isGuest,
    queryFn: () => fetchFeature(type, keys!, schemas.detail),
    retry: retryUnlessNotFound,
    // An editor always starts from the server's latest copy, never a cached one.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const loaded = item.data !== undefined;
  if (item.data !== undefined && draft === null) {
    // The first answer becomes the draft and the saved copy, during this render (no
    // spinner frame); later refetches never overwrite the user's draft.
    const content = options.fromDetail(item.data);
    setDraft(content);
    setSaved(content);
    setVersion(versionOf(item.data));
  }

  // Spec §4: the item, then the sibling list, then the project.
  const siblings = useFeatureList(type, keys?.PK ?? null, schemas.list, loaded);
  const project = useProject(keys?.PK ?? null, schemas.project, siblings.isFetched);
  const create = useCreateFeature();

  const update = useCallback((change: (content: Content) => Content) => {
    setDraft((current) => (current === null ? current : change(current)));
  }, []);

  const isSame = options.isSame ?? sameJson;
  const unsaved = draft !== null && saved !== null && !isSame(draft, saved);
  const drafts = useDraftKeeper({
    editor: type,
    keys,
    codec: options.draft,
    content: draft,
    saved,
    version,
    isSame,
    apply: (content, baseVersion) => {
      setDraft(content);
      setVersion(baseVersion);
    },
  });
  const name = draft === null ? '' : options.getName(draft);

  /** Saves the draft as an edit of stored version `baseVersion`. */
  const persist = useCallback(
    async (baseVersion: number | undefined) => {
      const { getName, problem, afterSave, toRequest, renderThumbnail = true } = latest.current;
      if (keys === null || draft === null || saving) return;
      const refusal = featureNameProblem(getName(draft)) ?? problem?.(draft) ?? null;
      if (refusal) {
        toast.show('error', refusal);
        return;
      }
      setSaving(true);
      const submitted = draft;
      try {
        const body = withVersion(toRequest(submitted, keys), baseVersion);
        const stored = await saveFeature(type, body, schemas.detail);
        setVersion(versionOf(stored));
        setConflict(false);
        const change =
          (await afterSave?.(submitted, stored, keys)) ?? ((content: Content) => content);
        setSaved(change(submitted));
        setDraft((current) => (current === null ? current : change(current)));
        if (renderThumbnail)
          await uploadThumbnail(
            type,
            keys,
            latest.current.captureNode?.() ?? contentRef.current,
            latest.current.thumbnailPicture,
          );
        await invalidate(type, keys.PK);
        toast.show('success', MESSAGES.saveSuccess);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setConflict(true);
        else toast.show('error', withReason(MESSAGES.saveError, error));
      } finally {
        setSaving(false);
      }
    },
    [keys, draft, saving, type, schemas.detail, toast, invalidate],
  );
  const save = useCallback(() => persist(version), [persist, version]);

  /** The latest stored copy, for a way out of a conflict; null (and a toast) if it failed. */
  const fetchLatest = useCallback(async (): Promise<Detail | null> => {
    if (keys === null) return null;
    try {
      return await fetchFeature(type, keys, schemas.detail);
    } catch (error) {
      toast.show('error', withReason(MESSAGES.loadError, error));
      return null;
    }
  }, [keys, type, schemas.detail, toast]);

  const reloadLatest = useCallback(async () => {
    setResolvingConflict('reload');
    const fresh = await fetchLatest();
    if (fresh !== null) {
      const content = latest.current.fromDetail(fresh);
      setDraft(content);
      setSaved(content);
      setVersion(versionOf(fresh));
      setConflict(false);
      if (keys) await invalidate(type, keys.PK);
    }
    setResolvingConflict(null);
  }, [fetchLatest, keys, type, invalidate]);

  const overwriteLatest = useCallback(async () => {
    setResolvingConflict('overwrite');
    const fresh = await fetchLatest();
    if (fresh !== null) {
      // Saving from the version just read: refused again only if yet another save came in.
      await persist(versionOf(fresh));
    }
    setResolvingConflict(null);
  }, [fetchLatest, persist]);

  const exportImage = useCallback(async () => {
    const node = latest.current.captureNode?.() ?? contentRef.current;
    if (!node || exporting) return;
    setExporting(true);
    try {
      await exportJpeg(node, EXPORT_FILE_NAMES[type], latest.current.exportPicture);
    } catch (error) {
      console.error('Export failed', error);
      toast.show('error', MESSAGES.exportError);
    } finally {
      setExporting(false);
    }
  }, [exporting, type, toast]);

  const remove = useCallback(async () => {
    if (keys === null) return;
    // Spec §4: go to the project page first, then delete. The guard must not ask.
    flushSync(() => setLeaving(true));
    await navigate(projectPath(keys.PK));
    try {
      await deleteFeature(type, keys);
      drafts.forget();
    } catch (error) {
      toast.show('error', withReason(MESSAGES.deleteError, error));
    } finally {
      await invalidate(type, keys.PK);
    }
  }, [keys, type, navigate, toast, invalidate, drafts.forget]);

  const createNew = useCallback(() => {
    if (keys === null) return;
    create.mutate(
      { type, projectSK: keys.PK },
      {
        onSuccess: (created) => navigate(editorPath(type, created)),
        onError: (error) => toast.show('error', withReason(MESSAGES.createError, error)),
      },
    );
  }, [keys, type, create, navigate, toast]);

  const setName = useCallback(
    (next: string) => update((content) => latest.current.setName(content, next)),
    [update],
  );

  return {
    type,
    keys,
    isGuest,
    status: statusOf(isGuest, item, draft, drafts.ready),
    content: draft,
    update,
    name,
    nameError: draft === null ? null : featureNameProblem(name),
    setName,
    unsaved,
    saving,
    save,
    conflict,
    resolvingConflict,
    reloadLatest,
    overwriteLatest,
    dismissConflict: () => setConflict(false),
    exporting,
    exportImage,
    remove,
    creating: create.isPending,
    createNew,
    siblings: siblings.data,
    project: project.data,
    leaving,
    draftOffer: drafts.offer,
    restoreDraft: drafts.restore,
    discardDraft: drafts.discard,
    draftState: drafts.state,
    unsavedAtRisk: drafts.atRisk,
    contentRef,
    retryLoad: () => void item.refetch(),
  };
}
