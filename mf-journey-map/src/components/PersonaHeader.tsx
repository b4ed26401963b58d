import type { FeatureListItem } from 'shared-contracts';
import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';
import { Button, TextArea, UserIcon } from 'shared-ui';
import { journeyText } from '../i18n';
import { type Journey, personaShown, setGoal, setScenario } from '../model/journey';
import type { Update } from './JourneyBody';
import { usePresetPhotoUrl } from './usePresetPhotoUrl';

interface PersonaHeaderProps {
  journey: Journey;
  update: Update;
  personas: readonly FeatureListItem[] | undefined;
  personaKeys: ReadonlySet<string> | undefined;
  capturing: boolean;
  onChoose(): void;
}

/** Whose journey it is (photo and name), the scenario and the goal. */
export function PersonaHeader({
  journey,
  update,
  personas,
  personaKeys,
  capturing,
  onChoose,
}: PersonaHeaderProps) {
  const t = journeyText.useT();
  const shown = personaShown(journey, personaKeys);
  const persona =
    shown.kind === 'persona' ? personas?.find((item) => item.SK === shown.SK) : undefined;
  const presetUrl = usePresetPhotoUrl(shown.kind === 'photo' ? shown.photo : null);
  // The persona's name as the project has it now; the one kept in the map until it loads.
  const name = shown.kind === 'persona' ? (persona?.name ?? shown.name) : '';
  const photo = persona?.thumbnailPath ?? presetUrl;

  return (
    <header className="jm-persona">
      <div className="jm-persona__who">
        <div className="jm-persona__photo">
          {photo ? (
            <img
              src={photo}
              alt={name ? t('persona.photoAlt', { name }) : t('persona.presetAlt')}
            />
          ) : (
            <UserIcon size={40} aria-hidden="true" />
          )}
        </div>
        <div className="jm-persona__name">
          {shown.kind === 'persona' && <p className="jm-persona__title">{name}</p>}
          {shown.kind === 'removed' && (
            <>
              <p className="jm-persona__title jm-persona__title--removed">{t('persona.removed')}</p>
              {shown.name && (
                <p className="jm-persona__hint">{t('persona.removedHint', { name: shown.name })}</p>
              )}
            </>
          )}
          {shown.kind === 'none' && !capturing && (
            <p className="jm-persona__hint">{t('persona.none')}</p>
          )}
          <Button size="sm" variant="secondary" className="ui-editor-control" onClick={onChoose}>
            {shown.kind === 'none' ? t('persona.choose') : t('persona.change')}
          </Button>
        </div>
      </div>
      <TextArea
        label={t('scenario')}
        value={journey.scenario}
        onChange={(event) => update((j) => setScenario(j, event.target.value))}
        maxLength={JOURNEY_LIMITS.scenarioMaxLength}
        placeholder={capturing ? undefined : t('scenarioHint')}
        autoGrow
        containerClassName="jm-persona__field"
      />
      <TextArea
        label={t('goal')}
        value={journey.goal}
        onChange={(event) => update((j) => setGoal(j, event.target.value))}
        maxLength={JOURNEY_LIMITS.goalMaxLength}
        placeholder={capturing ? undefined : t('goalHint')}
        autoGrow
        containerClassName="jm-persona__field"
      />
    </header>
  );
}
