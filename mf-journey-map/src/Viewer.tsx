import { useId, useMemo } from 'react';
import type { ViewerProps } from 'shared-contracts';
import { personaShown } from './model/persona-shown';
import { readJourney } from './viewer/read-journey';
import { StageTable } from './viewer/StageTable';
import { fill, wordsIn } from './viewer/words';
import './viewer/viewer.css';

/**
 * A customer journey map read-only (issue H5), for share links and the project's PDF:
 * its name, persona, scenario and goal, then the stages and lanes as a table with the
 * emotion curve drawn above its lane. No editing code: the model's pure modules and React
 * only, so a share page loads a few kilobytes. A preset photo is not shown: its picture
 * lives with the editor kit.
 */
export default function JourneyMapViewer({ item, language }: ViewerProps) {
  const nameId = useId();
  const words = wordsIn(language);
  const journey = useMemo(() => readJourney(item), [item]);
  const persona = personaShown(journey, undefined);
  return (
    <article className="jmv" aria-labelledby={nameId}>
      <h2 id={nameId} className="jmv-name">
        {journey.name}
      </h2>
      {persona.kind === 'persona' && persona.name && <p className="jmv-persona">{persona.name}</p>}
      {persona.kind === 'removed' && (
        <p className="jmv-persona jmv-persona--removed">
          {words.persona.removed}
          {persona.name && (
            <span className="jmv-persona__hint">
              {fill(words.persona.removedHint, { name: persona.name })}
            </span>
          )}
        </p>
      )}
      {(journey.scenario || journey.goal) && (
        <dl className="jmv-facts">
          {journey.scenario && (
            <div>
              <dt>{words.scenario}</dt>
              <dd>{journey.scenario}</dd>
            </div>
          )}
          {journey.goal && (
            <div>
              <dt>{words.goal}</dt>
              <dd>{journey.goal}</dd>
            </div>
          )}
        </dl>
      )}
      <StageTable journey={journey} words={words} />
    </article>
  );
}
