import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';

export type CardProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** A heading at the top of the card; also names the card as a region. */
  title?: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Drops the padding, for media (thumbnails) that touch the edges. */
  flush?: boolean;
};

/** A rounded, lightly shadowed surface grouping related content. */
export function Card({
  title,
  headingLevel = 2,
  flush = false,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title != null ? titleId : undefined}
      {...rest}
      className={cx('ui-card', flush && 'ui-card--flush', className)}
    >
      {title != null && (
        <Heading id={titleId} className="ui-card__title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
