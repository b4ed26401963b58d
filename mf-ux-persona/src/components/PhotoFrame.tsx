import { lazy, Suspense, useState } from 'react';
import { Button, UserIcon } from 'shared-ui';
import type { PendingPhoto } from '../model/draft';
import { STRINGS } from '../strings';

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
  const [picking, setPicking] = useState(false);
  return (
    <div className="persona-photo">
      <div className="persona-photo__frame">
        {url ? (
          <img className="persona-photo__image" src={url} alt={STRINGS.photo.alt(name)} />
        ) : (
          <div className="persona-photo__empty">
            <UserIcon size={48} />
            <span>{STRINGS.photo.none}</span>
          </div>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="ui-editor-control"
        onClick={() => setPicking(true)}
      >
        {url ? STRINGS.photo.change : STRINGS.photo.choose}
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
