import { type EditorQuery, PresetPhotoGallery } from 'editor-kit';
import type { FeatureListItem } from 'shared-contracts';
import { Button, Dialog, Spinner } from 'shared-ui';
import { journeyText } from '../i18n';
import { choosePersona, choosePhoto, clearPersona, type Journey } from '../model/journey';
import type { Update } from './JourneyBody';

interface PersonaDialogProps {
  journey: Journey;
  update: Update;
  signedIn: boolean;
  personas: EditorQuery<FeatureListItem[]>;
  onClose(): void;
}

/**
 * Whose journey it is: a persona of the project's library (signed in), or one of the
 * preset photos (what a guest has, as in the empathy map; also for a map whose persona
 * is not written yet).
 */
export default function PersonaDialog({
  journey,
  update,
  signedIn,
  personas,
  onClose,
}: PersonaDialogProps) {
  const t = journeyText.useT();
  const pick = (change: (j: Journey) => Journey) => {
    update(change);
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('persona.dialogTitle')}
      closeLabel={t('persona.close')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={() => pick(clearPersona)}>
          {t('persona.clear')}
        </Button>
      }
    >
      {signedIn && (
        <section className="jm-picker__section">
          <h3>{t('persona.projectPersonas')}</h3>
          {personas.isError ? (
            <p role="alert">{t('persona.failed')}</p>
          ) : personas.data === undefined ? (
            <Spinner label={t('persona.loading')} />
          ) : personas.data.length === 0 ? (
            <p>{t('persona.noPersonas')}</p>
          ) : (
            <ul className="jm-picker__personas">
              {personas.data.map((persona) => (
                <li key={persona.SK}>
                  <button
                    type="button"
                    className="jm-picker__persona"
                    aria-pressed={persona.SK === journey.personaSK}
                    onClick={() => pick((j) => choosePersona(j, persona))}
                  >
                    {persona.thumbnailPath ? (
                      <img src={persona.thumbnailPath} alt="" loading="lazy" />
                    ) : (
                      <span className="jm-picker__initial" aria-hidden="true">
                        {persona.name.trim().charAt(0).toUpperCase() || '?'}
                      </span>
                    )}
                    <span>{persona.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section className="jm-picker__section">
        <h3>{t('persona.presetTitle')}</h3>
        <PresetPhotoGallery
          selectedId={journey.photo ?? null}
          onSelect={({ id }) => pick((j) => choosePhoto(j, id))}
        />
      </section>
    </Dialog>
  );
}
