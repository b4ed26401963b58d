import { useMessageText } from 'editor-kit';
import { useId } from 'react';
import { Button, TextField } from 'shared-ui';
import { empathyMapText } from '../../i18n';
import type { NewPersonaProblems } from '../../model/new-persona-rules';
import type { PickerState } from '../../model/persona-picker';
import { useObjectUrl } from './useObjectUrl';

interface NewPersonaStepProps {
  state: PickerState;
  problems: NewPersonaProblems;
  onNameChange(name: string): void;
  onChoosePhoto(): void;
  onSubmit(): void;
}

/**
 * 'Create New Persona' (spec §2): a name ('Enter persona name', the spec's name rules)
 * and a photo, both required. Messages show once 'Create' has been pressed, then follow
 * every change. Enter in the name field creates, as in any form.
 */
export function NewPersonaStep({
  state,
  problems,
  onNameChange,
  onChoosePhoto,
  onSubmit,
}: NewPersonaStepProps) {
  const t = empathyMapText.useT();
  const messageText = useMessageText();
  const photoErrorId = useId();
  const preview = useObjectUrl(state.photo?.image ?? null);
  // The spec's name rules come as their English text; messageText finds their code.
  const nameError = state.showErrors && problems.name ? messageText(problems.name) : undefined;
  const photoError = state.showErrors && problems.photo ? messageText(problems.photo) : null;
  return (
    <form
      id="em-new-persona"
      className="em-picker__create"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={t('picker.nameLabel')}
        value={state.name}
        onChange={(event) => onNameChange(event.target.value)}
        error={nameError}
        autoComplete="off"
      />
      <div className="em-picker__chosen-photo">
        <div className="em-picker__preview">
          {preview ? (
            <img src={preview} alt={t('picker.photoPreviewAlt')} />
          ) : (
            <span className="em-picker__no-photo">{t('picker.noPhoto')}</span>
          )}
        </div>
        <Button
          variant="secondary"
          onClick={onChoosePhoto}
          aria-describedby={photoError ? photoErrorId : undefined}
        >
          {t('picker.choosePhoto')}
        </Button>
      </div>
      {photoError && (
        <p id={photoErrorId} className="em-picker__problem" role="alert">
          {photoError}
        </p>
      )}
      {state.problem && (
        <p className="em-picker__problem" role="alert">
          {state.problem}
        </p>
      )}
    </form>
  );
}
