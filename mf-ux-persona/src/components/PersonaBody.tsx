import { useState } from 'react';
import type { UxPersonaContent } from 'shared-contracts';
import type { PersonaFlag } from 'shared-contracts/editors/ux-persona/content';
import { closeBlock, openBlock } from '../model/blocks';
import { choosePhoto, type PersonaDraft, shownPhotoUrl, updatePersona } from '../model/draft';
import { setAge, setGender, setSlider, setText } from '../model/fields';
import { pictureGaps } from '../model/picture';
import { addTrait, removeTrait, renameTrait, setTraitLevel, type TraitList } from '../model/traits';
import { blockFocus, type LastToggle } from './block-focus';
import { DemographicsBlock } from './DemographicsBlock';
import { DescriptionBlock } from './DescriptionBlock';
import { PersonalityBlock } from './PersonalityBlock';
import { PhotoFrame } from './PhotoFrame';
import { withGap } from './picture-gap';
import { BiographyBlock, GoalsFrustrationsBlock } from './StoryBlocks';
import { TraitsBlock } from './TraitsBlock';

interface PersonaBodyProps {
  draft: PersonaDraft;
  update: (change: (draft: PersonaDraft) => PersonaDraft) => void;
}

/**
 * The persona page's content (spec §2 'UX persona editor'): what export pictures. Every
 * change goes through the pure model (src/model); this component only wires it to inputs.
 */
export function PersonaBody({ draft, update }: PersonaBodyProps) {
  const { persona } = draft;
  const [lastToggle, setLastToggle] = useState<LastToggle | null>(null);
  const focus = blockFocus(lastToggle);
  // What the export leaves out: blank optional rows and blocks (marked, hidden by CSS).
  const gaps = pictureGaps(persona);
  const edit = (change: (persona: UxPersonaContent) => UxPersonaContent) =>
    update(updatePersona(change));
  const close = (flag: PersonaFlag) => {
    setLastToggle({ flag, opened: false });
    edit((p) => closeBlock(p, flag));
  };
  const show = (flag: PersonaFlag) => {
    setLastToggle({ flag, opened: true });
    edit((p) => openBlock(p, flag));
  };
  const traitsProps = (list: TraitList, flag: PersonaFlag) => ({
    list,
    persona,
    open: persona[flag],
    onAdd: (id: string) => edit((p) => addTrait(p, list, id)),
    onRemove: (id: string) => edit((p) => removeTrait(p, list, id)),
    onRename: (id: string, name: string) => edit((p) => renameTrait(p, list, id, name)),
    onLevel: (id: string, level: number) => edit((p) => setTraitLevel(p, list, id, level)),
    onClose: () => close(flag),
    onShow: () => show(flag),
    focus: focus(flag),
    gaps,
  });

  return (
    <div className="persona">
      <div className="persona__layout">
        <DescriptionBlock
          name={persona.name}
          words={persona.personality}
          open={persona.hasDescription}
          onWordsChange={(words) => edit((p) => setText(p, 'personality', words))}
          onClose={() => close('hasDescription')}
          onShow={() => show('hasDescription')}
          focus={focus('hasDescription')}
          wordsGap={gaps.texts.has('personality')}
        />
        <div className="persona__aside">
          <PhotoFrame
            name={persona.name}
            url={shownPhotoUrl(draft)}
            selectedPresetId={
              draft.pendingPhoto?.kind === 'preset' ? draft.pendingPhoto.presetId : null
            }
            onChoose={(photo) => update((current) => choosePhoto(current, photo))}
          />
          <DemographicsBlock
            persona={persona}
            onAgeChange={(typed) => edit((p) => setAge(p, typed))}
            onGenderChange={(value) => edit((p) => setGender(p, value))}
            onTextChange={(field, value) => edit((p) => setText(p, field, value))}
            onClose={close}
            onShow={show}
            focus={focus}
            gaps={gaps}
          />
        </div>
        <div className="persona__main">
          <BiographyBlock
            biography={persona.biography}
            onChange={(value) => edit((p) => setText(p, 'biography', value))}
          />
          <PersonalityBlock
            persona={persona}
            onSliderChange={(slider, value) => edit((p) => setSlider(p, slider, value))}
            onClose={close}
            onShow={show}
            focus={focus}
            gap={gaps.parts.has('personality')}
          />
          <GoalsFrustrationsBlock
            persona={persona}
            onChange={(field, value) => edit((p) => setText(p, field, value))}
            onClose={() => close('hasGoals_frustrations')}
            onShow={() => show('hasGoals_frustrations')}
            focus={focus}
            gaps={gaps}
          />
          <div className={withGap('persona__traits', gaps.parts.has('traits'))}>
            <TraitsBlock {...traitsProps('skills', 'hasSkills')} />
            <TraitsBlock {...traitsProps('motivations', 'hasMotivations')} />
          </div>
        </div>
      </div>
    </div>
  );
}
