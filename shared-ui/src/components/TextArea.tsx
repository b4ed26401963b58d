import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { cx } from '../internal/cx';
import { FieldFrame } from '../internal/FieldFrame';
import { mergeRefs } from '../internal/mergeRefs';
import { useFieldIds } from '../internal/useFieldIds';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Grows with its content instead of scrolling, up to `maxHeight`. */
  autoGrow?: boolean;
  /** With `autoGrow`: the height (px) beyond which the box scrolls. */
  maxHeight?: number;
  /** Enter does not insert a line break (single-paragraph boxes such as a project description). */
  blockEnter?: boolean;
  containerClassName?: string;
};

/**
 * Whether the browser sizes a text area to its content itself (CSS `field-sizing:
 * content`, Chromium 123+): no measuring in script, which forces a layout per box on every
 * render and keystroke (about 25 ms of a persona editor's start).
 */
const browserFitsContent = (): boolean =>
  typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

function fitToContent(element: HTMLTextAreaElement, maxHeight: number | undefined) {
  // Collapse first so scrollHeight measures the content, not the current box.
  element.style.height = 'auto';
  const contentHeight = element.scrollHeight;
  const capped = maxHeight !== undefined && contentHeight > maxHeight;
  element.style.height = `${capped ? maxHeight : contentHeight}px`;
  element.style.overflowY = capped ? 'auto' : 'hidden';
}

/** A labelled multi-line input; optionally grows with its content. */
export function TextArea({
  label,
  hideLabel,
  error,
  hint,
  autoGrow = false,
  maxHeight,
  blockEnter = false,
  id,
  className,
  containerClassName,
  ref,
  onKeyDown,
  onInput,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const setRefs = useCallback(mergeRefs(ownRef, ref), [ref]);
  const fitByScript = autoGrow && !browserFitsContent();

  // Refit whenever the text changes from outside (loaded data, a reset), not only on typing.
  useLayoutEffect(() => {
    if (fitByScript && ownRef.current) fitToContent(ownRef.current, maxHeight);
  }, [fitByScript, maxHeight, rest.value]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an IME composes text, Enter confirms the composition rather than a newline.
    if (blockEnter && event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
    }
    onKeyDown?.(event);
  };

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={containerClassName}
    >
      <textarea
        {...rest}
        ref={setRefs}
        id={ids.controlId}
        className={cx(
          'ui-textarea',
          autoGrow && (fitByScript ? 'ui-textarea--auto-grow' : 'ui-textarea--fits-content'),
          className,
        )}
        style={autoGrow && !fitByScript ? { maxHeight, ...rest.style } : rest.style}
        aria-invalid={ids.invalid || ariaInvalid || undefined}
        aria-describedby={ids.ariaDescribedBy}
        onKeyDown={handleKeyDown}
        onInput={(event) => {
          if (fitByScript) fitToContent(event.currentTarget, maxHeight);
          onInput?.(event);
        }}
      />
    </FieldFrame>
  );
}
