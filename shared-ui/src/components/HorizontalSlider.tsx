import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { IconButton } from './IconButton';

export interface HorizontalSliderProps {
  /** The cards; the caller gives them keys. */
  items: readonly ReactNode[];
  /** How many items one page shows (spec: 6 small / 3 big, halved on narrow screens). */
  perPage: number;
  /** Narrow screens page with dots (and swipes) instead of arrows. */
  narrow: boolean;
  prevLabel: string;
  nextLabel: string;
  /** Accessible name of the dot for page `n` (1-based): "Page 2". */
  pageLabel: (n: number) => string;
  /** Shown instead of the list when there are no items ('Items were not found'). */
  emptyText?: string;
  /** Accessible name of the whole slider. */
  label?: string;
  className?: string;
}

const SWIPE_MIN_PX = 40;

/** A row of items shown a page at a time: arrows on wide screens, dots on narrow ones. */
export function HorizontalSlider({
  items,
  perPage,
  narrow,
  prevLabel,
  nextLabel,
  pageLabel,
  emptyText,
  label,
  className,
}: HorizontalSliderProps) {
  const [requestedPage, setPage] = useState(0);
  const swipeStartX = useRef<number | null>(null);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const size = Math.max(1, Math.floor(perPage));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  // Items can disappear (a deletion) or the page size change (a resize): stay in range.
  const page = Math.min(requestedPage, pageCount - 1);
  const atStart = page === 0;
  const atEnd = page === pageCount - 1;

  if (items.length === 0) {
    return (
      <section aria-label={label} className={cx('ui-hslider', className)}>
        {emptyText && <p className="ui-hslider__empty">{emptyText}</p>}
      </section>
    );
  }

  const goTo = (target: number) => setPage(Math.max(0, Math.min(pageCount - 1, target)));

  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(pageCount - 1, page + step));
    goTo(target);
    dotRefs.current[target]?.focus();
  };

  const visible = items.slice(page * size, page * size + size);
  const list = (
    <ul
      className="ui-hslider__list"
      style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
      onPointerDown={(event) => {
        swipeStartX.current = narrow && event.pointerType !== 'mouse' ? event.clientX : null;
      }}
      onPointerUp={(event) => {
        if (swipeStartX.current === null) return;
        const distance = event.clientX - swipeStartX.current;
        swipeStartX.current = null;
        if (Math.abs(distance) >= SWIPE_MIN_PX) goTo(page + (distance < 0 ? 1 : -1));
      }}
    >
      {visible.map((item, index) => (
        <li key={index} className="ui-hslider__item">
          {item}
        </li>
      ))}
    </ul>
  );

  if (narrow) {
    return (
      <section aria-label={label} className={cx('ui-hslider', 'ui-hslider--narrow', className)}>
        {list}
        {pageCount > 1 && (
          <div className="ui-hslider__dots">
            {Array.from({ length: pageCount }, (_, index) => (
              <button
                key={index}
                ref={(node) => {
                  dotRefs.current[index] = node;
                }}
                type="button"
                className="ui-hslider__dot"
                aria-label={pageLabel(index + 1)}
                aria-current={index === page || undefined}
                // One tab stop for the dots; arrow keys move between them.
                tabIndex={index === page ? 0 : -1}
                onClick={() => goTo(index)}
                onKeyDown={onDotKeyDown}
              />
            ))}
          </div>
        )}
      </section>
    );
  }

  return (
    <section aria-label={label} className={cx('ui-hslider', 'ui-hslider--wide', className)}>
      {/* aria-disabled rather than disabled: the button keeps focus when the end is reached. */}
      <IconButton
        variant="secondary"
        label={prevLabel}
        aria-disabled={atStart}
        onClick={() => !atStart && goTo(page - 1)}
        className="ui-hslider__arrow"
      >
        <ChevronLeftIcon />
      </IconButton>
      {list}
      <IconButton
        variant="secondary"
        label={nextLabel}
        aria-disabled={atEnd}
        onClick={() => !atEnd && goTo(page + 1)}
        className="ui-hslider__arrow"
      >
        <ChevronRightIcon />
      </IconButton>
    </section>
  );
}
