import type { ReactNode } from 'react';
import { CloseIcon, IconButton, PlusIcon } from 'shared-ui';
import { personaText } from '../i18n';
import { focusOnMount } from './keyboard';

interface BlockProps {
  title: string;
  /** Closes the block (spec §2: the cross); without it the block cannot be closed. */
  onClose?: () => void;
  /** Focus the cross when the block appears because the user re-opened it. */
  focusClose?: boolean;
  className?: string;
  children: ReactNode;
}

/** One card of the persona: a heading, an optional cross, and its content. */
export function Block({ title, onClose, focusClose = false, className, children }: BlockProps) {
  const t = personaText.useT();
  return (
    <section className={className ? `persona-block ${className}` : 'persona-block'}>
      <div className="persona-block__header">
        <h2 className="persona-block__title">{title}</h2>
        {onClose && (
          <IconButton
            label={t('close', { block: title })}
            size="sm"
            className="ui-editor-control"
            onClick={onClose}
            ref={focusClose ? focusOnMount : undefined}
          >
            <CloseIcon />
          </IconButton>
        )}
      </div>
      {children}
    </section>
  );
}

interface HiddenBlockProps {
  title: string;
  onShow: () => void;
  /** Focus this button when it appears because the user closed the block. */
  focus?: boolean;
  /** A smaller button for a field inside a block (an optional demographic, a slider). */
  compact?: boolean;
}

/**
 * What a closed block leaves in its place (spec §2: clicking a hidden block re-enables
 * it). An editing control: the export shows no trace of hidden blocks.
 */
export function HiddenBlock({ title, onShow, focus = false, compact = false }: HiddenBlockProps) {
  const t = personaText.useT();
  return (
    <button
      type="button"
      className={`persona-hidden ui-editor-control${compact ? ' persona-hidden--compact' : ''}`}
      onClick={onShow}
      ref={focus ? focusOnMount : undefined}
    >
      <PlusIcon aria-hidden="true" />
      <span>{t('show', { block: title })}</span>
    </button>
  );
}
