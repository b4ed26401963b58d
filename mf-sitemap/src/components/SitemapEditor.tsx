import { FeatureEditorFrame, type ItemKeys, useFeatureEditor } from 'editor-kit';
import { useMemo, useRef } from 'react';
import type { sitemapContract as SitemapContract } from 'shared-contracts/editors/sitemap/schema';
import { sitemapContract } from '../contract';
import { exportPicture, thumbnailPicture } from '../export/pictures';
import { sitemapText } from '../i18n';
import { benchSitemap } from '../model/bench-sitemap';
import { sampleSitemap } from '../model/sample';
import { fromDetail, type SitemapDraft, setName, toRequest } from '../model/sitemap';
import { sitemapDraftCodec } from '../model/stored-draft';
import type { TreeLayout } from '../model/tree-layout';
import { benchPages, timedLayout } from './bench-hook';
import { SitemapWorkspace } from './SitemapWorkspace';

/**
 * One sitemap: a guest's sample (`keys` null) or a stored one. The editor kit runs
 * loading, saving (with the thumbnail), export, delete, create, the side list, undo and
 * the drafts kept on this device; this adds the two views of the page tree.
 */
export function SitemapEditor({ keys }: { keys: ItemKeys | null }) {
  const t = sitemapText.useT();
  const pictureRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<TreeLayout | null>(null);
  // The benchmark's generated sitemap (`/sitemap?bench=500`), for a guest only.
  const bench = keys === null ? benchPages() : null;
  const editor = useFeatureEditor<typeof SitemapContract, SitemapDraft>({
    contract: sitemapContract,
    keys,
    // The guest's sample in the language shown when the editor opens.
    sample: () =>
      bench === null
        ? sampleSitemap({
            name: t('sample.name'),
            home: t('sample.home'),
            about: t('sample.about'),
            products: t('sample.products'),
            productA: t('sample.productA'),
            productB: t('sample.productB'),
            blog: t('sample.blog'),
            post: t('sample.post'),
            contact: t('sample.contact'),
            contactForm: t('sample.contactForm'),
            help: t('sample.help'),
          })
        : { name: `${bench} pages`, root: benchSitemap(bench) },
    fromDetail,
    toRequest,
    getName: (draft) => draft.name,
    setName,
    draft: sitemapDraftCodec,
    // The picture is the whole diagram, laid out at full size, never the viewport's
    // part of it (sitemap.css, [data-exporting]); its pixel ratio follows the diagram's
    // size, read when the picture is taken.
    captureNode: () => pictureRef.current,
    get exportPicture() {
      return exportPicture(layoutRef.current);
    },
    get thumbnailPicture() {
      return thumbnailPicture(layoutRef.current);
    },
  });
  const draft = editor.content;
  const layout = useMemo(
    () => (draft ? timedLayout(draft.root, bench !== null) : null),
    [draft, bench],
  );
  layoutRef.current = layout;
  return (
    <FeatureEditorFrame editor={editor} typeLabel={t('typeLabel')} sideTitle={t('sideTitle')}>
      {draft && layout && (
        <SitemapWorkspace
          draft={draft}
          layout={layout}
          update={editor.update}
          pictureRef={pictureRef}
        />
      )}
    </FeatureEditorFrame>
  );
}
