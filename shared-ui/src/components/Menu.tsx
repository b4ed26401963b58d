import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { isPlainClick } from '../internal/isPlainClick';

export interface MenuItem {
  label: ReactNode;
  /** Runs when the item is chosen. With `href` it replaces a plain click's navigation. */
  onSelect?: () => void;
  /** Makes the item a link (new-tab clicks keep working). */
  href?: string;
}

export interface MenuProps {
  /** Content of the menu button (text, or an icon and text). */
  label: ReactNode;
  items: readonly MenuItem[];
  /** Accessible name of the button when `label` is not plain text. */
  buttonLabel?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button (WAI-ARIA APG pattern): opens on click, Enter, Space or Arrow Down,
 * arrows move between items, Escape closes and returns focus to the button.
 */
export function Menu({ label, items, buttonLabel, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  // Focus follows the active item while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  // A press anywhere outside closes the menu (focus stays where the user put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActiveIndex(target);
    } else if (event.key === 'Escape') {
      // Handled here, so a dialog around the menu must not close as well.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (item: MenuItem, event: MouseEvent) => {
    if (item.href && item.onSelect) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
    }
    close();
    item.onSelect?.();
  };

  return (
    <div ref={rootRef} className={cx('ui-menu', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="ui-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDownIcon className="ui-menu__chevron" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={cx('ui-menu__list', `ui-menu__list--${align}`)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            const common = {
              ref: (node: HTMLElement | null) => {
                itemRefs.current[index] = node;
              },
              role: 'menuitem',
              tabIndex: index === activeIndex ? 0 : -1,
              className: 'ui-menu__item',
              onClick: (event: MouseEvent) => choose(item, event),
            } as const;
            return item.href ? (
              <a
                key={index}
                {...common}
                href={item.href}
                onKeyDown={(event) => {
                  // Links answer Enter natively; menu items must answer Space too.
                  if (event.key === ' ') {
                    event.preventDefault();
                    event.currentTarget.click();
                  }
                }}
              >
                {item.label}
              </a>
            ) : (
              <button key={index} {...common} type="button">
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
