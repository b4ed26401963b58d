import { useCallback, useEffect, useState } from 'react';
import { kindWord, type SiteEditor, wordsIn } from 'shared-contracts';
import { ItemViewer } from '../viewers/ItemViewer';
import { type ShareWords, shareWordsIn } from './share-words';
import { fetchSharedView, type SharedItem, type SharedLoad, type SharedView } from './shared-view';
import { loadViewer } from './viewer-loader';

interface SharePageProps {
  token: string | null;
  language: string;
  /** The site's editors, from the remotes map in the page. */
  editors: readonly SiteEditor[];
}

/** An item's kind in the page's language: 'User persona'. */
function kindOf(editor: SiteEditor | undefined, item: SharedItem, language: string) {
  return editor ? kindWord(wordsIn(editor.words, language)) : item.type;
}

function titleOf(view: SharedView): string {
  return view.kind === 'item' ? (view.items[0]?.name ?? view.project.name) : view.project.name;
}

/**
 * A share link's page (issue H5): the shared item, or every item of the shared project,
 * each shown read-only by its editor's viewer; no account, no editing. A link that does
 * not work says so in the words; a failed load offers to try again.
 */
export function SharePage({ token, language, editors }: SharePageProps) {
  const words = shareWordsIn(language);
  const [load, setLoad] = useState<SharedLoad | null>(null);
  const fetchView = useCallback(() => {
    setLoad(null);
    void fetchSharedView(token).then(setLoad);
  }, [token]);
  useEffect(fetchView, [fetchView]);

  useEffect(() => {
    if (load?.state === 'ready') document.title = `${titleOf(load.view)} – ${words.siteName}`;
    if (load?.state === 'gone') document.title = `${words.gone} – ${words.siteName}`;
  }, [load, words]);

  return (
    <div className="share-page">
      <header className="share-page__bar">
        <a className="share-page__site" href="/">
          {words.siteName}
        </a>
        <span className="share-page__badge">{words.readOnly}</span>
      </header>
      <main className="share-page__main" aria-busy={load === null}>
        {load === null && <p className="share-page__note">{words.loading}</p>}
        {load?.state === 'gone' && (
          <section className="share-page__gone">
            <h1>{words.gone}</h1>
            <p>{words.goneHint}</p>
            <p>
              <a href="/">{words.goHome}</a>
            </p>
          </section>
        )}
        {load?.state === 'failed' && (
          <div role="alert" className="share-page__gone">
            <p>{words.failed}</p>
            <button type="button" className="share-page__retry" onClick={fetchView}>
              {words.tryAgain}
            </button>
          </div>
        )}
        {load?.state === 'ready' && (
          <SharedContent view={load.view} language={language} editors={editors} words={words} />
        )}
      </main>
    </div>
  );
}

function SharedContent({
  view,
  language,
  editors,
  words,
}: {
  view: SharedView;
  language: string;
  editors: readonly SiteEditor[];
  words: ShareWords;
}) {
  const editorOf = (item: SharedItem) => editors.find((editor) => editor.type === item.type);
  const sections = view.items.map((item, index) => ({
    item,
    id: `shared-item-${index + 1}`,
    editor: editorOf(item),
    kind: kindOf(editorOf(item), item, language),
  }));
  const first = sections[0];
  return (
    <>
      {/* One item names itself in its viewer's heading: the page's h1 is for screen readers. */}
      <h1 className={view.kind === 'item' ? 'ui-visually-hidden' : 'share-page__title'}>
        {titleOf(view)}
      </h1>
      <p className="share-page__by">
        {view.kind === 'item' && first ? `${first.kind} · ` : ''}
        {words.sharedBy(view.sharedBy)}
      </p>
      {view.kind === 'project' && view.project.description && (
        <p className="share-page__description">{view.project.description}</p>
      )}
      {view.kind === 'project' && sections.length === 0 && (
        <p className="share-page__note">{words.empty}</p>
      )}
      {view.kind === 'project' && sections.length > 1 && (
        <nav className="share-page__contents" aria-label={words.contents}>
          <h2>{words.contents}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  {section.kind}: {section.item.name}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map(({ editor, ...section }) => {
        const unavailable = (
          <p className="share-page__note">
            {words.cannotShow(section.kind.toLowerCase(), section.item.name)}
          </p>
        );
        return (
          // The viewer shows the item whole, its name as its heading; the page adds its kind.
          <section
            key={section.id}
            id={section.id}
            className="share-page__item"
            aria-label={`${section.kind}: ${section.item.name}`}
          >
            {view.kind === 'project' && <p className="share-page__kind">{section.kind}</p>}
            {editor?.viewer && editor.available ? (
              <ItemViewer
                load={() => loadViewer(editor.remote)}
                item={section.item.detail}
                related={view.related}
                language={language}
                loading={<p className="share-page__note">{words.loading}</p>}
                unavailable={unavailable}
              />
            ) : (
              unavailable
            )}
          </section>
        );
      })}
      <p className="share-page__footer">
        <a href="/">{words.goHome}</a>
      </p>
    </>
  );
}
