import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { IconButton } from './IconButton';

export type BannerKind = 'success' | 'error' | 'info';

export interface BannerProps {
  kind: BannerKind;
  children: ReactNode;
  /** A bold first line. */
  title?: ReactNode;
  /** Shows a close button; needs `dismissLabel` for its accessible name. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/**
 * A page-level message. Errors interrupt the screen reader (role alert); success and
 * information wait their turn (role status).
 */
export function Banner({ kind, children, title, onDismiss, dismissLabel, className }: BannerProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cx('ui-banner', `ui-banner--${kind}`, className)}
    >
      <div className="ui-banner__text">
        {title != null && <p className="ui-banner__title">{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && dismissLabel && (
        <IconButton size="sm" label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
