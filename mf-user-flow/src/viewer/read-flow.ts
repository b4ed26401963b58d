import {
  type Flow,
  type FlowConnector,
  type FlowGroup,
  type FlowNode,
  NODE_SIZE,
  type NodeKind,
} from '../model/flow';

/*
 * The API's item read without trusting it: the viewer has no schema library (a share
 * page must not load zod), and an item from an older or newer release may lack a field or
 * hold another type. Whatever is missing or malformed reads as empty, so the model's
 * pure functions (layout, SVG, reading order) get a well-formed flow and never throw.
 */

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A place on the plane, kept within the schema's ±100,000 so one stray figure cannot blow up the picture. */
const coordinate = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.max(-100_000, Math.min(100_000, value))
    : 0;
const isKind = (value: unknown): value is NodeKind =>
  typeof value === 'string' && Object.hasOwn(NODE_SIZE, value);
/** A screen's picture as the editor stores it (a data URL) or a served image; anything else is dropped. */
const picture = (value: unknown): string | null =>
  typeof value === 'string' && /^(data:image\/|https:\/\/)/.test(value) ? value : null;

/** Parts without an id, or with one already used, are left out: connectors and groups name parts by id. */
function uniqueById<T extends { id: string }>(parts: T[]): T[] {
  const seen = new Set<string>();
  return parts.filter((part) => {
    if (part.id === '' || seen.has(part.id)) return false;
    seen.add(part.id);
    return true;
  });
}

export function readFlow(item: Fields): Flow {
  const nodes: FlowNode[] = uniqueById(
    list(item.nodes).map((node) => {
      const page = record(node.page);
      return {
        id: text(node.id),
        // An unknown kind (a newer editor's) still shows its words, in an action's box.
        kind: isKind(node.kind) ? node.kind : 'action',
        x: coordinate(node.x),
        y: coordinate(node.y),
        label: text(node.label),
        picture: picture(node.picture),
        page: text(page.title)
          ? { sitemapSK: text(page.sitemapSK), pageId: text(page.pageId), title: text(page.title) }
          : null,
        group: text(node.group) || null,
      };
    }),
  );
  const nodeIds = new Set(nodes.map((node) => node.id));
  const connectors: FlowConnector[] = uniqueById(
    list(item.connectors).map((connector) => ({
      id: text(connector.id),
      from: text(connector.from),
      to: text(connector.to),
      label: text(connector.label),
      route: connector.route === 'elbow' ? ('elbow' as const) : ('straight' as const),
    })),
  ).filter(({ from, to }) => from !== to && nodeIds.has(from) && nodeIds.has(to));
  const groups: FlowGroup[] = uniqueById(
    list(item.groups).map((group) => ({ id: text(group.id), label: text(group.label) })),
  );
  return {
    name: text(item.name),
    actors: list(item.actors)
      .map((actor) => ({ personaSK: text(actor.personaSK), name: text(actor.name) }))
      .filter((actor) => actor.name !== ''),
    snapToGrid: item.snapToGrid === true,
    nodes,
    connectors,
    groups,
  };
}
