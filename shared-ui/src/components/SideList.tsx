import type { MouseEvent, ReactNode } from 'react';
import { PlusIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { isPlainClick } from '../internal/isPlainClick';
import { truncate } from '../text/truncate';
import { IconButton } from './IconButton';

export interface SideListItem {
  key: string;
  name: string;
  thumbnailUrl?: string | null;
  /** Where the item lives; with `onSelect` too, a plain click calls onSelect instead. */
  href?: string;
  onSelect?: () => void;
  /** The item being edited now. */
  active?: boolean;
}

export interface SideListProps {
  title: ReactNode;
  items: readonly SideListItem[];
  /** Names longer than this are cut with '…' (full name in the tooltip). */
  maxNameLength: number;
  /** Accessible name of the '+' button. */
  addLabel: string;
  /** Without it there is no '+' button. */
  onAdd?: () => void;
  addDisabled?: boolean;
  /** Why '+' is disabled ('Maximum feature amount exceeded'); its tooltip meanwhile. */
  addDisabledTitle?: string;
  /** Shown when there are no items. */
  emptyText: string;
  className?: string;
}

/** The editors' list of sibling items, with a '+' to create another. */
export function SideList({
  title,
  items,
  maxNameLength,
  addLabel,
  onAdd,
  addDisabled = false,
  addDisabledTitle,
  emptyText,
  className,
}: SideListProps) {
  return (
    <aside className={cx('ui-side-list', className)}>
      <div className="ui-side-list__header">
        <h2 className="ui-side-list__title">{title}</h2>
        {onAdd && (
          <IconButton
            variant="primary"
            size="sm"
            label={addLabel}
            title={addDisabled ? (addDisabledTitle ?? addLabel) : addLabel}
            disabled={addDisabled}
            onClick={onAdd}
          >
            <PlusIcon />
          </IconButton>
        )}
      </div>
      {items.length === 0 ? (
        <p className="ui-side-list__empty">{emptyText}</p>
      ) : (
        <ul className="ui-side-list__items">
          {items.map((item) => (
            <li key={item.key}>
              <SideListEntry item={item} maxNameLength={maxNameLength} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function SideListEntry({ item, maxNameLength }: { item: SideListItem; maxNameLength: number }) {
  const shown = truncate(item.name, maxNameLength);
  const cut = shown !== item.name;
  const props = {
    className: cx('ui-side-list__entry', item.active && 'ui-side-list__entry--active'),
    'aria-current': item.active ? ('page' as const) : undefined,
    // A cut name would be all a screen reader hears: give it the whole one.
    'aria-label': cut ? item.name : undefined,
    title: cut ? item.name : undefined,
  };
  const content = (
    <>
      {item.thumbnailUrl ? (
        <img className="ui-side-list__thumb" src={item.thumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span className="ui-side-list__thumb ui-side-list__thumb--letter" aria-hidden="true">
          {Array.from(item.name.trim())[0]?.toUpperCase() ?? ''}
        </span>
      )}
      <span className="ui-side-list__name">{shown}</span>
    </>
  );

  if (item.href) {
    const onClick = (event: MouseEvent) => {
      if (!item.onSelect || !isPlainClick(event)) return;
      event.preventDefault();
      item.onSelect();
    };
    return (
      <a {...props} href={item.href} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <button {...props} type="button" onClick={item.onSelect}>
      {content}
    </button>
  );
}
