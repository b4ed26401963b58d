import { useMessageText } from 'editor-kit/i18n';
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH } from 'shared-contracts';
import { CharacterCount, TextArea, TextField } from 'shared-ui';
import { useTranslation } from '../../i18n';
import { type ProjectDraft, problemsByField, singleLine } from './project-form';

interface ProjectFieldsProps {
  draft: ProjectDraft;
  problems: string[];
  onChange(draft: ProjectDraft): void;
  /** Class of each field's wrapper, for the page's and the dialog's own layouts. */
  className?: string;
}

/**
 * Name and description of a project with their messages shown live (spec §5), used by
 * the project page and the projects list's edit dialog alike. Each field stops at its
 * limit, a paste too, with a count under it (issue H6): a 10,000-character paste was
 * taken whole and refused only at save.
 */
export function ProjectFields({ draft, problems, onChange, className }: ProjectFieldsProps) {
  const { t } = useTranslation();
  const byField = problemsByField(problems);
  const messageText = useMessageText();
  // The rules' English messages, shown in the site's language (the 'messages' catalogue).
  const text = (problem: string | undefined) =>
    problem === undefined ? undefined : messageText(problem);
  return (
    <>
      <TextField
        label={t('project.name')}
        value={draft.name}
        error={text(byField.name)}
        containerClassName={className}
        autoComplete="off"
        maxLength={PROJECT_NAME_MAX_LENGTH}
        hint={<CharacterCount length={draft.name.length} max={PROJECT_NAME_MAX_LENGTH} />}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextArea
        label={t('project.description')}
        value={draft.description}
        error={text(byField.description)}
        placeholder={t('project.descriptionPlaceholder')}
        containerClassName={className}
        autoGrow
        maxHeight={240}
        rows={3}
        blockEnter
        maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
        hint={
          <CharacterCount length={draft.description.length} max={PROJECT_DESCRIPTION_MAX_LENGTH} />
        }
        onChange={(event) => onChange({ ...draft, description: singleLine(event.target.value) })}
      />
    </>
  );
}
