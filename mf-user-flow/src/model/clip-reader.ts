import { userFlowContent } from 'shared-contracts/editors/user-flow/schema';
import { CLIP_TYPE, type Clip } from './clipboard';

/*
 * A paste read back through the save's own schemas (a clipboard is input like any other):
 * zod's, so this module comes with the editor's schemas on the first paste, never with
 * the editor's first render (issue H2).
 */

/** The clip a clipboard's text holds, or null for any other text. */
export function readClip(text: string): Clip | null {
  if (!text.includes(CLIP_TYPE)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, version, nodes, connectors, groups } = value as Record<string, unknown>;
  if (type !== CLIP_TYPE || version !== 1) return null;
  // Its parts must pass as a flow of their own would (the save's schema, no actors): the
  // same limits, lengths and connectors between its own nodes.
  const parsed = userFlowContent.safeParse({
    name: 'clip',
    actors: [],
    snapToGrid: false,
    nodes,
    connectors,
    groups,
  });
  if (!parsed.success) return null;
  const clip = parsed.data;
  return {
    type: CLIP_TYPE,
    version: 1,
    nodes: clip.nodes,
    connectors: clip.connectors,
    groups: clip.groups,
  };
}
