import { type ChangeEvent, useId } from 'react';
import { empathyMapText } from '../../i18n';
import type { ChoosePhoto, PhotoGallerySlot } from './photo-gallery';

interface PhotoStepProps {
  onChoose: ChoosePhoto;
  /** Why the last photo was refused ('Only images are allowed!'), or null. */
  problem: string | null;
  /** A chosen photo is being read; choosing again waits. */
  busy?: boolean;
  gallery: PhotoGallerySlot | null;
}

/**
 * 'Choose photo' (spec §2): 'Upload Image', and the preset gallery beside it once it
 * exists. A refused photo says why in an alert inside the dialog (see this package's README: an
 * in-dialog `role="alert"` rather than `window.alert`, which would block the page and
 * take focus away from the dialog).
 */
export function PhotoStep({ onChoose, problem, busy = false, gallery }: PhotoStepProps) {
  const t = empathyMapText.useT();
  const hintId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a refusal must fire 'change' again.
    event.target.value = '';
    if (file) onChoose(file, file.name);
  };
  return (
    <div className="em-picker__photo-step">
      <div className="em-picker__sources">
        <label className="em-picker__upload ui-button ui-button--primary ui-button--md">
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="ui-visually-hidden"
            onChange={onFile}
            disabled={busy}
            aria-describedby={hintId}
          />
          <span className="ui-button__content">{t('picker.upload')}</span>
        </label>
        <p id={hintId} className="em-picker__hint">
          {busy ? t('picker.readingPhoto') : t('picker.uploadHint')}
        </p>
        {gallery?.(onChoose)}
      </div>
      {problem && (
        <p className="em-picker__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
