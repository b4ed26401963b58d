import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { COMPETITOR_TEXT_MAX_LENGTH } from 'shared-contracts';

/** How an edit ended: Enter and Escape keep focus in the grid; leaving (blur) does not. */
export type EditEnd = 'key' | 'blur';

export interface CellEditorProps {
  initial: string;
  /** The field's accessible name, e.g. 'Price for QuickBite'. */
  label: string;
  onCommit(text: string, end: EditEnd): void;
  onCancel(): void;
  /** A row number (digits only) instead of text. */
  numeric?: boolean;
  /** Select the whole text (renaming); otherwise the caret goes to the end (F2 convention). */
  selectAll?: boolean;
  /** Laid over its cell (body cells) rather than in the flow (the header's rename). */
  overlay?: boolean;
  title?: string;
}

// Chromium sizes a textarea to its text with CSS alone; elsewhere the script below does.
const fieldSizingSupported =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

function fitHeight(field: HTMLTextAreaElement) {
  if (fieldSizingSupported) return;
  field.style.height = 'auto';
  field.style.height = `${field.scrollHeight}px`;
}

/**
 * The inline editor of one cell, name or row number (spec §2: Enter commits). The text
 * being typed lives here until it is committed, so typing re-renders this field only,
 * not the row or the table (a 30 x 30 table must stay responsive). Escape cancels;
 * leaving the field commits, so a click elsewhere never loses what was typed.
 */
export function CellEditor({
  initial,
  label,
  onCommit,
  onCancel,
  numeric = false,
  selectAll = false,
  overlay = true,
  title,
}: CellEditorProps) {
  const [text, setText] = useState(initial);
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  // Set once the edit has ended by key, so the blur that follows does not commit again.
  const ended = useRef(false);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus({ preventScroll: false });
    if (selectAll) field.select();
    else field.setSelectionRange(field.value.length, field.value.length);
    if (!numeric) fitHeight(field as HTMLTextAreaElement);
  }, [numeric, selectAll]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The grid must not treat keys typed into the field as movements.
    event.stopPropagation();
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ended.current = true;
      onCommit(text, 'key');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      ended.current = true;
      onCancel();
    }
  };

  const common = {
    ref: fieldRef,
    className: overlay ? 'ca-cell-editor ca-cell-editor--overlay' : 'ca-cell-editor',
    'aria-label': label,
    title,
    value: text,
    // The text typed here is not in the model until committed: the browser's own undo
    // works on it, not the editor's (which takes back whole committed edits).
    'data-own-undo': true,
    onKeyDown,
    onBlur: () => {
      if (!ended.current) onCommit(text, 'blur');
    },
  };
  if (numeric) {
    return (
      <input
        {...common}
        inputMode="numeric"
        enterKeyHint="done"
        maxLength={3}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
      />
    );
  }
  return (
    <textarea
      {...common}
      rows={1}
      enterKeyHint="done"
      maxLength={COMPETITOR_TEXT_MAX_LENGTH}
      onChange={(event) => {
        setText(event.target.value);
        fitHeight(event.target);
      }}
    />
  );
}
