import 'shared-ui/styles.css';
import './share.css';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  languageNamed,
} from 'editor-kit/languages';
import { createRoot } from 'react-dom/client';
import { readRemotesMap, type SiteEditor } from 'shared-contracts';
import { pageRemotesMap } from '../remotes/page-data';
import { SharePage } from './SharePage';
import { tokenOfPath } from './shared-view';

/**
 * A share link's page (`/s/<token>`, issue H5), an entry of its own (share.html): React,
 * this page and, per shared item, its editor's viewer; none of the site's router, i18n,
 * query client, schemas or editors. The server writes the remotes map into the page.
 */

/** The visitor's language as the site keeps it (`?lng=`, else the stored setting), read-only here. */
function pageLanguage(): string {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER);
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: English.
  }
  return (languageNamed(asked) ?? languageNamed(stored))?.shortName ?? DEFAULT_LANGUAGE;
}

function siteEditors(): SiteEditor[] {
  try {
    return readRemotesMap(pageRemotesMap()).editors;
  } catch (error) {
    console.error('The remotes map is unusable; no item can be shown', error);
    return [];
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('share.html has no #root element');
const language = pageLanguage();
document.documentElement.lang = languageNamed(language)?.locale ?? 'en';
createRoot(root).render(
  <SharePage
    token={tokenOfPath(window.location.pathname)}
    language={language}
    editors={siteEditors()}
  />,
);
