import type { SitemapPage } from 'shared-contracts';
import { Button } from 'shared-ui';
import { sitemapText } from '../i18n';
import type { TreeCommands } from './useTreeCommands';

interface SitemapToolbarProps {
  selected: SitemapPage;
  isRoot: boolean;
  commands: TreeCommands;
  onOutlineText(): void;
}

/**
 * The selected page's actions as buttons: what the views' keys and the diagram's box
 * buttons do, in the tab order, named in words. Editing controls (not in pictures: the
 * picture is the diagram alone).
 */
export function SitemapToolbar({ selected, isRoot, commands, onOutlineText }: SitemapToolbarProps) {
  const t = sitemapText.useT();
  const hasChildren = selected.children.length > 0;
  return (
    <div className="sm-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <Button size="sm" variant="secondary" onClick={() => commands.addChildAndName(selected.id)}>
        {t('toolbar.addChild')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={isRoot}
        onClick={() => commands.addSiblingAndName(selected.id)}
      >
        {t('toolbar.addSibling')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={!hasChildren}
        onClick={() => commands.setFolded(selected.id, !selected.collapsed)}
      >
        {t(selected.collapsed ? 'toolbar.unfold' : 'toolbar.fold')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={isRoot}
        onClick={() => commands.remove(selected.id)}
      >
        {t('toolbar.remove')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onOutlineText}>
        {t('toolbar.outlineText')}
      </Button>
    </div>
  );
}
