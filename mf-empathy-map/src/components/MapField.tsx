import { useId } from 'react';
import { TextArea, VisuallyHidden } from 'shared-ui';
import { empathyMapText } from '../i18n';
import { characterCount } from '../model/character-count';
import { FIELD_MAX_LENGTH, type MapField as Field } from '../model/empathy-map';

/** A box grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 600;

interface MapFieldProps {
  field: Field;
  value: string;
  onChange(text: string): void;
  /** Export or thumbnail in progress: a picture shows no hints. */
  capturing: boolean;
}

/**
 * One box of the map: its heading (the label), the text with a hint while empty, and a
 * counter near the limit. `maxLength` refuses over-limit typing and cuts a paste
 * (spec §5); the counter and the 'limit reached' announcement say why.
 */
export function MapField({ field, value, onChange, capturing }: MapFieldProps) {
  const t = empathyMapText.useT();
  const counterId = useId();
  const max = FIELD_MAX_LENGTH[field];
  const count = characterCount(value, max);
  return (
    <section className={`em-field em-field--${field}`} data-field={field}>
      <TextArea
        label={t(`fields.${field}.label`)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        // A picture of the map must not show hints as if they were the persona's words.
        placeholder={capturing ? undefined : t(`fields.${field}.hint`)}
        autoGrow
        maxHeight={MAX_HEIGHT_PX}
        containerClassName="em-field__frame"
        className="em-field__text"
        aria-describedby={count.visible ? counterId : undefined}
      />
      {count.visible && (
        <p
          id={counterId}
          className={
            count.atLimit
              ? 'em-field__count em-field__count--full ui-editor-control'
              : 'em-field__count ui-editor-control'
          }
        >
          {t('characterCount', { length: count.length, max })}
        </p>
      )}
      <VisuallyHidden aria-live="polite">
        {count.atLimit ? t('limitReached', { max }) : ''}
      </VisuallyHidden>
    </section>
  );
}
