import { useId, useMemo } from 'react';
import type { ViewerProps } from 'shared-contracts';
import { PageList } from './viewer/PageList';
import { readSitemap } from './viewer/read-sitemap';
import { SitemapDiagram } from './viewer/SitemapDiagram';
import { wordsIn } from './viewer/words';
import './viewer/viewer.css';

/**
 * A sitemap read-only (issue H5), for share links and the project's PDF: its name, the
 * tree drawn as the editor lays it out (its folds kept), and every page as a nested list
 * with its path and note. No editing code: the model's layout and React only, so a share
 * page loads a few kilobytes.
 */
export default function SitemapViewer({ item, language }: ViewerProps) {
  const nameId = useId();
  const words = wordsIn(language);
  const sitemap = useMemo(() => readSitemap(item), [item]);
  const name = sitemap.name || words.untitled;
  return (
    <article className="smv" aria-labelledby={nameId}>
      <h2 id={nameId} className="smv-name">
        {name}
      </h2>
      {sitemap.root && (
        <>
          <SitemapDiagram
            root={sitemap.root}
            label={`${words.diagram.label}: ${name}`}
            words={words}
          />
          <section className="smv-outline">
            <h3 className="smv-heading">{words.outline.title}</h3>
            <PageList pages={[sitemap.root]} words={words} />
          </section>
        </>
      )}
    </article>
  );
}
