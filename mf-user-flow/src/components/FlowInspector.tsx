import { type ItemKeys, photoFileProblem, useMessageText } from 'editor-kit';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import {
  USER_FLOW_LIMITS,
  USER_FLOW_NODE_KINDS,
  USER_FLOW_ROUTES,
  type UserFlowRoute,
} from 'shared-contracts/editors/user-flow/content';
import { Button, Select, TextArea, TextField } from 'shared-ui';
import { userFlowText } from '../i18n';
import type { Flow, FlowConnector, FlowNode, NodeKind } from '../model/flow';
import { pictureDataUrl } from './picture-file';
import type { FlowCommands } from './useFlowCommands';

// Only a signed-in user's screens link to sitemap pages: its code (and the sitemap's
// schema) is loaded when such a screen is selected.
const PageLinkField = lazy(() => import('./PageLinkField'));

interface FlowInspectorProps {
  flow: Flow;
  selection: ReadonlySet<string>;
  commands: FlowCommands;
  keys: ItemKeys | null;
  say(text: string): void;
  /** A connector whose label field takes the focus (F2 or a double click on it). */
  connectorFocus: { id: string; tick: number } | null;
}

/**
 * The selection's details under the list view: a node's kind, label, group, picture and
 * sitemap page, and its connectors; a connector's label, route and direction. Every field
 * is what a gesture or key does, so nothing needs the mouse.
 */
export function FlowInspector({
  flow,
  selection,
  commands,
  keys,
  say,
  connectorFocus,
}: FlowInspectorProps) {
  const t = userFlowText.useT();
  const node = selection.size === 1 ? flow.nodes.find((n) => selection.has(n.id)) : undefined;
  const connector =
    selection.size === 1 ? flow.connectors.find((c) => selection.has(c.id)) : undefined;
  return (
    <section className="uf-inspector" aria-labelledby="uf-inspector-title">
      <h2 id="uf-inspector-title" className="uf-pane-title">
        {t('inspector.title')}
      </h2>
      {node ? (
        <NodeDetails
          key={node.id}
          flow={flow}
          node={node}
          commands={commands}
          keys={keys}
          say={say}
          connectorFocus={connectorFocus}
        />
      ) : connector ? (
        <ConnectorFields
          key={connector.id}
          connector={connector}
          commands={commands}
          heading={t('inspector.connector', {
            from: commands.nameOf(connector.from),
            to: commands.nameOf(connector.to),
          })}
          focusTick={connectorFocus?.id === connector.id ? connectorFocus.tick : 0}
        />
      ) : (
        <p className="uf-inspector__hint">
          {selection.size > 1
            ? t('inspector.many', { count: selection.size })
            : t('inspector.none')}
        </p>
      )}
    </section>
  );
}

