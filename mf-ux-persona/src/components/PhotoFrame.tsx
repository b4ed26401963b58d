import { lazy, Suspense, useState } from 'react';
import { Button, UserIcon } from 'shared-ui';
import { personaText } from '../i18n';
import type { PendingPhoto } from '../model/draft';

// The picker, and with it the preset gallery, loads when it is first opened.
const PhotoPickerDialog = lazy(() =>
  import('./PhotoPickerDialog').then((module) => ({ default: module.PhotoPickerDialog })),
);

interface PhotoFrameProps {
  name: string;
  /** What to show: the photo just chosen, else the stored one, else a placeholder. */
  url: string | null;
  selectedPresetId: string | null;
  onChoose: (photo: PendingPhoto) => void;
}

/** The persona's photo and the button that opens the picker (spec §2). */
export function PhotoFrame({ name, url, selectedPresetId, onChoose }: PhotoFrameProps) {
  const t = personaText.useT();
  const [picking, setPicking] = useState(false);
  const alt = name.trim() ? t('photo.alt', { name: name.trim() }) : t('photo.altUnnamed');
  return (
    <div className="persona-photo">
      <div className="persona-photo__frame">
        {url ? (
          <img className="persona-photo__image" src={url} alt={alt} />
        ) : (
          <div className="persona-photo__empty">
            <UserIcon size={48} />
            <span>{t('photo.none')}</span>
          </div>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="ui-editor-control"
        onClick={() => setPicking(true)}
      >
        {url ? t('photo.change') : t('photo.choose')}
      </Button>
      {picking && (
        <Suspense fallback={null}>
          <PhotoPickerDialog
            open
            onClose={() => setPicking(false)}
            selectedPresetId={selectedPresetId}
            onChoose={onChoose}
          />
        </Suspense>
      )}
    </div>
  );
}
