import { useCreateFeature, useFeatureList } from 'editor-kit/queries';
import { editorPath, guestEditorPath } from 'editor-kit/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type FeatureListItem, type FeatureType, MAX_FEATURES_PER_TYPE } from 'shared-contracts';
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
import { preloadOnIntent } from '../../remotes/preload-intent';
import { CardIllustration } from '../landing/illustrations';
import { sortNewestFirst } from '../projects/project-list';
import { cardNameLimit, sliderItemsPerPage } from './slider-layout';

interface FeatureSliderProps {
  feature: FeatureType;
  projectSK: string;
}

/**
 * One of the project page's sliders (spec §2 'Project page', a fourth for sitemaps): the project's items
 * of one type, newest change first, with "Create New" (disabled at 30 items, spec §9).
 */
export function FeatureSlider({ feature, projectSK }: FeatureSliderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const headingId = useId();
  const narrow = useIsNarrow(BREAKPOINTS.header);
  const list = useFeatureList(feature, projectSK);
  const create = useCreateFeature();
  const title = t(`project.sliders.${feature}`);
  const items = list.data ? sortNewestFirst(list.data) : [];
  const atLimit = items.length >= MAX_FEATURES_PER_TYPE;

  const createNew = () =>
    create.mutate(
      { type: feature, projectSK },
      {
        onSuccess: (created) => navigate(editorPath(feature, created)),
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
          {...preloadOnIntent(guestEditorPath(feature))}
          onClick={createNew}
          loading={create.isPending}
          disabled={atLimit || !list.data}
          title={atLimit ? t('project.maxFeatures') : undefined}
          aria-label={t('project.createNewNamed', { feature: title })}
        >
          <PlusIcon />
          {t('project.createNew')}
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
              feature={feature}
              item={item}
              nameLimit={cardNameLimit(narrow)}
            />
          ))}
          perPage={sliderItemsPerPage(narrow)}
          narrow={narrow}
          prevLabel={t('project.previous')}
          nextLabel={t('project.next')}
          pageLabel={(page) => t('project.page', { page })}
          emptyText={t('project.empty')}
        />
      )}
    </section>
  );
}

function FeatureCard({
  feature,
  item,
  nameLimit,
}: {
  feature: FeatureType;
  item: FeatureListItem;
  nameLimit: number;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={editorPath(feature, item)}
      {...preloadOnIntent(editorPath(feature, item))}
      className="project-card"
      aria-label={t('project.open', { name: item.name })}
      title={item.name}
    >
      <span className="project-card__thumb">
        {item.thumbnailPath ? (
          <img src={item.thumbnailPath} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="project-card__placeholder">
            <CardIllustration kind={feature} />
          </span>
        )}
      </span>
      <span className="project-card__name">{truncate(item.name, nameLimit)}</span>
    </Link>
  );
}
