import type { Point, Rect } from 'diagram-kit';
import { memo } from 'react';
import type { FlowConnector } from '../model/flow';
import { arrowheadPath, midpoint, pathOf, type RoutedConnector } from '../model/flow-geometry';

interface FlowConnectorsProps {
  routed: readonly RoutedConnector[];
  bounds: Rect;
  selection: ReadonlySet<string>;
  /** A connector being drawn: from a node's outline to the pointer or a target node. */
  pending: Point[] | null;
}

/**
 * The connectors: one SVG under the nodes, a line and an arrowhead each, and their labels
 * at their middles. Each connector is memoised on its own line, so moving a node redraws
 * the connectors that follow it.
 */
export function FlowConnectors({ routed, bounds, selection, pending }: FlowConnectorsProps) {
  return (
    <>
      <svg
        className="uf-connectors"
        style={{ left: bounds.x, top: bounds.y }}
        width={bounds.width}
        height={bounds.height}
        viewBox={`${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`}
        aria-hidden="true"
      >
        {routed.map(({ connector, points }) => (
          <ConnectorLine
            key={connector.id}
            path={pathOf(points)}
            head={arrowheadPath(points)}
            selected={selection.has(connector.id)}
          />
        ))}
        {pending && (
          <g className="uf-connector uf-connector--pending">
            <path d={pathOf(pending)} />
            <path className="uf-connector__head" d={arrowheadPath(pending)} />
          </g>
        )}
      </svg>
      {routed.map(({ connector, points }) =>
        connector.label ? (
          <ConnectorLabel
            key={connector.id}
            connector={connector}
            at={midpoint(points)}
            selected={selection.has(connector.id)}
          />
        ) : null,
      )}
    </>
  );
}

const ConnectorLine = memo(function ConnectorLine({
  path,
  head,
  selected,
}: {
  path: string;
  head: string;
  selected: boolean;
}) {
  return (
    <g className={selected ? 'uf-connector uf-connector--selected' : 'uf-connector'}>
      <path d={path} />
      <path className="uf-connector__head" d={head} />
    </g>
  );
});

const ConnectorLabel = memo(
  function ConnectorLabel({
    connector,
    at,
    selected,
  }: {
    connector: FlowConnector;
    at: Point;
    selected: boolean;
  }) {
    return (
      <span
        className={
          selected ? 'uf-connector-label uf-connector-label--selected' : 'uf-connector-label'
        }
        data-connector-id={connector.id}
        style={{ left: at.x, top: at.y }}
      >
        {connector.label}
      </span>
    );
  },
  (a, b) =>
    a.connector.label === b.connector.label &&
    a.connector.id === b.connector.id &&
    a.at.x === b.at.x &&
    a.at.y === b.at.y &&
    a.selected === b.selected,
);
