import { PresetPhotoGallery, photoFileProblem, useMessageText } from 'editor-kit';
import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from 'shared-contracts';
import { Button, Dialog, Spinner } from 'shared-ui';
import { readAsDataUrl } from '../api/photo';
import { personaText } from '../i18n';
import type { PendingPhoto } from '../model/draft';

interface PhotoPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The preset chosen now, if any, shown pressed. */
  selectedPresetId: string | null;
  onChoose: (photo: PendingPhoto) => void;
}

/**
 * The photo picker (spec §2): 'Upload Image' or one of the 32 presets. A file that is not
 * an image (judged by its bytes) or is over 10 MB is refused with the spec's message
 * (§5 "shown as an alert"). We show it as an alert inside the dialog (role="alert", read
 * out at once) rather than `window.alert`: the dialog stays open, so the user can pick
 * another file or a preset straight away, and nothing they had is touched.
 */
export function PhotoPickerDialog({
  open,
  onClose,
  selectedPresetId,
  onChoose,
}: PhotoPickerDialogProps) {
  const t = personaText.useT();
  const messageText = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const choose = (photo: PendingPhoto) => {
    setProblem(null);
    onChoose(photo);
    onClose();
  };

  const onFile = async (file: File | undefined) => {
    // Let the same file be chosen again after a refusal (change fires only on a new value).
    if (input.current) input.current.value = '';
    if (!file) return;
    setReading(true);
    try {
      const refusal = await photoFileProblem(file);
      if (refusal) {
        setProblem(messageText(refusal));
        return;
      }
      choose({ kind: 'file', file, previewUrl: await readAsDataUrl(file) });
    } catch (error) {
      console.error('The chosen photo could not be read', error);
      setProblem(t('photo.readFailed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('photo.dialogTitle')}
      closeLabel={t('photo.close')}
      size="lg"
      className="persona-photo-dialog"
      footer={
        <Button variant="secondary" onClick={close}>
          {t('photo.cancel')}
        </Button>
      }
    >
      <div className="persona-photo-dialog__upload">
        <Button onClick={() => input.current?.click()} loading={reading}>
          {t('photo.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={t('photo.upload')}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <p className="persona-photo-dialog__hint">
          {t('photo.uploadHint', { megabytes: MAX_UPLOAD_BYTES / 1_000_000 })}
        </p>
      </div>
      {reading && <Spinner label={t('photo.reading')} size="sm" />}
      {problem && (
        <p className="persona-photo-dialog__problem" role="alert">
          {problem}
        </p>
      )}
      <h3 className="persona-photo-dialog__presets">{t('photo.presetsHeading')}</h3>
      <PresetPhotoGallery
        selectedId={selectedPresetId}
        onSelect={({ id, url }) => choose({ kind: 'preset', presetId: id, previewUrl: url })}
      />
    </Dialog>
  );
}
