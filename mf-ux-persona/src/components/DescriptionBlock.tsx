import { CloseIcon, IconButton } from 'shared-ui';
import { personaText } from '../i18n';
import { TEXT_LIMITS } from '../model/fields';
import { HiddenBlock } from './Block';
import { blurOnEnter, focusOnMount } from './keyboard';
import { withGap } from './picture-gap';

interface DescriptionBlockProps {
  name: string;
  words: string;
  open: boolean;
  onWordsChange: (words: string) => void;
  onClose: () => void;
  onShow: () => void;
  /** Which control takes focus after the user toggled this block. */
  focus: 'close' | 'show' | null;
  /** The words are blank: the export leaves them out. */
  wordsGap: boolean;
}

/**
 * The persona's name as the page's heading, beside the personality words (spec §2). The
 * name is edited in the header; closing the words clears them (spec §4 'Description').
 */
export function DescriptionBlock({
  name,
  words,
  open,
  onWordsChange,
  onClose,
  onShow,
  focus,
  wordsGap,
}: DescriptionBlockProps) {
  const t = personaText.useT();
  const wordsLabel = t('description.words');
  return (
    <div className="persona-description">
      <h1 className="persona-description__name">{name.trim() || '\u00a0'}</h1>
      {open ? (
        <div className={withGap('persona-description__words', wordsGap)}>
          <input
            className="ui-input persona-description__input"
            aria-label={wordsLabel}
            placeholder={t('description.wordsPlaceholder')}
            value={words}
            maxLength={TEXT_LIMITS.personality}
            onChange={(event) => onWordsChange(event.target.value)}
            onKeyDown={blurOnEnter}
          />
          <IconButton
            label={t('close', { block: wordsLabel })}
            size="sm"
            className="ui-editor-control"
            onClick={onClose}
            ref={focus === 'close' ? focusOnMount : undefined}
          >
            <CloseIcon />
          </IconButton>
        </div>
      ) : (
        <HiddenBlock title={wordsLabel} onShow={onShow} focus={focus === 'show'} compact />
      )}
    </div>
  );
}