function NodeDetails({
  flow,
  node,
  commands,
  keys,
  say,
  connectorFocus,
}: {
  flow: Flow;
  node: FlowNode;
  commands: FlowCommands;
  keys: ItemKeys | null;
  say(text: string): void;
  connectorFocus: { id: string; tick: number } | null;
}) {
  const t = userFlowText.useT();
  const messageText = useMessageText();
  const fileId = useId();
  const isNote = node.kind === 'note';
  const outgoing = flow.connectors.filter((c) => c.from === node.id);
  const incoming = flow.connectors.filter((c) => c.to === node.id);
  const group = flow.groups.find((g) => g.id === node.group);

  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    const problem = await photoFileProblem(file);
    if (problem) return say(messageText(problem));
    try {
      commands.setPicture(node.id, await pictureDataUrl(file));
      say(t('say.pictureAdded'));
    } catch {
      say(messageText('onlyImages'));
    }
  };

  const labelProps = {
    label: t('inspector.label'),
    value: node.label,
    maxLength: isNote ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength,
    onChange: (event: { target: { value: string } }) =>
      commands.rename(node.id, event.target.value),
  };

  return (
    <div className="uf-inspector__fields">
      <Select
        label={t('inspector.kind')}
        value={node.kind}
        options={USER_FLOW_NODE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        onChange={(event) => commands.setKind(node.id, event.target.value as NodeKind)}
      />
      {isNote ? <TextArea {...labelProps} rows={4} /> : <TextField {...labelProps} />}
      <Select
        label={t('inspector.group')}
        value={node.group ?? ''}
        options={[
          { value: '', label: t('inspector.noGroup') },
          ...flow.groups.map((g) => ({ value: g.id, label: g.label || t('untitledGroup') })),
        ]}
        onChange={(event) => commands.setGroup(node.id, event.target.value || null)}
      />
      {group && (
        <TextField
          label={t('inspector.groupName')}
          value={group.label}
          maxLength={USER_FLOW_LIMITS.labelMaxLength}
          onChange={(event) => commands.renameGroup(group.id, event.target.value)}
        />
      )}
      {node.kind === 'screen' && (
        <div className="uf-inspector__picture">
          <span className="uf-inspector__label">{t('inspector.picture')}</span>
          {node.picture && <img src={node.picture} alt={t('inspector.pictureAlt')} />}
          <div className="uf-inspector__row">
            <label className="uf-file-button" htmlFor={fileId}>
              {node.picture ? t('inspector.replacePicture') : t('inspector.addPicture')}
            </label>
            <input
              id={fileId}
              className="uf-file-input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                void choosePicture(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {node.picture && (
              <Button size="sm" variant="ghost" onClick={() => commands.setPicture(node.id, null)}>
                {t('inspector.removePicture')}
              </Button>
            )}
          </div>
        </div>
      )}
      {node.kind === 'screen' &&
        (keys ? (
          <Suspense fallback={null}>
            <PageLinkField node={node} projectSK={keys.PK} commands={commands} />
          </Suspense>
        ) : (
          <p className="uf-inspector__hint">{t('inspector.pageGuest')}</p>
        ))}
      <h3 className="uf-inspector__subtitle">
        {t('inspector.outgoing', { count: outgoing.length })}
      </h3>
      {outgoing.map((c) => (
        <ConnectorFields
          key={c.id}
          connector={c}
          commands={commands}
          heading={t('inspector.to', { name: commands.nameOf(c.to) })}
          focusTick={connectorFocus?.id === c.id ? connectorFocus.tick : 0}
        />
      ))}
      {incoming.length > 0 && (
        <>
          <h3 className="uf-inspector__subtitle">
            {t('inspector.incoming', { count: incoming.length })}
          </h3>
          <ul className="uf-inspector__list">
            {incoming.map((c) => (
              <li key={c.id}>
                {c.label ? `${commands.nameOf(c.from)} (${c.label})` : commands.nameOf(c.from)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ConnectorFields({
  connector,
  commands,
  heading,
  focusTick,
}: {
  connector: FlowConnector;
  commands: FlowCommands;
  heading: string;
  focusTick: number;
}) {
  const t = userFlowText.useT();
  const labelRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusTick > 0) labelRef.current?.focus();
  }, [focusTick]);
  return (
    <fieldset className="uf-connector-fields">
      <legend>{heading}</legend>
      <TextField
        ref={labelRef}
        label={t('inspector.connectorLabel')}
        value={connector.label}
        maxLength={USER_FLOW_LIMITS.labelMaxLength}
        onChange={(event) => commands.setConnectorLabel(connector.id, event.target.value)}
      />
      <Select
        label={t('inspector.route')}
        value={connector.route}
        options={USER_FLOW_ROUTES.map((route) => ({ value: route, label: t(`routes.${route}`) }))}
        onChange={(event) => commands.setRoute(connector.id, event.target.value as UserFlowRoute)}
      />
      <div className="uf-inspector__row">
        <Button size="sm" variant="ghost" onClick={() => commands.reverse(connector.id)}>
          {t('inspector.reverse')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => commands.remove(new Set([connector.id]))}>
          {t('inspector.removeConnector')}
        </Button>
      </div>
    </fieldset>
  );
}
