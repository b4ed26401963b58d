import { afterEach } from 'vitest';
import { activeLocale, changeSiteLanguage } from '../i18n';

// The web tests' setup (vitest.config.ts): the site's language in English, as a page
// opens, so tests find English text. A test may switch the language
// (`changeSiteLanguage('ua', false)`); the next one starts in English again.
afterEach(async () => {
  if (activeLocale() !== 'en') await changeSiteLanguage('en', false);
});
