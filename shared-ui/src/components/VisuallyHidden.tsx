import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

/** Text for screen readers only: off screen visually, still in the accessibility tree. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span {...rest} className={cx('ui-visually-hidden', className)} />;
}
