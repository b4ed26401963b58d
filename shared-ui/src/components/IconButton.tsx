import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> & {
  /** The accessible name; also the tooltip unless `title` says otherwise. */
  label: string;
  /** The icon. */
  children: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  size?: 'sm' | 'md';
};

/** A square button showing only an icon; `label` names it for screen readers and tooltips. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx(
        'ui-icon-button',
        `ui-icon-button--${variant}`,
        `ui-icon-button--${size}`,
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
