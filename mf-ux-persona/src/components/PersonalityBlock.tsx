import type { UxPersonaContent } from 'shared-contracts';
import {
  PERSONALITY_SLIDERS,
  type PersonaFlag,
  type PersonalitySlider,
} from 'shared-contracts/editors/ux-persona/content';
import { CloseIcon, IconButton } from 'shared-ui';
import { personaText } from '../i18n';
import { SLIDER_FLAGS } from '../model/blocks';
import { Block, HiddenBlock } from './Block';
import type { BlockFocus } from './block-focus';
import { focusOnMount } from './keyboard';
import { LevelRange } from './LevelRange';
import { withGap } from './picture-gap';

interface PersonalityBlockProps {
  persona: UxPersonaContent;
  onSliderChange: (slider: PersonalitySlider, value: number) => void;
  onClose: (flag: PersonaFlag) => void;
  onShow: (flag: PersonaFlag) => void;
  focus: BlockFocus;
  /** Every slider is closed: the export leaves the block out. */
  gap: boolean;
}

/** The four personality sliders (spec §2), each of which can be closed on its own. */
export function PersonalityBlock({
  persona,
  onSliderChange,
  onClose,
  onShow,
  focus,
  gap,
}: PersonalityBlockProps) {
  const t = personaText.useT();
  const title = t('personality.title');
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
      className={withGap(undefined, gap)}
    >
      <div className="persona-personality">
        {PERSONALITY_SLIDERS.map((slider) => {
          const flag = SLIDER_FLAGS[slider];
          const start = t(`personality.sliders.${slider}.start`);
          const end = t(`personality.sliders.${slider}.end`);
          const name = t('personality.name', { start, end });
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
                valueText={t('personality.valueText', {
                  value,
                  start,
                  end,
                  startShare: 100 - value,
                })}
                onChange={(next) => onSliderChange(slider, next)}
                className="persona-personality__range"
              />
              <IconButton
                label={t('close', { block: name })}
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
