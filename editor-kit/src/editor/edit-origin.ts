import type { EditOrigin } from '../session/edit-history';

/**
 * Where an edit came from, read from the focused element when it is made: typing into a
 * text field (or dragging a slider) coalesces into one undo step per field and pause;
 * anything else (a button, a menu, a checkbox) is a step of its own (edit-history.ts).
 */
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'radio', 'reset', 'submit']);
const fieldNames = new WeakMap<Element, string>();
let fieldsSeen = 0;

function isTypedInto(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** A name for the field `element` while it lives: the same element, the same field. */
function fieldName(element: Element): string {
  let name = fieldNames.get(element);
  if (name === undefined) {
    fieldsSeen += 1;
    name = `field-${fieldsSeen}`;
    fieldNames.set(element, name);
  }
  return name;
}

export function editOrigin(
  focused: Element | null = document.activeElement,
  at: number = performance.now(),
): EditOrigin {
  return { field: focused && isTypedInto(focused) ? fieldName(focused) : null, at };
}
