import type { RefObject } from 'react';
import { SITEMAP_LIMITS, type SitemapPage } from 'shared-contracts';
import { Select, TextArea, TextField } from 'shared-ui';
import { sitemapText } from '../i18n';
import { countPages } from '../model/page-tree';
import { PAGE_TYPES } from '../model/page-types';
import type { TreeCommands } from './useTreeCommands';

interface PageDetailsProps {
  page: SitemapPage;
  level: number;
  commands: TreeCommands;
  titleRef: RefObject<HTMLInputElement | null>;
}

/**
 * The selected page's own fields: title, URL path, type and note. Typing goes straight
 * into the model (both views follow it), one undo step per field and pause (the kit's
 * typing rule); the inputs cut at the contract's lengths as the model does.
 */
export function PageDetails({ page, level, commands, titleRef }: PageDetailsProps) {
  const t = sitemapText.useT();
  const below = countPages(page) - 1;
  return (
    <section className="sm-details" aria-labelledby="sm-details-title">
      <h2 id="sm-details-title" className="sm-pane-title">
        {t('details.title')}
      </h2>
      <p className="sm-details__place">
        {t('details.place', { level, max: SITEMAP_LIMITS.maxDepth })}
        {below > 0 && ` · ${t('details.below', { count: below })}`}
      </p>
      <TextField
        ref={titleRef}
        label={t('details.pageTitle')}
        value={page.title}
        placeholder={t('untitled')}
        maxLength={SITEMAP_LIMITS.titleMaxLength}
        onChange={(event) => commands.edit(page.id, 'title', event.target.value)}
      />
      <TextField
        label={t('details.path')}
        hint={t('details.pathHint')}
        value={page.path}
        maxLength={SITEMAP_LIMITS.pathMaxLength}
        spellCheck={false}
        onChange={(event) => commands.edit(page.id, 'path', event.target.value)}
      />
      <Select
        label={t('details.type')}
        value={page.type}
        options={PAGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(event) =>
          commands.edit(page.id, 'type', event.target.value as SitemapPage['type'])
        }
      />
      <TextArea
        label={t('details.note')}
        value={page.note}
        maxLength={SITEMAP_LIMITS.noteMaxLength}
        rows={3}
        onChange={(event) => commands.edit(page.id, 'note', event.target.value)}
      />
    </section>
  );
}
