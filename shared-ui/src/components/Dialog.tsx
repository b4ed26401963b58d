import {
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { getFocusable } from '../internal/focusable';
import { isTopModal, pushModal } from '../internal/modalStack';
import { useBodyScrollLock } from '../internal/useBodyScrollLock';
import { IconButton } from './IconButton';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click on the backdrop and on the × button. */
  onClose: () => void;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Accessible name of the × button; without it there is no × (close by Escape or buttons). */
  closeLabel?: string;
  /** Actions along the bottom edge (Cancel / Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** What gets focus on open; else the first focusable element of the body and footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (read after the title). */
  describedBy?: string;
  className?: string;
}

/**
 * A modal dialog in a portal on document.body: focus moves in on open, Tab stays inside,
 * focus returns to where it was on close, and the page behind does not scroll.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  // Mounting on open and unmounting on close ties focus capture and restore to the effect below.
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  children,
  closeLabel,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  describedBy,
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest onClose, so the document listener need not be re-added on every render.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // A click closes the dialog only if the press also began on the backdrop: selecting
  // text in a field and releasing the mouse outside must not throw the input away.
  const pressStartedOnBackdrop = useRef(false);

  useBodyScrollLock(true);

  // Runs once per opening (this component mounts on open); initialFocusRef is read then.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const token = {};
    const releaseModal = pushModal(token);
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const firstInside = contentRef.current ? getFocusable(contentRef.current)[0] : undefined;
    (initialFocusRef?.current ?? firstInside ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(token)) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      releaseModal();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, []);

  const onBackdropPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer shortcut; keyboard users close with Escape
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (handled on the document) is the keyboard equivalent
    <div
      className="ui-dialog-backdrop"
      onPointerDown={onBackdropPointerDown}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is "dialog" or "alertdialog", both support aria-modal; Biome cannot see through the variable */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('ui-dialog', `ui-dialog--${size}`, className)}
      >
        <header className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {closeLabel && (
            <IconButton label={closeLabel} onClick={onClose} className="ui-dialog__close">
              <CloseIcon />
            </IconButton>
          )}
        </header>
        <div ref={contentRef} className="ui-dialog__content">
          <div className="ui-dialog__body">{children}</div>
          {footer != null && <footer className="ui-dialog__footer">{footer}</footer>}
        </div>
      </div>
    </div>
  );
}

/** Wraps Tab and Shift+Tab around the ends of the dialog instead of leaving it. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = getFocusable(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (!inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
