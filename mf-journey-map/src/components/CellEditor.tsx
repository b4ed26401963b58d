import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { JOURNEY_LIMITS } from 'shared-contracts/editors/journey-map/content';

/** How an edit ended: Enter and Escape keep focus in the grid; leaving (blur) does not. */
export type EditEnd = 'key' | 'blur';

interface CellEditorProps {
  initial: string;
  /** The field's accessible name: 'Actions, Search'. */
  label: string;
  onCommit(text: string, end: EditEnd): void;
  onCancel(): void;
}

/** A counter shows from this share of the limit on. */
const COUNT_FROM = 0.8;

/**
 * The inline editor of one cell, as in the competitor table: Enter commits, Shift+Enter
 * starts a new line (an actions cell's lines are its tasks), Escape cancels, leaving the
 * field commits. The text being typed lives here until it is committed, so a keystroke
 * re-renders this field only, not the map (issue H4: p95 keystroke → frame ≤ 50 ms on a
 * full map).
 */
export function CellEditor({ initial, label, onCommit, onCancel }: CellEditorProps) {
  const [text, setText] = useState(initial);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // Set once the edit has ended by key, so the blur that follows does not commit again.
  const ended = useRef(false);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // The grid must not treat keys typed into the field as movements.
    event.stopPropagation();
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ended.current = true;
      onCommit(text, 'key');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      ended.current = true;
      onCancel();
    }
  };

  const max = JOURNEY_LIMITS.cellMaxLength;
  return (
    <>
      <textarea
        ref={fieldRef}
        className="jm-cell__editor"
        aria-label={label}
        value={text}
        rows={2}
        maxLength={max}
        enterKeyHint="done"
        // Until committed the text is not in the model: the browser's own undo works on it.
        data-own-undo
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!ended.current) onCommit(text, 'blur');
        }}
      />
      {text.length >= max * COUNT_FROM && (
        <span className="jm-cell__count" aria-live="polite">
          {text.length} / {max}
        </span>
      )}
    </>
  );
}
