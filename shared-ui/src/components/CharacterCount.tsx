import { cx } from '../internal/cx';

export interface CharacterCountProps {
  /** Characters used. */
  length: number;
  /** The field's limit (its `maxLength`). */
  max: number;
  id?: string;
  className?: string;
}

/**
 * How much of a text limit is used, '12 / 99', under or beside a field that carries the
 * same `maxLength`: the field cuts typing and pastes at the limit, and this says why
 * (issue H6). Figures only, so it needs no words in any language. First written for the
 * persona's Biography; now the one counter of every limited field.
 */
export function CharacterCount({ length, max, id, className }: CharacterCountProps) {
  return (
    <span
      id={id}
      className={cx('ui-char-count', length >= max && 'ui-char-count--full', className)}
    >
      {length} / {max}
    </span>
  );
}
