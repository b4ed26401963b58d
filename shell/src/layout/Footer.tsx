import { useTranslation } from '../i18n';

/**
 * Spec §2: copyright 2024, credits for the icons and images (the preset persona photos
 * too), a support mail link.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <p>{t('common.footer.copyright')}</p>
        <ul className="shell-footer__credits">
          <li>
            <a href="https://lucide.dev" target="_blank" rel="noreferrer">
              {t('common.footer.iconsCredit')}
            </a>
          </li>
          <li>
            <a href="https://undraw.co" target="_blank" rel="noreferrer">
              {t('common.footer.imagesCredit')}
            </a>
          </li>
          <li>
            {/* The preset persona photos are generated from this style (editor-kit). */}
            <a href="https://www.dicebear.com/styles/open-peeps/" target="_blank" rel="noreferrer">
              {t('common.footer.personaPhotosCredit')}
            </a>
          </li>
          <li>
            <a href={`mailto:${t('common.footer.supportEmail')}`}>{t('common.footer.support')}</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
