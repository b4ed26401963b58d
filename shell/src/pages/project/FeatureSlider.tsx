import { useCreateFeature, useFeatureList } from 'editor-kit/queries';
import { editorPath, guestEditorPath } from 'editor-kit/routes';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FeatureListItem, SiteEditor, StoringEditor } from 'shared-contracts';
import {
  BREAKPOINTS,
  Button,
  HorizontalSlider,
  PlusIcon,
  Spinner,
  truncate,
  useIsNarrow,
  useToast,
} from 'shared-ui';
import { messageOfError } from '../../api/errors';
import { useEditorWords } from '../../editors/useEditorWords';
import { useTranslation } from '../../i18n';
import { preloadOnIntent } from '../../remotes/preload-intent';
import { CardIllustration } from '../landing/illustrations';
import { sortNewestFirst } from '../projects/project-list';
import { cardNameLimit, sliderItemsPerPage } from './slider-layout';

interface FeatureSliderProps {
  editor: SiteEditor & StoringEditor;
  projectSK: string;
}

/**
 * One of the project page's sliders (spec §2 'Project page'), one per listed editor that
 * stores items: the project's items of its type, newest change first, with "Create New"
 * (disabled at the editor's limit, spec §9: 30). An editor that is not available now
 * still lists its items, which do not open.
 */
export function FeatureSlider({ editor, projectSK }: FeatureSliderProps) {
  const { t } = useTranslation();
  const words = useEditorWords()(editor);
  const navigate = useNavigate();
  const toast = useToast();
  const headingId = useId();
  const narrow = useIsNarrow(BREAKPOINTS.header);
  const list = useFeatureList(editor, projectSK);
  const create = useCreateFeature();
  const title = words.slider;
  const items = list.data ? sortNewestFirst(list.data) : [];
  const atLimit = items.length >= editor.items.maxPerProject;

  const createNew = () =>
    create.mutate(
      { editor, projectSK },
      {
        onSuccess: (created) => navigate(editorPath(editor, created)),
        onError: (error) => toast.show('error', messageOfError(error, t('project.createError'))),
      },
    );

  return (
    <section className="project-slider" aria-labelledby={headingId}>
      <header className="project-slider__header">
        <h2 id={headingId} className="project-slider__title">
          {title}
          {/* The count is a visual aid; the region keeps the plain title as its name. */}
          {list.data && (
            <span className="project-slider__count" aria-hidden="true">
              {items.length}
            </span>
          )}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          {...preloadOnIntent(guestEditorPath(editor))}
          onClick={createNew}
          loading={create.isPending}
          disabled={atLimit || !list.data || !editor.available}
          title={
            !editor.available
              ? t('common.remotes.unavailable')
              : atLimit
                ? t('project.maxFeatures')
                : undefined
          }
          aria-label={t('project.createNewNamed', { action: words.createNew, feature: title })}
        >
          <PlusIcon />
          {words.createNew}
        </Button>
      </header>
      {list.isPending ? (
        <div className="project-slider__state">
          <Spinner label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <div className="project-slider__state" role="alert">
          <p>{t('project.itemsLoadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('project.retry')}
          </Button>
        </div>
      ) : (
        <HorizontalSlider
          items={items.map((item) => (
            <FeatureCard
              key={item.SK}
              editor={editor}
              item={item}
              nameLimit={cardNameLimit(narrow)}
            />
          ))}
          perPage={sliderItemsPerPage(narrow)}
          narrow={narrow}
          prevLabel={t('project.previous')}
          nextLabel={t('project.next')}
          pageLabel={(page) => t('project.page', { page })}
          emptyText={words.empty}
        />
      )}
    </section>
  );
}

function FeatureCard({
  editor,
  item,
  nameLimit,
}: {
  editor: SiteEditor;
  item: FeatureListItem;
  nameLimit: number;
}) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className="project-card__thumb">
        {item.thumbnailPath ? (
          <img src={item.thumbnailPath} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="project-card__placeholder">
            <CardIllustration parts={editor.illustration} />
          </span>
        )}
      </span>
      <span className="project-card__name">{truncate(item.name, nameLimit)}</span>
    </>
  );
  if (!editor.available) {
    // Listed, so the user sees their work is kept, but nothing to open it with now.
    return (
      <span
        className="project-card project-card--unavailable"
        aria-disabled="true"
        title={`${item.name}: ${t('common.remotes.unavailable')}`}
      >
        {content}
        <span className="ui-visually-hidden">{t('common.remotes.unavailable')}</span>
      </span>
    );
  }
  return (
    <Link
      to={editorPath(editor, item)}
      {...preloadOnIntent(editorPath(editor, item))}
      className="project-card"
      aria-label={t('project.open', { name: item.name })}
      title={item.name}
    >
      {content}
    </Link>
  );
}
