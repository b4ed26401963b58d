import { memo, type PointerEvent } from 'react';
import type { SitemapPage } from 'shared-contracts';
import { sitemapText } from '../i18n';
import type { TreeCommands } from './useTreeCommands';

interface DiagramBoxProps {
  page: SitemapPage;
  x: number;
  y: number;
  /** Pages folded away under this one. */
  hidden: number;
  selected: boolean;
  /** The home page: nothing goes beside it. */
  isRoot: boolean;
  /** Picked up with M, waiting for its new parent. */
  moving: boolean;
  /** Under a dragged page: whether it may be dropped here. */
  drop: 'ok' | 'refused' | null;
  commands: TreeCommands;
}

/** Buttons in a box act on click only: pressing them must not start a drag or take the focus. */
const keepFocus = (event: PointerEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * One page of the diagram. Plain props, memoised: typing a title renders that box
 * again, not the other 499. Its mouse buttons (fold, add under, add beside) are editing
 * controls, left out of pictures; the keyboard reaches the same actions through the
 * diagram's keys and the toolbar.
 */
export const DiagramBox = memo(function DiagramBox({
  page,
  x,
  y,
  hidden,
  selected,
  isRoot,
  moving,
  drop,
  commands,
}: DiagramBoxProps) {
  const t = sitemapText.useT();
  const title = page.title.trim() || t('untitled');
  const classes = [
    'sm-box',
    `sm-box--${page.type}`,
    selected && 'sm-box--selected',
    moving && 'sm-box--moving',
    drop && `sm-box--drop-${drop}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={{ left: x, top: y }} data-page-id={page.id}>
      {page.type !== 'page' && <span className="sm-box__type">{t(`types.${page.type}`)}</span>}
      <span className={`sm-box__title${page.title.trim() ? '' : ' sm-untitled'}`}>{title}</span>
      {page.path && <span className="sm-box__path">{page.path}</span>}
      {hidden > 0 && (
        <span className="sm-box__hidden">{t('diagram.hidden', { count: hidden })}</span>
      )}
      {page.children.length > 0 && (
        <button
          type="button"
          tabIndex={-1}
          className="sm-box__fold ui-editor-control"
          aria-label={t(page.collapsed ? 'diagram.unfoldHere' : 'diagram.foldHere', { title })}
          title={t(page.collapsed ? 'diagram.unfoldHere' : 'diagram.foldHere', { title })}
          onPointerDown={keepFocus}
          onClick={() => commands.setFolded(page.id, !page.collapsed)}
        >
          {page.collapsed ? '+' : '−'}
        </button>
      )}
      {selected && (
        <>
          <button
            type="button"
            tabIndex={-1}
            className="sm-box__add sm-box__add--child ui-editor-control"
            aria-label={t('diagram.addChildHere', { title })}
            title={t('diagram.addChildHere', { title })}
            onPointerDown={keepFocus}
            onClick={() => commands.addChildAndName(page.id)}
          >
            +
          </button>
          {!isRoot && (
            <button
              type="button"
              tabIndex={-1}
              className="sm-box__add sm-box__add--sibling ui-editor-control"
              aria-label={t('diagram.addSiblingHere', { title })}
              title={t('diagram.addSiblingHere', { title })}
              onPointerDown={keepFocus}
              onClick={() => commands.addSiblingAndName(page.id)}
            >
              +
            </button>
          )}
        </>
      )}
    </div>
  );
});
