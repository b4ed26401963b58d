import { guestEditorPath } from 'editor-kit/routes';
import { useTranslation } from 'react-i18next';
import type { FeatureType } from 'shared-contracts';
import { Button } from 'shared-ui';
import { preloadOnIntent } from '../../remotes/preload-intent';
import { CardIllustration, HeroIllustration } from './illustrations';
import { AVAILABLE_FEATURES, PLANNED_FEATURES, SUPPORT_URL } from './landing-cards';

/** What the buttons of the landing page do; guests and signed-in users differ. */
export interface LandingActions {
  onCreateFeature(feature: FeatureType): void;
  onCreateBlankProject(): void;
  /** Set when creating a project is not possible now; shown as the button's title. */
  blankProjectDisabledReason?: string | undefined;
  /** A create is running: its button spins. */
  busyBlankProject?: boolean;
}

/** The landing page's content (spec §1, §2 'Landing page'); behaviour comes in `actions`. */
export function LandingContent({ actions }: { actions: LandingActions }) {
  const { t } = useTranslation();
  const blankDisabled = actions.blankProjectDisabledReason !== undefined;
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-headline">
        <div className="landing-hero__text">
          <h1 id="landing-headline" className="landing-hero__title">
            {t('landing.headline')}
          </h1>
          <p className="landing-hero__intro">{t('landing.intro')}</p>
          <div className="landing-hero__actions">
            <Button
              onClick={actions.onCreateBlankProject}
              disabled={blankDisabled}
              title={actions.blankProjectDisabledReason}
              loading={actions.busyBlankProject}
            >
              {t('landing.createBlankProject')}
            </Button>
            <a className="landing-link" href="#landing-features">
              {t('landing.featuresTitle')}
            </a>
          </div>
          <p className="landing-hero__hint">{t('landing.blankProjectText')}</p>
        </div>
        <HeroIllustration />
      </section>

      <section id="landing-features" className="landing-section" aria-labelledby="landing-create">
        <h2 id="landing-create" className="landing-section__title">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="landing-grid">
          {AVAILABLE_FEATURES.map((feature) => {
            const title = t(`landing.features.${feature}.title`);
            return (
              <li key={feature} className="landing-card">
                <CardIllustration kind={feature} />
                <h3 className="landing-card__title">{title}</h3>
                <p className="landing-card__text">{t(`landing.features.${feature}.text`)}</p>
                <Button
                  className="landing-card__action"
                  // Guests open the editor at once, members after choosing a project.
                  {...preloadOnIntent(guestEditorPath(feature))}
                  onClick={() => actions.onCreateFeature(feature)}
                  aria-label={t('landing.createNamed', { name: title })}
                >
                  {t('landing.create')}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="landing-planned">
        <h2 id="landing-planned" className="landing-section__title">
          {t('landing.plannedTitle')}
        </h2>
        <ul className="landing-grid">
          {PLANNED_FEATURES.map((planned) => {
            const title = t(`landing.features.${planned}.title`);
            return (
              <li key={planned} className="landing-card landing-card--planned">
                <span className="landing-card__badge">{t('landing.planned')}</span>
                <CardIllustration kind={planned} />
                <h3 className="landing-card__title">{title}</h3>
                <p className="landing-card__text">{t(`landing.features.${planned}.text`)}</p>
                <Button
                  variant="secondary"
                  className="landing-card__action"
                  disabled
                  title={t('landing.comingSoon')}
                  aria-label={t('landing.createSoonNamed', { name: title })}
                >
                  {t('landing.comingSoon')}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="landing-support" aria-labelledby="landing-support-title">
        <h2 id="landing-support-title" className="landing-section__title">
          {t('landing.supportTitle')}
        </h2>
        <p>{t('landing.supportText')}</p>
        <a
          className="ui-button ui-button--primary ui-button--md"
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('landing.support')}
          <span className="ui-visually-hidden"> {t('landing.opensInNewTab')}</span>
        </a>
      </section>
    </div>
  );
}
