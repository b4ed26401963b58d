import { editorPath, useFeatureDetails, useFeatureList } from 'editor-kit';
import { Link } from 'react-router';
import type { SitemapPage } from 'shared-contracts/editors/sitemap/content';
import { Select } from 'shared-ui';
import { sitemapContract } from '../contract';
import { userFlowText } from '../i18n';
import type { FlowNode } from '../model/flow';
import type { FlowCommands } from './useFlowCommands';

interface PageLinkFieldProps {
  node: FlowNode;
  projectSK: string;
  commands: FlowCommands;
}

/** Every page of a tree, depth first, with its depth (for the option's indent). */
function pagesOf(root: SitemapPage): { page: SitemapPage; depth: number }[] {
  const pages: { page: SitemapPage; depth: number }[] = [];
  const stack: { page: SitemapPage; depth: number }[] = [{ page: root, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    pages.push(next);
    for (let i = next.page.children.length - 1; i >= 0; i--)
      stack.push({ page: next.page.children[i]!, depth: next.depth + 1 });
  }
  return pages;
}

const SEPARATOR = '|';

/**
 * The sitemap page a screen stands for: a choice of every page of the project's sitemaps.
 * The link keeps the page's title, so a screen still says which page it was once the page
 * or its sitemap is deleted ('(removed)').
 */
export default function PageLinkField({ node, projectSK, commands }: PageLinkFieldProps) {
  const t = userFlowText.useT();
  const sitemaps = useFeatureList(sitemapContract.editor, projectSK);
  const details = useFeatureDetails(sitemapContract, sitemaps.data, 'user-flow-pages');
  const loading = sitemaps.isPending || details.some((query) => query.isPending);
  const options = details.flatMap((query) => {
    const sitemap = query.data;
    if (!sitemap) return [];
    return pagesOf(sitemap.root).map(({ page, depth }) => ({
      value: `${sitemap.SK}${SEPARATOR}${page.id}`,
      label: `${sitemap.name} › ${'  '.repeat(depth)}${page.title || t('untitled')}`,
      title: page.title,
    }));
  });
  const current = node.page ? `${node.page.sitemapSK}${SEPARATOR}${node.page.pageId}` : '';
  const gone =
    node.page !== null &&
    node.page !== undefined &&
    !loading &&
    !options.some((o) => o.value === current);
  return (
    <div className="uf-inspector__page">
      <Select
        label={t('inspector.page')}
        value={current}
        disabled={loading}
        hint={
          gone
            ? t('inspector.pageRemoved', { title: node.page!.title })
            : loading
              ? t('inspector.pagesLoading')
              : undefined
        }
        options={[
          { value: '', label: t('inspector.noPage') },
          ...(gone
            ? [{ value: current, label: t('inspector.pageRemoved', { title: node.page!.title }) }]
            : []),
          ...options.map(({ value, label }) => ({ value, label })),
        ]}
        onChange={(event) => {
          const value = event.target.value;
          if (!value) return commands.setPage(node.id, null);
          const option = options.find((o) => o.value === value);
          if (!option) return;
          const [sitemapSK, pageId] = value.split(SEPARATOR) as [string, string];
          commands.setPage(node.id, { sitemapSK, pageId, title: option.title.slice(0, 100) });
        }}
      />
      {node.page && !gone && !loading && (
        <Link to={editorPath(sitemapContract.editor, { PK: projectSK, SK: node.page.sitemapSK })}>
          {t('inspector.openSitemap')}
        </Link>
      )}
    </div>
  );
}
