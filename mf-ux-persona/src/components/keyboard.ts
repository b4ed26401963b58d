import type { KeyboardEvent } from 'react';

/**
 * Spec §2: Enter in an input blurs it (the edit is done). Not while an input method is
 * composing text, where Enter confirms the composition.
 */
export function blurOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.currentTarget.blur();
}

/**
 * A ref that focuses its element once, when it appears: for the control that takes the
 * place of one the user just pressed (a block closed or re-opened, a row added), so
 * keyboard focus stays where they work instead of falling back to the page's start.
 */
export function focusOnMount(node: HTMLElement | null) {
  node?.focus();
}
