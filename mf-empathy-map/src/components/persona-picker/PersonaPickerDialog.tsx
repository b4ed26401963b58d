import { messageText, photoFileProblem, useInvalidateFeature, useMessageText } from 'editor-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-auth';
import type { FeatureListItem } from 'shared-contracts';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';
import { Button, Dialog } from 'shared-ui';
import { createPersona } from '../../api/personas';
import { localPhotoDataUrl } from '../../export/local-photo';
import { empathyMapText } from '../../i18n';
import { canCreatePersona, newPersonaProblems } from '../../model/new-persona-rules';
import { NewPersonaStep } from './NewPersonaStep';
import { PersonaChoices } from './PersonaChoices';
import { PhotoStep } from './PhotoStep';
import type { ChoosePhoto, PhotoGallerySlot } from './photo-gallery';
import type { usePersonaPicker } from './usePersonaPicker';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [href]';

interface PersonaPickerDialogProps {
  picker: ReturnType<typeof usePersonaPicker>;
  /** The map's project (signed in), or null for a guest. */
  projectSK: string | null;
  personas: { data: FeatureListItem[] | undefined; isError: boolean; refetch(): unknown };
  chosenSK: string | null;
  hasLocalPhoto: boolean;
  onPick(personaSK: string): void;
  onLocalPhoto(photoUrl: string): void;
  onRemove(): void;
  gallery: PhotoGallerySlot | null;
}

/**
 * The persona picker (spec §2). Signed in: pick one of the project's personas by its
 * photo, or create a new one (name + photo, which is uploaded as the persona's photo) and
 * pick it. Signed out: only an image, shown on this page and never sent.
 */
export function PersonaPickerDialog({
  picker,
  projectSK,
  personas,
  chosenSK,
  hasLocalPhoto,
  onPick,
  onLocalPhoto,
  onRemove,
  gallery,
}: PersonaPickerDialogProps) {
  const t = empathyMapText.useT();
  const messages = useMessageText();
  const { open, state, dispatch, close } = picker;
  const invalidate = useInvalidateFeature();
  const [busy, setBusy] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const isGuest = projectSK === null;

  // A new step replaces what had focus: move it to the step's first control.
  const step = state.step;
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    const container = stepRef.current;
    const dialog = container?.closest<HTMLElement>('[role="dialog"]');
    const target =
      container?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog?.querySelector<HTMLElement>(`.ui-dialog__footer :is(${FOCUSABLE})`) ??
      dialog;
    target?.focus();
  }, [step]);

  // Leaving half-way through a create would pick a persona later, out of the blue.
  const closeUnlessBusy = () => {
    if (!busy) close();
  };

  const refuseOr = async (image: Blob, then: () => Promise<void> | void) => {
    const problem = await photoFileProblem(image);
    if (problem) dispatch({ type: 'photoRefused', message: messages(problem) });
    else await then();
  };

  const chooseForNewPersona: ChoosePhoto = (image, fileName) =>
    void refuseOr(image, () => dispatch({ type: 'photoChosen', photo: { image, fileName } }));

  const chooseLocalPhoto: ChoosePhoto = (image) =>
    void refuseOr(image, async () => {
      setBusy(true);
      try {
        onLocalPhoto(await localPhotoDataUrl(image));
        close();
      } catch {
        // Image bytes the browser still cannot decode.
        dispatch({ type: 'photoRefused', message: messages('onlyImages') });
      } finally {
        setBusy(false);
      }
    });

  const submitNewPersona = async () => {
    dispatch({ type: 'submitted' });
    if (busy || projectSK === null || !canCreatePersona(state) || !state.photo) return;
    setBusy(true);
    try {
      const created = await createPersona(projectSK, state.name, state.photo);
      // The new persona must be in the list before the map points at it.
      await invalidate(uxPersonaEditor.type, projectSK);
      onPick(created.SK);
      close();
    } catch (error) {
      dispatch({ type: 'failed', message: creationFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  const atLimit = (personas.data?.length ?? 0) >= uxPersonaEditor.items.maxPerProject;
  const back = (
    <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
      {t('picker.back')}
    </Button>
  );

  let title: string;
  let body: ReactNode;
  let footer: ReactNode;
  if (isGuest) {
    title = t('picker.guestTitle');
    body = (
      <>
        <p className="em-picker__intro">{t('picker.guestIntro')}</p>
        <PhotoStep
          onChoose={chooseLocalPhoto}
          problem={state.problem}
          busy={busy}
          gallery={gallery}
        />
      </>
    );
    footer = hasLocalPhoto ? (
      <Button
        variant="ghost"
        onClick={() => {
          onRemove();
          close();
        }}
      >
        {t('picker.removeImage')}
      </Button>
    ) : undefined;
  } else if (step === 'initial') {
    title = t('picker.title');
    body = (
      <>
        <p className="em-picker__intro">{t('picker.listIntro')}</p>
        <PersonaChoices
          personas={personas.data}
          loadFailed={personas.isError}
          onRetry={() => void personas.refetch()}
          chosenSK={chosenSK}
          onPick={(personaSK) => {
            onPick(personaSK);
            close();
          }}
        />
      </>
    );
    footer = (
      <>
        {chosenSK !== null && (
          <Button
            variant="ghost"
            onClick={() => {
              onRemove();
              close();
            }}
          >
            {t('picker.remove')}
          </Button>
        )}
        <Button
          onClick={() => dispatch({ type: 'startCreate' })}
          disabled={atLimit}
          title={atLimit ? messages('maxFeatures') : undefined}
        >
          {t('picker.createNew')}
        </Button>
      </>
    );
  } else if (step === 'create') {
    title = t('picker.createTitle');
    body = (
      <NewPersonaStep
        state={state}
        problems={newPersonaProblems(state)}
        onNameChange={(name) => dispatch({ type: 'setName', name })}
        onChoosePhoto={() => dispatch({ type: 'openPhotoStep' })}
        onSubmit={() => void submitNewPersona()}
      />
    );
    footer = (
      <>
        {back}
        <Button type="submit" form="em-new-persona" loading={busy}>
          {busy ? t('picker.creating') : t('picker.create')}
        </Button>
      </>
    );
  } else {
    title = t('picker.photoTitle');
    body = <PhotoStep onChoose={chooseForNewPersona} problem={state.problem} gallery={gallery} />;
    footer = back;
  }

  return (
    <Dialog
      open={open}
      onClose={closeUnlessBusy}
      title={title}
      closeLabel={t('picker.close')}
      footer={footer}
      className="em-picker"
    >
      <div ref={stepRef} className="em-picker__step">
        {body}
      </div>
    </Dialog>
  );
}

/**
 * The server's own reason when it gave one (a 4xx reads well), else ours; both in the
 * language shown (the reason by its code when the server sent one).
 */
function creationFailure(error: unknown): string {
  const ours = messageText('createError');
  if (error instanceof ApiError && error.status < 500 && error.message) {
    const body = typeof error.body === 'object' && error.body !== null ? error.body : {};
    return `${ours} ${messageText({ message: error.message, ...body })}`;
  }
  return ours;
}
