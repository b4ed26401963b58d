import type { FeatureListItem } from 'shared-contracts';
import { empathyMapText } from '../i18n';
import { type EmpathyMapDraft, type MapField as Field, setField } from '../model/empathy-map';
import { MapField } from './MapField';
import { PersonaCenter } from './PersonaCenter';
import './empathy-map.css';

interface EmpathyMapBodyProps {
  draft: EmpathyMapDraft;
  update(change: (draft: EmpathyMapDraft) => EmpathyMapDraft): void;
  persona: FeatureListItem | null | undefined;
  personasFailed: boolean;
  onChoosePersona(): void;
  /** The pointer or focus reached the persona: the picker is likely to be opened next. */
  onPersonaIntent?(): void;
  capturing: boolean;
  /** An export in progress: the picture carries the map's name as its title. */
  exporting: boolean;
  /** Which build of this editor is running, when the build was given one. */
  releaseLabel?: string | undefined;
}

/**
 * The map itself, laid out as empathy maps are drawn: the persona in the middle, Says
 * and Thinks above, Does and Feels below, Pains and Gains underneath. In a narrow
 * content area (a phone, or beside the side list) the boxes stack under the persona.
 */
export function EmpathyMapBody({
  draft,
  update,
  persona,
  personasFailed,
  onChoosePersona,
  onPersonaIntent,
  capturing,
  exporting,
  releaseLabel,
}: EmpathyMapBodyProps) {
  const t = empathyMapText.useT();
  const field = (name: Field) => (
    <MapField
      field={name}
      value={draft[name]}
      onChange={(text) => update((current) => setField(current, name, text))}
      capturing={capturing}
    />
  );
  return (
    <div className="em-map">
      {/* The picture's title (the header, which names the map on screen, is not in the
          picture); only in exports (empathy-map.css says why not in thumbnails). Rendered
          only then, so the page never holds the name twice. The persona is pictured in
          the middle of the map, photo and name. */}
      {exporting && (
        <p className="em-map__title" aria-hidden="true">
          {draft.name}
        </p>
      )}
      <div className="em-map__quadrants">
        <div className="em-map__center">
          <PersonaCenter
            persona={persona}
            localPhoto={draft.localPhoto}
            loadFailed={personasFailed}
            onChoose={onChoosePersona}
            onIntent={onPersonaIntent}
          />
        </div>
        {field('says')}
        {field('thinks')}
        {field('does')}
        {field('feels')}
      </div>
      <div className="em-map__outcomes">
        {field('pains')}
        {field('gains')}
      </div>
      {releaseLabel && (
        <p className="em-map__release ui-editor-control">{t('release', { label: releaseLabel })}</p>
      )}
    </div>
  );
}
