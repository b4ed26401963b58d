import './viewer/empathy-map-viewer.css';
import { useId } from 'react';
import type { ViewerProps } from 'shared-contracts';
import {
  type MapField,
  mapView,
  OUTCOMES,
  type PersonaSummary,
  QUADRANTS,
} from './viewer/map-view';
import { type MapWords, wordsIn } from './viewer/words';

/**
 * The remote's `./Viewer` (issue H5): one empathy map, read-only, for a share link's page
 * and the project's PDF. Laid out as the editor's exported picture (the map's name, the
 * persona in the middle, Says and Thinks above, Does and Feels below, Pains and Gains
 * underneath), as static HTML: it imports no editing code, no i18n library and no schema
 * library, so a share page loads React and this alone. Headings start at h2: the page
 * around it has the h1.
 */
export default function EmpathyMapViewer({ item, language, related }: ViewerProps) {
  const map = mapView(item, related);
  const words = wordsIn(language);
  const titleId = useId();
  const box = (field: MapField) => (
    <section key={field} className={`emv-box emv-box--${field}`}>
      <h3 className="emv-box__label">{words[field]}</h3>
      <p className="emv-box__text">{map.texts[field]}</p>
    </section>
  );
  // Pains and gains both blank: a picture of two empty boxes says nothing, so the row goes.
  const outcomes = OUTCOMES.some((field) => map.texts[field].trim() !== '');
  return (
    <article className="emv" aria-labelledby={titleId}>
      <h2 id={titleId} className="emv__title">
        {map.name}
      </h2>
      <div className="emv__quadrants">
        <div className="emv__center">
          <Persona persona={map.persona} words={words} />
        </div>
        {QUADRANTS.map(box)}
      </div>
      {outcomes && <div className="emv__outcomes">{OUTCOMES.map(box)}</div>}
    </article>
  );
}

/** The persona in the middle of the map: photo and name, or an empty portrait. */
function Persona({ persona, words }: { persona: PersonaSummary | null; words: MapWords }) {
  const name = persona?.name.trim() ?? '';
  return (
    // With no persona, an empty portrait keeps the map's shape; there is nothing to read.
    <figure className="emv-persona" aria-hidden={persona ? undefined : true}>
      <div className="emv-persona__photo">
        {persona?.photo ? (
          // A name written under the photo says who it is; the image adds nothing to read.
          <img src={persona.photo} alt={name ? '' : words.personaImage} decoding="async" />
        ) : (
          name && <span aria-hidden="true">{Array.from(name)[0]?.toUpperCase()}</span>
        )}
      </div>
      {name && <figcaption className="emv-persona__name">{name}</figcaption>}
    </figure>
  );
}
