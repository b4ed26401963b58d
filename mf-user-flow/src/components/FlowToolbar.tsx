import type { Point } from 'diagram-kit';
import { useState } from 'react';
import { Button, Menu } from 'shared-ui';
import { userFlowText } from '../i18n';
import type { Flow, NodeKind } from '../model/flow';
import type { Alignment } from '../model/flow-edits';
import { tidiedFlow } from './bench-hook';
import type { FlowCommands } from './useFlowCommands';

interface FlowToolbarProps {
  flow: Flow;
  selection: ReadonlySet<string>;
  focusNode: string | null;
  commands: FlowCommands;
  say(text: string): void;
  /** The viewport's middle on the plane: where a new node goes. */
  middle(): Point;
  fit(): void;
  onMermaid(): void;
}

const ADDABLE: readonly NodeKind[] = ['start', 'screen', 'action', 'decision', 'note', 'end'];
const ALIGNMENTS: readonly Alignment[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];

/**
 * The flow's actions as buttons: what the diagram's keys and gestures do, in the tab
 * order, named in words. Editing controls, not in pictures (the picture is the diagram).
 */
export function FlowToolbar({
  flow,
  selection,
  focusNode,
  commands,
  say,
  middle,
  fit,
  onMermaid,
}: FlowToolbarProps) {
  const t = userFlowText.useT();
  const [laying, setLaying] = useState(false);
  const nodes = new Set(flow.nodes.filter((node) => selection.has(node.id)).map((node) => node.id));
  const grouped = flow.nodes.some((node) => nodes.has(node.id) && node.group != null);

  const tidy = async () => {
    setLaying(true);
    try {
      const laid = await tidiedFlow(flow);
      commands.replace(() => laid);
      fit();
      say(t('say.laidOut'));
    } catch {
      say(t('say.layoutFailed'));
    } finally {
      setLaying(false);
    }
  };

  return (
    <div className="uf-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <Menu
        label={t('toolbar.add')}
        align="start"
        items={ADDABLE.map((kind) => ({
          label: t(`kinds.${kind}`),
          onSelect: () => commands.addNode(kind, middle()),
        }))}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={focusNode === null}
        onClick={() => focusNode && commands.createNext(focusNode, 'right')}
      >
        {t('toolbar.next')}
      </Button>
      <Menu
        label={t('toolbar.arrange')}
        align="start"
        items={[
          ...ALIGNMENTS.map((alignment) => ({
            label: t(`toolbar.align.${alignment}`),
            onSelect: () =>
              nodes.size < 2 ? say(t('say.chooseTwo')) : commands.align(nodes, alignment),
          })),
          {
            label: t('toolbar.distributeX'),
            onSelect: () =>
              nodes.size < 3 ? say(t('say.chooseThree')) : commands.distribute(nodes, 'x'),
          },
          {
            label: t('toolbar.distributeY'),
            onSelect: () =>
              nodes.size < 3 ? say(t('say.chooseThree')) : commands.distribute(nodes, 'y'),
          },
        ]}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={nodes.size === 0}
        onClick={() => commands.group(nodes)}
      >
        {t('toolbar.group')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={!grouped}
        onClick={() => commands.ungroup(nodes)}
      >
        {t('toolbar.ungroup')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={selection.size === 0}
        onClick={() => commands.remove(selection)}
      >
        {t('toolbar.remove')}
      </Button>
      <Button size="sm" variant="secondary" loading={laying} onClick={() => void tidy()}>
        {t('toolbar.layout')}
      </Button>
      <label className="uf-toolbar__check">
        <input
          type="checkbox"
          checked={flow.snapToGrid}
          onChange={(event) => commands.setSnap(event.target.checked)}
        />
        {t('toolbar.snap')}
      </label>
      <Button size="sm" variant="ghost" onClick={onMermaid}>
        {t('toolbar.mermaid')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          // Its code is loaded when asked for, like the layout's.
          void import('../export/download-svg').then(({ downloadSvg }) =>
            downloadSvg(flow, t('untitled')),
          )
        }
      >
        {t('toolbar.svg')}
      </Button>
    </div>
  );
}
