import { guestEditorPath } from 'editor-kit/routes';
import type { ReactNode } from 'react';
import type { IllustrationPart, StoringEditor } from 'shared-contracts';
import { Button } from 'shared-ui';
import { siteEditors } from '../../editors/site-editors';
import { useEditorWords } from '../../editors/useEditorWords';
import { useTranslation } from '../../i18n';
import { preloadOnIntent } from '../../remotes/preload-intent';
import { CardIllustration, HeroIllustration } from './illustrations';
import { landingCards, SUPPORT_URL } from './landing-cards';

/** What the buttons of the landing page do; guests and signed-in users differ. */
export interface LandingActions {
  onCreateFeature(editor: StoringEditor): void;
  onCreateBlankProject(): void;
  /** Set when creating a project is not possible now; shown as the button's title. */
  blankProjectDisabledReason?: string | undefined;
  /** A create is running: its button spins. */
  busyBlankProject?: boolean;
}

/** The landing page's content (spec §1, §2 'Landing page'); behaviour comes in `actions`. */
export function LandingContent({ actions }: { actions: LandingActions }) {
  const { t } = useTranslation();
  const words = useEditorWords();
  const { editors, planned } = siteEditors();
  const cards = landingCards(editors, planned);
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
          {cards.creatable.map((editor) => {
            const { title, text } = words(editor);
            return (
              <LandingCard key={editor.type} editor={editor} title={title} text={text}>
                <Button
                  className="landing-card__action"
                  // Guests open the editor at once, members after choosing a project.
                  {...preloadOnIntent(guestEditorPath(editor))}
                  onClick={() => actions.onCreateFeature(editor)}
                  aria-label={t('landing.createNamed', { name: title })}
                >
                  {t('landing.create')}
                </Button>
              </LandingCard>
            );
          })}
          {cards.unavailable.map((editor) => {
            const { title, text } = words(editor);
            return (
              <LandingCard key={editor.type} editor={editor} title={title} text={text} muted>
                <DisabledCardButton
                  title={t('common.remotes.unavailable')}
                  label={t('landing.createUnavailableNamed', { name: title })}
                >
                  {t('landing.create')}
                </DisabledCardButton>
              </LandingCard>
            );
          })}
        </ul>
      </section>

      {cards.planned.length > 0 && (
        <section className="landing-section" aria-labelledby="landing-planned">
          <h2 id="landing-planned" className="landing-section__title">
            {t('landing.plannedTitle')}
          </h2>
          <ul className="landing-grid">
            {cards.planned.map((coming) => {
              const { title, text } = words(coming);
              return (
                <LandingCard
                  key={coming.type}
                  editor={coming}
                  title={title}
                  text={text}
                  muted
                  badge={t('landing.planned')}
                >
                  <DisabledCardButton
                    title={t('landing.comingSoon')}
                    label={t('landing.createSoonNamed', { name: title })}
                  >
                    {t('landing.comingSoon')}
                  </DisabledCardButton>
                </LandingCard>
              );
            })}
          </ul>
        </section>
      )}

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

/** One card of the landing grid: an editor's picture, title and text, and its button. */
function LandingCard({
  editor,
  title,
  text,
  muted = false,
  badge,
  children,
}: {
  editor: { illustration: readonly IllustrationPart[] };
  title: string;
  text: string;
  /** Not creatable now (unavailable or planned): drawn quieter. */
  muted?: boolean;
  badge?: string;
  children: ReactNode;
}) {
  return (
    <li className={muted ? 'landing-card landing-card--planned' : 'landing-card'}>
      {badge && <span className="landing-card__badge">{badge}</span>}
      <CardIllustration parts={editor.illustration} />
      <h3 className="landing-card__title">{title}</h3>
      <p className="landing-card__text">{text}</p>
      {children}
    </li>
  );
}

function DisabledCardButton({
  title,
  label,
  children,
}: {
  title: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      className="landing-card__action"
      disabled
      title={title}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
