import type { Point } from 'diagram-kit';
import type { ItemKeys } from 'editor-kit';
import {
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { loadSchemas } from '../contract';
import { userFlowText } from '../i18n';
import { clipText } from '../model/clipboard';
import type { Flow } from '../model/flow';
import { ActorsBar } from './ActorsBar';
import { FlowDiagram } from './FlowDiagram';
import { FlowInspector } from './FlowInspector';
import { FlowOutline } from './FlowOutline';
import { FlowToolbar } from './FlowToolbar';
import { useOutlineWords } from './outline-words';
import { type Update, useFlowCommands } from './useFlowCommands';

// Opened by a button: its code is loaded then, not with the editor.
const MermaidDialog = lazy(() => import('./MermaidDialog'));

interface FlowWorkspaceProps {
  flow: Flow;
  update: Update;
  keys: ItemKeys | null;
  pictureRef: RefObject<HTMLDivElement | null>;
}

/**
 * The flow's views side by side, the list view (with the selection's details under it)
 * and the diagram, with one selection between them, a toolbar, the flow's actors, and one
 * status line that says what each action did or why it was refused (a polite live region,
 * so a screen reader hears it without losing its place).
 */
export function FlowWorkspace({ flow, update, keys, pictureRef }: FlowWorkspaceProps) {
  const t = userFlowText.useT();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [focusNode, setFocusNode] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState({ text: '', seq: 0 });
  const [mermaidOpen, setMermaidOpen] = useState(false);
  const [connectorFocus, setConnectorFocus] = useState<{ id: string; tick: number } | null>(null);
  const cameraRef = useRef<{ middle(): Point; fitSoon(): void } | null>(null);

  // The selection outlives the parts it named (undo, a delete): only what is still there.
  const selection = useMemo(() => {
    const ids = new Set([...flow.nodes.map((n) => n.id), ...flow.connectors.map((c) => c.id)]);
    return new Set(chosen.filter((id) => ids.has(id)));
  }, [chosen, flow.nodes, flow.connectors]);
  // The keys act from the last part selected: a node, or a connector's source; once that
  // is deleted, from the node they acted from before.
  const lastFocus = useRef<string | null>(null);
  const focus = useMemo(() => {
    const exists = (id: string | null) => id !== null && flow.nodes.some((node) => node.id === id);
    if (exists(focusNode)) return focusNode;
    const source = flow.connectors.find((connector) => connector.id === focusNode)?.from ?? null;
    if (source !== null) return source;
    return exists(lastFocus.current) ? lastFocus.current : null;
  }, [focusNode, flow.nodes, flow.connectors]);
  lastFocus.current = focus;

  const say = useCallback((text: string) => setStatus((last) => ({ text, seq: last.seq + 1 })), []);
  const describeRef = useRef<(id: string) => string>(() => '');
  const select = useCallback(
    (ids: readonly string[], announce?: boolean) => {
      setChosen(ids);
      // Read when rendered (an edit's new node is not in this render's flow yet).
      const last = ids[ids.length - 1];
      if (last !== undefined) setFocusNode(last);
      if (announce && ids.length === 1) say(describeRef.current(ids[0]!));
      else if (announce && ids.length > 1) say(t('say.selectedMany', { count: ids.length }));
    },
    [say, t],
  );
  const commands = useFlowCommands({ flow, update, select, say });

  // What the status line says of a part selected by keyboard: its kind, label and links.
  describeRef.current = (id: string) => {
    const node = flow.nodes.find((item) => item.id === id);
    if (node) {
      const out = flow.connectors.filter((c) => c.from === id).length;
      const into = flow.connectors.filter((c) => c.to === id).length;
      return t('say.node', { name: commands.nodeName(node), out, into });
    }
    const connector = flow.connectors.find((item) => item.id === id);
    if (!connector) return '';
    return t(connector.label ? 'say.connectorLabelled' : 'say.connector', {
      from: commands.nameOf(connector.from),
      to: commands.nameOf(connector.to),
      label: connector.label,
    });
  };

  // Copy, cut and paste while the diagram or the list view has the focus: the page's own
  // clipboard events, which every browser gives a page on Ctrl/⌘+C, X and V.
  const workspaceRef = useRef<HTMLDivElement>(null);
  const clipState = useRef({ selection, commands, say, t });
  clipState.current = { selection, commands, say, t };
  useEffect(() => {
    const inViews = () => {
      const active = document.activeElement;
      return (
        !!active &&
        !!workspaceRef.current?.contains(active) &&
        !!active.closest('.uf-diagram, .uf-outline') &&
        !active.closest('input, textarea, select')
      );
    };
    const onCopy = (event: ClipboardEvent, cut: boolean) => {
      if (!inViews() || !event.clipboardData) return;
      const { selection, commands, say, t } = clipState.current;
      const clip = commands.copy(selection);
      if (!clip) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', clipText(clip));
      if (cut) commands.remove(new Set(clip.nodes.map((node) => node.id)));
      else say(t('say.copied', { count: clip.nodes.length }));
    };
    const copy = (event: ClipboardEvent) => onCopy(event, false);
    const cut = (event: ClipboardEvent) => onCopy(event, true);
    const paste = (event: ClipboardEvent) => {
      if (!inViews() || !event.clipboardData) return;
      event.preventDefault();
      const text = event.clipboardData.getData('text/plain');
      // Read back through the editor's schemas, loaded with the first paste.
      void loadSchemas().then(
        ({ readClip }) => {
          const { commands, say, t } = clipState.current;
          const clip = readClip(text);
          if (clip) commands.paste(clip);
          else say(t('say.nothingToPaste'));
        },
        (error: unknown) => {
          console.error('The paste could not be read', error);
          const { say, t } = clipState.current;
          say(t('say.nothingToPaste'));
        },
      );
    };
    document.addEventListener('copy', copy);
    document.addEventListener('cut', cut);
    document.addEventListener('paste', paste);
    return () => {
      document.removeEventListener('copy', copy);
      document.removeEventListener('cut', cut);
      document.removeEventListener('paste', paste);
    };
  }, []);

  const outlineWords = useOutlineWords();
  const editConnector = useCallback((id: string) => {
    setChosen([id]);
    setConnectorFocus((last) => ({ id, tick: (last?.tick ?? 0) + 1 }));
  }, []);

  return (
    <div className="uf-workspace" ref={workspaceRef}>
      <FlowToolbar
        flow={flow}
        selection={selection}
        focusNode={focus}
        commands={commands}
        say={say}
        middle={() => cameraRef.current?.middle() ?? { x: 0, y: 0 }}
        fit={() => cameraRef.current?.fitSoon()}
        onMermaid={() => setMermaidOpen(true)}
      />
      <ActorsBar flow={flow} keys={keys} commands={commands} />
      <p className="uf-status" role="status" aria-live="polite">
        <span key={status.seq}>{status.text}</span>
      </p>
      <div className="uf-panes">
        <div className="uf-side">
          <section className="uf-outline-pane" aria-labelledby="uf-outline-title">
            <h2 id="uf-outline-title" className="uf-pane-title">
              {t('outline.title')}
            </h2>
            <FlowOutline
              flow={flow}
              selectedIds={selection}
              onSelect={(id) => select([id])}
              onRename={commands.rename}
              onAddNext={(id) => commands.createNext(id, 'right')}
              onRemove={(id) => commands.remove(new Set([id]))}
              words={outlineWords}
            />
          </section>
          <FlowInspector
            flow={flow}
            selection={selection}
            commands={commands}
            keys={keys}
            say={say}
            connectorFocus={connectorFocus}
          />
        </div>
        <FlowDiagram
          flow={flow}
          selection={selection}
          focusNode={focus}
          select={select}
          commands={commands}
          editing={editing}
          setEditing={setEditing}
          editConnector={editConnector}
          say={say}
          pictureRef={pictureRef}
          cameraRef={cameraRef}
        />
      </div>
      {mermaidOpen && (
        <Suspense fallback={null}>
          <MermaidDialog
            flow={flow}
            commands={commands}
            onClose={() => setMermaidOpen(false)}
            onImported={() => cameraRef.current?.fitSoon()}
          />
        </Suspense>
      )}
    </div>
  );
}
