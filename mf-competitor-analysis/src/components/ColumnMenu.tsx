import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from 'shared-ui';
import { analysisText } from '../i18n';
import type { Column } from '../model/analysis';
import type { ColumnType } from '../model/cell-values';

export interface ColumnMenuProps {
  column: Column;
  /** The grid's roving focus: the button is the header cell's focus target. */
  buttonRef?: Ref<HTMLButtonElement>;
  tabIndex: number;
  position: string;
  onFocus(): void;
  onRename(): void;
  onRetype(type: ColumnType): void;
  onDelete(): void;
}

type Step = 'main' | 'type';

interface Item {
  label: string;
  run(): void;
  /** For the type step: the column's current type is checked. */
  checked?: boolean;
}

const TYPES: ColumnType[] = ['boolean', 'string'];

/**
 * The column header menu (spec §2): Change Column Type, Rename Column, Delete Column;
 * 'Change Column Type' opens a second step with 'Yes or No' and 'Text'. A menu button
 * (WAI-ARIA APG): Enter or Space opens it, arrows move, Escape goes back a step or
 * closes, focus returns to the button. The shared-ui Menu closes on every choice, and a
 * second step needs it to stay open, hence this one (same look, same classes).
 *
 * The list is positioned `fixed` under the button, so the table's scroll area does not
 * clip it; it closes when the page scrolls or resizes rather than floating away.
 */
export function ColumnMenu({
  column,
  buttonRef,
  tabIndex,
  position,
  onFocus,
  onRename,
  onRetype,
  onDelete,
}: ColumnMenuProps) {
  const [open, setOpen] = useState(false);
  const t = analysisText.useT();
  const [step, setStep] = useState<Step>('main');
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<CSSProperties>({});
  const ownButton = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  const close = (returnFocus = true) => {
    setOpen(false);
    setStep('main');
    if (returnFocus) ownButton.current?.focus();
  };

  const show = (nextStep: Step, index = 0) => {
    const rect = ownButton.current?.getBoundingClientRect();
    if (rect) {
      const left = Math.min(rect.left, window.innerWidth - 220);
      setPlace({ top: rect.bottom + 4, left: Math.max(8, left) });
    }
    setStep(nextStep);
    setActive(index);
    setOpen(true);
  };

  const items: Item[] =
    step === 'main'
      ? [
          { label: t('changeType'), run: () => show('type', TYPES.indexOf(column.type) + 1) },
          {
            label: t('renameColumn'),
            run: () => {
              close(false);
              onRename();
            },
          },
          {
            label: t('deleteColumn'),
            run: () => {
              close();
              onDelete();
            },
          },
        ]
      : [
          { label: t('back'), run: () => show('main', 0) },
          ...TYPES.map((type) => ({
            label: t(`typeNames.${type}`),
            checked: column.type === type,
            run: () => {
              close();
              if (type !== column.type) onRetype(type);
            },
          })),
        ];

  // Focus follows the active item while the menu is open.
  useLayoutEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active, step]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !ownButton.current?.contains(target)) {
        close(false);
      }
    };
    const away = (event: Event) => {
      if (!listRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  });

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside the menu never reach the grid around it.
    event.stopPropagation();
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (moves[event.key] !== undefined) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape' || (event.key === 'ArrowLeft' && step === 'type')) {
      event.preventDefault();
      if (step === 'type') show('main', 0);
      else close();
    } else if (event.key === 'ArrowRight' && step === 'main' && active === 0) {
      event.preventDefault();
      items[0]!.run();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const setButton = (node: HTMLButtonElement | null) => {
    ownButton.current = node;
    if (typeof buttonRef === 'function') buttonRef(node);
    else if (buttonRef) buttonRef.current = node;
  };

  return (
    <>
      <button
        ref={setButton}
        id={buttonId}
        type="button"
        className="ca-column-button"
        data-pos={position}
        tabIndex={tabIndex}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onFocus={onFocus}
        onClick={() => (open ? close(false) : show('main'))}
        onKeyDown={(event) => {
          // F2 renames straight away, as F2 edits any other cell.
          if (event.key === 'F2') {
            event.preventDefault();
            event.stopPropagation();
            onRename();
          }
        }}
      >
        <span className="ca-column-button__name">{column.name || t('empty')}</span>
        {/* The type is shown, but the header's name is the column's name alone. */}
        <span className="ca-column-button__type ui-editor-control" aria-hidden="true">
          {t(`typeNames.${column.type}`)}
          <ChevronDownIcon />
        </span>
      </button>
      {open && (
        <div
          ref={listRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="ui-menu__list ca-column-menu"
          style={place}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            const common = {
              ref: (node: HTMLButtonElement | null) => {
                itemRefs.current[index] = node;
              },
              type: 'button',
              tabIndex: index === active ? 0 : -1,
              className: 'ui-menu__item ca-column-menu__item',
              onClick: item.run,
            } as const;
            return item.checked === undefined ? (
              <button key={`${step}-${item.label}`} {...common} role="menuitem">
                {item.label}
              </button>
            ) : (
              <button
                key={`${step}-${item.label}`}
                {...common}
                role="menuitemradio"
                aria-checked={item.checked}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
