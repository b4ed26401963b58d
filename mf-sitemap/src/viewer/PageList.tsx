import type { SitemapPage } from 'shared-contracts';
import type { ShownWords } from './words';

/**
 * Every page as a nested list, folded branches too: the diagram keeps the author's folds
 * and cuts long titles, so this is where every title, path and note is whole, for screen
 * readers and for copying.
 */
export function PageList({ pages, words }: { pages: readonly SitemapPage[]; words: ShownWords }) {
  return (
    <ul className="smv-pages">
      {pages.map((page) => (
        <li key={page.id}>
          <span className={page.title.trim() ? 'smv-title' : 'smv-title smv-untitled'}>
            {page.title.trim() || words.untitled}
          </span>
          {page.type !== 'page' && <span className="smv-type">{words.types[page.type]}</span>}
          {page.path && (
            <span className="smv-path">
              <span className="smv-hidden">{`${words.details.path}: `}</span>
              {page.path}
            </span>
          )}
          {page.note && (
            <span className="smv-note">
              <span className="smv-hidden">{`${words.details.note}: `}</span>
              {page.note}
            </span>
          )}
          {page.children.length > 0 && <PageList pages={page.children} words={words} />}
        </li>
      ))}
    </ul>
  );
}
