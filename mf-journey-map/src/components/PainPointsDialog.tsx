import { type ItemKeys, useFeatureDetails, useFeatureList } from 'editor-kit';
import { useId, useState } from 'react';
import { Button, Dialog, Select, Spinner } from 'shared-ui';
import { empathyMapContract } from '../contract';
import { journeyText } from '../i18n';
import {
  hasPainPoint,
  type Journey,
  type PainPoint,
  painPointsOf,
  pullPainPoint,
} from '../model/journey';
import type { Update } from './JourneyBody';
import { useStageName } from './shown-names';

interface PainPointsDialogProps {
  journey: Journey;
  update: Update;
  keys: ItemKeys | null;
  onClose(): void;
}

/**
 * The pain points of the chosen persona's empathy maps, each added to a stage's pain
 * points with a link to its map (issue H4). The maps are read whole (the list does not
 * say whose they are), once per opening, under the editors' shared cache keys.
 */
export default function PainPointsDialog({
  journey,
  update,
  keys,
  onClose,
}: PainPointsDialogProps) {
  const t = journeyText.useT();
  const stageFieldId = useId();
  const stageName = useStageName(journey.stages);
  const [stageIndex, setStageIndex] = useState(0);
  const projectSK = keys?.PK ?? null;
  const personaSK = journey.personaSK ?? null;
  const maps = useFeatureList(empathyMapContract.editor, projectSK, personaSK !== null);
  const details = useFeatureDetails(empathyMapContract, maps.data, 'journey-pains');
  const loading = maps.isPending || details.some((query) => query.isPending);
  const failed = maps.isError || details.some((query) => query.isError);
  const sources = details
    .map((query) => query.data)
    .filter((map) => map !== undefined && map.personaSK === personaSK)
    .map((map) => ({
      SK: map!.SK,
      name: map!.name,
      pains: painPointsOf(map!.pains),
    }))
    .filter((map) => map.pains.length > 0);

  const body = () => {
    if (keys === null) return <p>{t('pains.guest')}</p>;
    if (personaSK === null) return <p>{t('pains.noPersona')}</p>;
    if (failed) return <p role="alert">{t('pains.failed')}</p>;
    if (loading) return <Spinner label={t('pains.loading')} />;
    if (sources.length === 0) return <p>{t('pains.none')}</p>;
    return (
      <>
        <p>{t('pains.intro', { name: journey.personaName ?? '' })}</p>
        <Select
          id={stageFieldId}
          label={t('pains.stage')}
          value={String(stageIndex)}
          onChange={(event) => setStageIndex(Number(event.target.value))}
          options={journey.stages.map((_, index) => ({
            value: String(index),
            label: stageName(index),
          }))}
        />
        {sources.map((map) => (
          <section key={map.SK} className="jm-pains__map">
            <h3>{map.name}</h3>
            <ul className="jm-pains__list">
              {map.pains.map((text) => {
                const pain: PainPoint = { text, empathyMapSK: map.SK, mapName: map.name };
                const added = hasPainPoint(journey, stageIndex, text);
                const fits = pullPainPoint(journey, stageIndex, pain) !== journey;
                return (
                  <li key={text}>
                    <span>{text}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={added || !fits}
                      onClick={() => update((j) => pullPainPoint(j, stageIndex, pain))}
                    >
                      {added ? t('pains.added') : fits ? t('pains.add') : t('pains.full')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('pains.title')}
      closeLabel={t('persona.close')}
      size="lg"
      footer={<Button onClick={onClose}>{t('pains.done')}</Button>}
    >
      {body()}
    </Dialog>
  );
}
