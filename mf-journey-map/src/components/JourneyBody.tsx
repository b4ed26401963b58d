import type { EditorQuery, ItemKeys } from 'editor-kit';
import { lazy, type RefObject, Suspense, useId, useState } from 'react';
import type { FeatureListItem } from 'shared-contracts';
import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';
import { Button, PlusIcon } from 'shared-ui';
import { journeyText } from '../i18n';
import {
  addCustomLane,
  addStage,
  canAddLane,
  canAddStage,
  type Journey,
  setShowToBe,
} from '../model/journey';
import { JourneyGrid } from './JourneyGrid';
import { PersonaHeader } from './PersonaHeader';

// What only some visits use loads when first asked for, off the editor's first load.
const JourneyTable = lazy(() => import('./JourneyTable'));
const MermaidDialog = lazy(() => import('./MermaidDialog'));
const PainPointsDialog = lazy(() => import('./PainPointsDialog'));
const PersonaDialog = lazy(() => import('./PersonaDialog'));

export type Update = (change: (journey: Journey) => Journey) => void;

interface JourneyBodyProps {
  journey: Journey;
  update: Update;
  keys: ItemKeys | null;
  personas: EditorQuery<FeatureListItem[]>;
  personaKeys: ReadonlySet<string> | undefined;
  empathyMapKeys: ReadonlySet<string> | undefined;
  sheetRef: RefObject<HTMLDivElement | null>;
  /** Export or thumbnail in progress: the picture shows no hints. */
  capturing: boolean;
}

type OpenDialog = 'persona' | 'pains' | 'mermaid' | null;

/** The map's toolbar, the map (or its table view) and the dialogs it opens. */
export function JourneyBody({
  journey,
  update,
  keys,
  personas,
  personaKeys,
  empathyMapKeys,
  sheetRef,
  capturing,
}: JourneyBodyProps) {
  const t = journeyText.useT();
  const [view, setView] = useState<'map' | 'table'>('map');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const toBeId = useId();
  const stageLimitId = useId();
  const laneLimitId = useId();
  const stagesFull = !canAddStage(journey);
  const lanesFull = !canAddLane(journey);
  const close = () => setDialog(null);

  return (
    <div className="jm-editor">
      <div className="jm-toolbar ui-editor-control" role="toolbar" aria-label={t('typeLabel')}>
        <fieldset className="jm-toolbar__views">
          <legend className="jm-visually-hidden">{t('view.label')}</legend>
          {(['map', 'table'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'secondary'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`view.${option}`)}
            </Button>
          ))}
        </fieldset>
        <label className="jm-toolbar__check" htmlFor={toBeId}>
          <input
            id={toBeId}
            type="checkbox"
            checked={journey.showToBe}
            onChange={(event) => update((j) => setShowToBe(j, event.target.checked))}
          />
          {t('curve.showToBe')}
        </label>
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={stagesFull}
          aria-describedby={stagesFull ? stageLimitId : undefined}
          onClick={() => !stagesFull && update((j) => addStage(j))}
        >
          <PlusIcon size={16} /> {t('stage.add')}
        </Button>
        {stagesFull && (
          <span id={stageLimitId} className="jm-toolbar__limit">
            {t('stage.limit', { max: JOURNEY_LIMITS.maxStages })}
          </span>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={lanesFull}
          aria-describedby={lanesFull ? laneLimitId : undefined}
          onClick={() => !lanesFull && update((j) => addCustomLane(j, t('lane.newName')))}
        >
          <PlusIcon size={16} /> {t('lane.add')}
        </Button>
        {lanesFull && (
          <span id={laneLimitId} className="jm-toolbar__limit">
            {t('lane.limit', { max: JOURNEY_LIMITS.maxCustomLanes })}
          </span>
        )}
        <Button size="sm" variant="secondary" onClick={() => setDialog('pains')}>
          {t('pains.pull')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('mermaid')}>
          {t('text.button')}
        </Button>
      </div>

      <div className="jm-scroller">
        <div className="jm-sheet" ref={sheetRef}>
          {/* The picture's title in export and thumbnails; the header shows it on screen. */}
          <p className="jm-title" aria-hidden="true">
            {journey.name}
          </p>
          <PersonaHeader
            journey={journey}
            update={update}
            personas={personas.data}
            personaKeys={personaKeys}
            capturing={capturing}
            onChoose={() => setDialog('persona')}
          />
          {view === 'map' ? (
            <JourneyGrid
              journey={journey}
              update={update}
              projectSK={keys?.PK ?? null}
              empathyMaps={empathyMapKeys}
            />
          ) : (
            <Suspense fallback={null}>
              <JourneyTable journey={journey} />
            </Suspense>
          )}
        </div>
      </div>

      <Suspense fallback={null}>
        {dialog === 'persona' && (
          <PersonaDialog
            journey={journey}
            update={update}
            signedIn={keys !== null}
            personas={personas}
            onClose={close}
          />
        )}
        {dialog === 'pains' && (
          <PainPointsDialog journey={journey} update={update} keys={keys} onClose={close} />
        )}
        {dialog === 'mermaid' && (
          <MermaidDialog journey={journey} update={update} onClose={close} />
        )}
      </Suspense>
    </div>
  );
}
