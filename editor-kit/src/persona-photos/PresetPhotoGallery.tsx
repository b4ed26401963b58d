import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, cx, Spinner } from 'shared-ui';
import { editorCatalog } from '../i18n/editor-catalog';
import {
  loadPresetPhotoUrls,
  PRESET_PHOTOS,
  type PresetPhoto,
  type PresetPhotoChoice,
} from './presets';

export interface PresetPhotoGalleryLabels {
  /** The grid's accessible name. */
  gallery: string;
  /** One preset's accessible name. */
  photo: (preset: PresetPhoto) => string;
  loading: string;
  failed: string;
  retry: string;
  /** The build made no pictures (a deployment defect, not the user's to fix). */
  missing: string;
}

/** The gallery's words in the site's language (the 'editor' catalogue). */
export function usePresetPhotoGalleryLabels(): PresetPhotoGalleryLabels {
  const t = editorCatalog.useT();
  return useMemo(
    () => ({
      gallery: t('photos.gallery'),
      photo: ({ number }) => t('photos.photo', { number }),
      loading: t('photos.loading'),
      failed: t('photos.failed'),
      retry: t('photos.retry'),
      missing: t('photos.missing'),
    }),
    [t],
  );
}

export interface PresetPhotoGalleryProps {
  /** Called with the preset the user chose (click, Enter or Space). */
  onSelect: (choice: PresetPhotoChoice) => void;
  /** The preset chosen now, shown pressed; the grid's Tab stop starts there. */
  selectedId?: string | null;
  labels?: PresetPhotoGalleryLabels;
  className?: string;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'missing' }
  | { state: 'ready'; urls: ReadonlyMap<string, string> };

/**
 * The 32 preset photos as a grid of buttons. The pictures start loading when the gallery
 * mounts (a picker opened), never before. The grid is one Tab stop: arrow keys move
 * between photos (Up and Down by a row of the layout as it wraps), Home and End jump to
 * the ends, Enter or Space chooses.
 */
export function PresetPhotoGallery({
  onSelect,
  selectedId = null,
  labels: given,
  className,
}: PresetPhotoGalleryProps) {
  const kitLabels = usePresetPhotoGalleryLabels();
  const labels = given ?? kitLabels;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const selectedIndex = PRESET_PHOTOS.findIndex((preset) => preset.id === selectedId);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // `attempt` changes on "Try again": the effect's dependency is the retry itself.
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadPresetPhotoUrls().then(
      // No pictures at all means the build did not generate them (also so in unit tests
      // before a build): said quietly, since retrying cannot help and the rest of the
      // dialog (an upload) still works.
      (urls) => live && setLoad(urls.size > 0 ? { state: 'ready', urls } : { state: 'missing' }),
      (error: unknown) => {
        console.error('Preset photos could not be loaded', error);
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const moveTo = useCallback((index: number) => {
    const target = Math.min(PRESET_PHOTOS.length - 1, Math.max(0, index));
    setActive(target);
    buttons.current[target]?.focus();
  }, []);

  if (load.state === 'loading') {
    return (
      <div className={cx('ui-preset-photos', 'ui-preset-photos--status', className)}>
        <Spinner label={labels.loading} />
      </div>
    );
  }
  if (load.state === 'missing') {
    return <p className={cx('ui-preset-photos__missing', className)}>{labels.missing}</p>;
  }
  if (load.state === 'failed') {
    return (
      <div className={cx('ui-preset-photos', 'ui-preset-photos--status', className)}>
        <p role="alert">{labels.failed}</p>
        <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </Button>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const rowStep = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (step !== undefined) moveTo(active + step);
    else if (rowStep !== undefined) moveTo(active + rowStep * columnsOf(buttons.current));
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(PRESET_PHOTOS.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    // A fieldset is a group: its legend names the grid for screen readers.
    <fieldset className={cx('ui-preset-photos', className)} onKeyDown={onKeyDown}>
      <legend className="ui-visually-hidden">{labels.gallery}</legend>
      {PRESET_PHOTOS.map((preset, index) => {
        const url = load.urls.get(preset.id);
        const chosen = preset.id === selectedId;
        return (
          <button
            key={preset.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            className="ui-preset-photos__choice"
            aria-label={labels.photo(preset)}
            aria-pressed={chosen}
            tabIndex={index === active ? 0 : -1}
            disabled={!url}
            onFocus={() => setActive(index)}
            onClick={() => url && onSelect({ ...preset, url })}
          >
            {url && <img src={url} alt="" width={88} height={88} decoding="async" />}
          </button>
        );
      })}
    </fieldset>
  );
}

/** Buttons in the first row of the wrapped grid: the step of Up and Down. */
function columnsOf(buttons: readonly (HTMLButtonElement | null)[]): number {
  const top = buttons[0]?.offsetTop;
  const inFirstRow = buttons.findIndex((button) => button?.offsetTop !== top);
  // jsdom lays nothing out (every offsetTop is 0): treat the grid as one row.
  return inFirstRow <= 0 ? 1 : inFirstRow;
}
