import type { FeatureListItem } from 'shared-contracts';
import { Button, Spinner } from 'shared-ui';
import { empathyMapText } from '../../i18n';
import { personaInitial } from '../../model/persona-choice';

interface PersonaChoicesProps {
  personas: readonly FeatureListItem[] | undefined;
  loadFailed: boolean;
  onRetry(): void;
  chosenSK: string | null;
  onPick(personaSK: string): void;
}

/** The picker's first step (signed in): the project's personas by their photos. */
export function PersonaChoices({
  personas,
  loadFailed,
  onRetry,
  chosenSK,
  onPick,
}: PersonaChoicesProps) {
  const t = empathyMapText.useT();
  if (personas === undefined) {
    if (loadFailed) {
      return (
        <div className="em-picker__state" role="alert">
          <p>{t('picker.loadError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('picker.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="em-picker__state">
        <Spinner label={t('picker.loading')} />
      </div>
    );
  }
  if (personas.length === 0) return <p className="em-picker__state">{t('picker.empty')}</p>;
  return (
    <ul className="em-picker__personas" aria-label={t('picker.listLabel')}>
      {personas.map((persona) => {
        const chosen = persona.SK === chosenSK;
        return (
          <li key={persona.SK}>
            <button
              type="button"
              className={
                chosen ? 'em-picker__persona em-picker__persona--chosen' : 'em-picker__persona'
              }
              aria-label={t('picker.pick', { name: persona.name })}
              aria-pressed={chosen}
              onClick={() => onPick(persona.SK)}
            >
              {persona.thumbnailPath ? (
                <img src={persona.thumbnailPath} alt="" loading="lazy" />
              ) : (
                <span className="em-picker__initial" aria-hidden="true">
                  {personaInitial(persona.name)}
                </span>
              )}
              <span className="em-picker__persona-name">{persona.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
