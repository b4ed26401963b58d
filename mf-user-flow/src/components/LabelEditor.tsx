import { useLayoutEffect, useRef } from 'react';
import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';
import { type FlowNode, NODE_SIZE } from '../model/flow';

interface LabelEditorProps {
  node: FlowNode;
  /** Its accessible name: 'Label of the screen'. */
  label: string;
  /** The new label, or null when cancelled. */
  onDone(label: string | null): void;
}

/**
 * A node's label edited where it is drawn: a field over the node, in the diagram's world
 * (so it pans and zooms with it). Enter keeps the text (a note's Shift+Enter starts a new
 * line), Escape takes it back, leaving the field keeps it.
 */
export function LabelEditor({ node, label, onDone }: LabelEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (value: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(value);
  };
  const { width, height } = NODE_SIZE[node.kind];
  const max =
    node.kind === 'note' ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength;
  return (
    <textarea
      ref={ref}
      className={`uf-label-editor uf-label-editor--${node.kind}`}
      style={{ left: node.x, top: node.y, width, height }}
      aria-label={label}
      defaultValue={node.label}
      maxLength={max}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          finish(null);
        } else if (event.key === 'Enter' && !(event.shiftKey && node.kind === 'note')) {
          event.preventDefault();
          finish(event.currentTarget.value.replace(/\n/g, node.kind === 'note' ? '\n' : ' '));
        }
      }}
      onBlur={(event) => finish(event.currentTarget.value)}
    />
  );
}
