import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { mergeRefs } from 'shared-ui';

export interface EditorLayoutProps {
  header: ReactNode;
  /** The editor's content; this is what export and thumbnails capture. */
  children: ReactNode;
  /** The side list of sibling items (signed in only). */
  side?: ReactNode;
  /** The content area, for export and thumbnails. */
  contentRef?: Ref<HTMLDivElement>;
  /** Whether unsaved work is kept on this device (`data-draft-state`, for tools and tests). */
  draftState?: string;
}

/** Spec §9: the side list is as tall as the content plus 350 px. */
const SIDE_EXTRA_HEIGHT_PX = 350;

/**
 * Content beside the side list on wide screens, the list below it on narrow ones (the
 * 1320 px editor breakpoint lives in editor.css).
 */
export function EditorLayout({
  header,
  children,
  side,
  contentRef,
  draftState,
}: EditorLayoutProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = useMemo(() => mergeRefs(ownRef, contentRef), [contentRef]);
  const [contentHeight, setContentHeight] = useState<number | null>(null);

  useEffect(() => {
    const node = ownRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setContentHeight(entry.contentRect.height);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="ui-editor" data-draft-state={draftState}>
      {header}
      <div className={side ? 'ui-editor__body ui-editor__body--with-side' : 'ui-editor__body'}>
        <div className="ui-editor__content" ref={ref}>
          {children}
        </div>
        {side && (
          <aside
            className="ui-editor__side"
            style={
              contentHeight === null
                ? undefined
                : { maxHeight: `${contentHeight + SIDE_EXTRA_HEIGHT_PX}px` }
            }
          >
            {side}
          </aside>
        )}
      </div>
    </div>
  );
}
