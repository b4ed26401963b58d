import { memo } from 'react';
import { type FlowNode, NODE_SIZE } from '../model/flow';

interface FlowNodeViewProps {
  node: FlowNode;
  selected: boolean;
  /** The node a connector would go to (keyboard connecting, or a drag over it). */
  target: boolean;
  /** Shown with a handle to drag a connector from (the one selected node). */
  handle: boolean;
  /** The words shown for an empty label, its kind's name and a page link's marker. */
  untitled: string;
  kindName: string;
  pageTitle: string | null;
}

/**
 * One node, drawn by its kind (a pill for start and end, a diamond for a decision, a
 * folded corner for a note, a picture above a screen's title). Memoised: an edit or a drag
 * renders the nodes it changed, not all of them.
 */
export const FlowNodeView = memo(function FlowNodeView({
  node,
  selected,
  target,
  handle,
  untitled,
  kindName,
  pageTitle,
}: FlowNodeViewProps) {
  const { width, height } = NODE_SIZE[node.kind];
  const className = [
    'uf-node',
    `uf-node--${node.kind}`,
    selected ? 'uf-node--selected' : '',
    target ? 'uf-node--target' : '',
    node.picture ? 'uf-node--picture' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-node-id={node.id}
      style={{ left: node.x, top: node.y, width, height }}
      title={`${kindName}: ${node.label || untitled}`}
    >
      {node.kind === 'decision' && (
        <svg className="uf-node__diamond" viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
          <path
            d={`M${width / 2} 1L${width - 1} ${height / 2}L${width / 2} ${height - 1}L1 ${height / 2}Z`}
          />
        </svg>
      )}
      {node.picture && (
        <img className="uf-node__picture" src={node.picture} alt="" draggable={false} />
      )}
      <span className={node.label ? 'uf-node__label' : 'uf-node__label uf-node__label--empty'}>
        {node.label || untitled}
      </span>
      {pageTitle !== null && <span className="uf-node__page">↗ {pageTitle}</span>}
      {handle && <span className="uf-node__handle" data-handle-id={node.id} aria-hidden="true" />}
    </div>
  );
});
