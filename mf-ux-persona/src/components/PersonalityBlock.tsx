import {
  PERSONALITY_SLIDERS,
  type PersonaFlag,
  type PersonalitySlider,
  type UxPersonaContent,
} from 'shared-contracts';
import { CloseIcon, IconButton } from 'shared-ui';
import { SLIDER_FLAGS } from '../model/blocks';
import { STRINGS } from '../strings';
import { Block, HiddenBlock } from './Block';
import type { BlockFocus } from './block-focus';
import { focusOnMount } from './keyboard';
import { LevelRange } from './LevelRange';

interface PersonalityBlockProps {
  persona: UxPersonaContent;
  onSliderChange: (slider: PersonalitySlider, value: number) => void;
  onClose: (flag: PersonaFlag) => void;
  onShow: (flag: PersonaFlag) => void;
  focus: BlockFocus;
}

/** The four personality sliders (spec §2), each of which can be closed on its own. */
export function PersonalityBlock({
  persona,
  onSliderChange,
  onClose,
  onShow,
  focus,
}: PersonalityBlockProps) {
  const title = STRINGS.personality.title;
  if (!persona.hasPersonality) {
    return (
      <HiddenBlock
        title={title}
        onShow={() => onShow('hasPersonality')}
        focus={focus('hasPersonality') === 'show'}
      />
    );
  }
  return (
    <Block
      title={title}
      onClose={() => onClose('hasPersonality')}
      focusClose={focus('hasPersonality') === 'close'}
    >
      <div className="persona-personality">
        {PERSONALITY_SLIDERS.map((slider) => {
          const flag = SLIDER_FLAGS[slider];
          const [start, end] = STRINGS.personality.sliders[slider];
          const name = `${start} – ${end}`;
          if (!persona[flag]) {
            return (
              <HiddenBlock
                key={slider}
                title={name}
                onShow={() => onShow(flag)}
                focus={focus(flag) === 'show'}
                compact
              />
            );
          }
          const value = persona[slider];
          return (
            <div key={slider} className="persona-personality__row">
              <div className="persona-personality__ends">
                <span>{start}</span>
                <span>{end}</span>
              </div>
              <LevelRange
                label={name}
                value={value}
                valueText={STRINGS.personality.valueText(value, start, end)}
                onChange={(next) => onSliderChange(slider, next)}
                className="persona-personality__range"
              />
              <IconButton
                label={STRINGS.close(name)}
                size="sm"
                className="ui-editor-control persona-personality__close"
                onClick={() => onClose(flag)}
                ref={focus(flag) === 'close' ? focusOnMount : undefined}
              >
                <CloseIcon />
              </IconButton>
            </div>
          );
        })}
      </div>
    </Block>
  );
}
