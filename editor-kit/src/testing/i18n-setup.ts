import { afterEach } from 'vitest';
import { activeLocale, changeSiteLanguage, initSiteI18n } from '../i18n';

// The web tests' setup (vitest.config.ts): the site's one i18next, in English, as the
// shell starts it, so tests find English text. A test may switch the language
// (`changeSiteLanguage('ua', false)`); the next one starts in English again.
initSiteI18n();

afterEach(async () => {
  if (activeLocale() !== 'en') await changeSiteLanguage('en', false);
});
