import type { ReactNode, SVGProps } from 'react';
import { cx } from '../internal/cx';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in px (or any CSS length); 1em by default so icons follow the text. */
  size?: number | string;
};

/**
 * The frame every icon shares: 24×24 stroked paths in the current text colour. Icons
 * are decoration; the control around them carries the accessible name.
 */
export function SvgIcon({
  size = '1em',
  className,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx('ui-icon', className)}
      {...rest}
    >
      {children}
    </svg>
  );
}
