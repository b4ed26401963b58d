import './viewer/persona-viewer.css';
import { type ReactNode, useId } from 'react';
import type { ViewerProps } from 'shared-contracts';
import { LevelBar } from './viewer/LevelBar';
import { type PersonaView, personaView, type Trait } from './viewer/persona-view';
import { type PersonaWords, wordsIn } from './viewer/words';

/**
 * The remote's `./Viewer` (issue H5): one persona, read-only, for a share link's page and
 * the project's PDF. Laid out as the editor's exported picture (photo and demographics
 * beside the name, then biography, personality, goals and frustrations, skills and
 * motivations), as static HTML: it imports no editing code, no i18n library and no schema
 * library, so a share page loads React and this alone. Headings start at h2: the page
 * around it (a share page, a PDF of several items) has the h1.
 */
export default function PersonaViewer({ item, language }: ViewerProps) {
  const persona = personaView(item);
  const words = wordsIn(language);
  const titleId = useId();
  const name = persona.name.trim();
  return (
    <article className="pv" aria-labelledby={titleId}>
      <header className="pv__head">
        <h2 id={titleId} className="pv__name">
          {name}
        </h2>
        {persona.words && <p className="pv__words">{persona.words}</p>}
      </header>
      <div className="pv__aside">
        <div className="pv-photo">
          {persona.photo ? (
            <img
              className="pv-photo__image"
              src={persona.photo}
              alt={name ? words.photoAlt(name) : words.photoAltUnnamed}
              decoding="async"
            />
          ) : (
            <span className="pv-photo__initial" aria-hidden="true">
              {Array.from(name)[0]?.toUpperCase()}
            </span>
          )}
        </div>
        <Demographics persona={persona} words={words} />
      </div>
      <div className="pv__main">
        <Block title={words.biography}>
          <p className="pv-text">{persona.biography}</p>
        </Block>
        {persona.sliders.length > 0 && (
          <Block title={words.personality}>
            <ul className="pv-list">
              {persona.sliders.map(({ slider, value }) => {
                const { start, end } = words.sliders[slider];
                return (
                  <li key={slider}>
                    <div className="pv-ends" aria-hidden="true">
                      <span>{start}</span>
                      <span>{end}</span>
                    </div>
                    <LevelBar
                      label={`${start} – ${end}`}
                      value={value}
                      valueText={`${start} ${100 - value}%, ${end} ${value}%`}
                    />
                  </li>
                );
              })}
            </ul>
          </Block>
        )}
        {(persona.goals || persona.frustrations) && (
          <Block title={words.goalsFrustrations}>
            <div className="pv-pair">
              {persona.goals && <Story title={words.goals} text={persona.goals} />}
              {persona.frustrations && (
                <Story title={words.frustrations} text={persona.frustrations} />
              )}
            </div>
          </Block>
        )}
        {(persona.skills.length > 0 || persona.motivations.length > 0) && (
          <div className="pv-pair">
            <Traits title={words.skills} traits={persona.skills} />
            <Traits title={words.motivations} traits={persona.motivations} />
          </div>
        )}
      </div>
    </article>
  );
}

/** One card of the persona: a heading and its content. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pv-block">
      <h3 className="pv-block__title">{title}</h3>
      {children}
    </section>
  );
}

function Story({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h4 className="pv-story__title">{title}</h4>
      <p className="pv-text">{text}</p>
    </div>
  );
}

/** Age and gender always (the persona's fixed parts), then the optional ones filled in. */
function Demographics({ persona, words }: { persona: PersonaView; words: PersonaWords }) {
  const facts: [label: string, value: string][] = [
    [words.age, persona.age === null ? '' : `${persona.age} ${words.ageSuffix}`],
    [words.gender, persona.gender ? words.genders[persona.gender] : ''],
    ...persona.demographics.map(({ field, value }): [string, string] => [words[field], value]),
  ];
  return (
    <Block title={words.demographics}>
      <dl className="pv-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="pv-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

function Traits({ title, traits }: { title: string; traits: Trait[] }) {
  if (traits.length === 0) return null;
  return (
    <Block title={title}>
      <ul className="pv-list">
        {traits.map((trait) => (
          <li key={trait.key}>
            <div className="pv-trait">
              <span>{trait.name}</span>
              {trait.level !== null && (
                <span className="pv-trait__value" aria-hidden="true">
                  {trait.level}
                </span>
              )}
            </div>
            {trait.level !== null && <LevelBar label={trait.name} value={trait.level} />}
          </li>
        ))}
      </ul>
    </Block>
  );
}
