import type { FeatureListItem } from 'shared-contracts';
import { Button, Spinner, UserIcon } from 'shared-ui';
import { empathyMapText } from '../i18n';
import { personaInitial } from '../model/persona-choice';

interface PersonaCenterProps {
  /** Signed in: the chosen persona; null for none, undefined while the list loads. */
  persona: FeatureListItem | null | undefined;
  /** A guest's local image (data: URL), or null. */
  localPhoto: string | null;
  /** The persona list could not be loaded; the picker offers to try again. */
  loadFailed: boolean;
  onChoose(): void;
  /** The pointer or focus reached 'Choose Persona': it is likely to be pressed next. */
  onIntent?(): void;
}

/**
 * The persona in the middle of the map: its photo and name (or an empty portrait), and
 * 'Choose Persona', which the picture of the map leaves out (an editing control).
 */
export function PersonaCenter({
  persona,
  localPhoto,
  loadFailed,
  onChoose,
  onIntent,
}: PersonaCenterProps) {
  const t = empathyMapText.useT();
  if (persona === undefined && loadFailed) {
    return (
      <div className="em-persona">
        <div className="em-persona__photo">
          <UserIcon className="em-persona__placeholder" aria-hidden="true" />
        </div>
        <p className="em-persona__none ui-editor-control">{t('persona.loadError')}</p>
        <ChooseButton onChoose={onChoose} onIntent={onIntent} />
      </div>
    );
  }
  return (
    <div className="em-persona">
      <div className="em-persona__photo">
        {persona === undefined ? (
          <Spinner size="sm" label={t('persona.loading')} />
        ) : localPhoto ? (
          <img src={localPhoto} alt={t('persona.localPhotoAlt')} />
        ) : persona?.thumbnailPath ? (
          // The name is written under the photo; the image adds nothing to read.
          <img src={persona.thumbnailPath} alt="" />
        ) : persona ? (
          <span className="em-persona__initial" aria-hidden="true">
            {personaInitial(persona.name)}
          </span>
        ) : (
          <UserIcon className="em-persona__placeholder" aria-hidden="true" />
        )}
      </div>
      {persona ? (
        <p className="em-persona__name">{persona.name}</p>
      ) : (
        !localPhoto &&
        persona === null && (
          <p className="em-persona__none ui-editor-control">{t('persona.none')}</p>
        )
      )}
      <ChooseButton onChoose={onChoose} onIntent={onIntent} />
    </div>
  );
}

/** 'Choose Persona'; the picker's code starts loading as the pointer or focus reaches it. */
function ChooseButton({ onChoose, onIntent }: Pick<PersonaCenterProps, 'onChoose' | 'onIntent'>) {
  const t = empathyMapText.useT();
  return (
    <Button
      className="ui-editor-control"
      variant="secondary"
      size="sm"
      onClick={onChoose}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {t('persona.choose')}
    </Button>
  );
}
