import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import {
  DEFAULT_USER_FLOW_NAME,
  defaultUserFlowContent,
  USER_FLOW_LIMITS,
  USER_FLOW_MESSAGES,
  USER_FLOW_NODE_KINDS,
  USER_FLOW_ROUTES,
  type UserFlowContent,
  type UserFlowNode,
  updateUserFlowRequest,
  userFlowContent,
  userFlowContract,
  userFlowProblem,
} from './schema.js';

let counter = 0;
const newId = () => `id-${++counter}`;
/** A new flow (start → end), changed by `change`. */
const flow = (change: (content: UserFlowContent) => void = () => {}) => {
  const content = defaultUserFlowContent(newId);
  change(content);
  return content;
};

function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}
const accepts = (input: unknown) => userFlowContent.safeParse(input).success;

const UUID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const personaKey = (i: number) => `UXPERS#${UUID.slice(0, -4)}${String(i).padStart(4, '0')}`;
const SITEMAP = `SITEMAP#${UUID}`;
/** A data URL of exactly `length` characters. */
const picture = (length = 1_000, type = 'jpeg') => {
  const prefix = `data:image/${type};base64,`;
  return prefix + 'A'.repeat(length - prefix.length);
};

const node = (kind: UserFlowNode['kind'], extra: Partial<UserFlowNode> = {}): UserFlowNode => ({
  id: newId(),
  kind,
  x: 0,
  y: 0,
  label: kind,
  picture: null,
  page: null,
  group: null,
  ...extra,
});
const addNode = (content: UserFlowContent, kind: UserFlowNode['kind'] = 'action') => {
  const added = node(kind);
  content.nodes.push(added);
  return added;
};
const addConnector = (content: UserFlowContent, from: string, to: string) =>
  content.connectors.push({ id: newId(), from, to, label: '', route: 'straight' });

/**
 * A flow at every limit at once: the most nodes (every kind), connectors, groups, actors and
 * pictures, texts at their lengths and nodes at the plane's corners.
 */
function fullFlow(): UserFlowContent {
  const content = flow();
  content.name = 'x'.repeat(99);
  content.actors = Array.from({ length: USER_FLOW_LIMITS.maxActors }, (_, i) => ({
    personaSK: personaKey(i),
    name: `Persona ${i}`,
  }));
  content.groups = Array.from({ length: USER_FLOW_LIMITS.maxGroups }, (_, i) => ({
    id: `group-${i}`.padEnd(USER_FLOW_LIMITS.idMaxLength, '-'),
    label: 'g'.repeat(USER_FLOW_LIMITS.labelMaxLength),
  }));
  const max = USER_FLOW_LIMITS.maxCoordinate;
  const corners = [-max, max, 0, 0.5];
  const kinds = USER_FLOW_NODE_KINDS.filter((kind) => kind !== 'screen');
  let pictures = 0;
  while (content.nodes.length < USER_FLOW_LIMITS.maxNodes) {
    const i = content.nodes.length;
    const withPicture = pictures < USER_FLOW_LIMITS.maxPictures;
    const kind = withPicture ? 'screen' : kinds[i % kinds.length]!;
    content.nodes.push(
      node(kind, {
        x: corners[i % corners.length]!,
        y: corners[(i + 1) % corners.length]!,
        label: 'l'.repeat(
          kind === 'note' ? USER_FLOW_LIMITS.noteMaxLength : USER_FLOW_LIMITS.labelMaxLength,
        ),
        picture: withPicture ? picture(USER_FLOW_LIMITS.pictureMaxLength) : null,
        page: withPicture ? { sitemapSK: SITEMAP, pageId: `page-${i}`, title: 'Home' } : null,
        group: content.groups[i % content.groups.length]!.id,
      }),
    );
    if (withPicture) pictures += 1;
  }
  const ids = content.nodes.map((n) => n.id);
  for (let i = 0; content.connectors.length < USER_FLOW_LIMITS.maxConnectors; i++) {
    content.connectors.push({
      id: newId(),
      from: ids[i % ids.length]!,
      to: ids[(i + 1 + Math.floor(i / ids.length)) % ids.length]!,
      label: 'c'.repeat(USER_FLOW_LIMITS.labelMaxLength),
      route: USER_FLOW_ROUTES[i % USER_FLOW_ROUTES.length]!,
    });
  }
  return content;
}

describe('userFlowContent', () => {
  it('accepts a new flow: a start joined to an end', () => {
    const content = flow();
    expect(userFlowContent.parse(content)).toEqual(content);
    expect(content).toMatchObject({ name: DEFAULT_USER_FLOW_NAME, actors: [], groups: [] });
    expect(content.nodes.map((n) => n.kind)).toEqual(['start', 'end']);
    expect(content.connectors).toEqual([
      expect.objectContaining({ from: content.nodes[0]!.id, to: content.nodes[1]!.id }),
    ]);
    expect(userFlowProblem(content)).toBeNull();
  });

  it("makes new ids for each new flow (the contract's default)", () => {
    const [a, b] = [userFlowContract.defaultContent(), userFlowContract.defaultContent()];
    expect(userFlowContent.safeParse(a).success).toBe(true);
    const ids = [a, b].flatMap((c) => [...c.nodes, ...c.connectors].map((part) => part.id));
    expect(new Set(ids).size).toBe(6);
  });

  it('accepts a flow at every limit at once', () => {
    const full = fullFlow();
    expect(full.nodes).toHaveLength(USER_FLOW_LIMITS.maxNodes);
    expect(full.connectors).toHaveLength(USER_FLOW_LIMITS.maxConnectors);
    expect(full.nodes.filter((n) => n.picture)).toHaveLength(USER_FLOW_LIMITS.maxPictures);
    expect(new Set(full.nodes.map((n) => n.kind))).toEqual(new Set(USER_FLOW_NODE_KINDS));
    const parsed = userFlowContent.safeParse(full);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(full);
  });

  it('refuses one part past each count limit', () => {
    const cases: [string, (content: UserFlowContent) => void, string][] = [
      ['a 501st node', (c) => addNode(c), USER_FLOW_MESSAGES.maxNodes],
      [
        'a 1,001st connector',
        (c) => addConnector(c, c.nodes[0]!.id, c.nodes[1]!.id),
        USER_FLOW_MESSAGES.maxConnectors,
      ],
      [
        'a 51st group',
        (c) => c.groups.push({ id: newId(), label: '' }),
        USER_FLOW_MESSAGES.maxGroups,
      ],
      [
        'an 11th actor',
        (c) => c.actors.push({ personaSK: personaKey(99), name: 'One more' }),
        USER_FLOW_MESSAGES.maxActors,
      ],
      [
        'a 21st picture',
        (c) => {
          const plain = c.nodes.find((n) => n.kind === 'action')!;
          Object.assign(plain, { kind: 'screen', picture: picture() });
        },
        USER_FLOW_MESSAGES.maxPictures,
      ],
    ];
    for (const [what, change, message] of cases) {
      const broken = fullFlow();
      change(broken);
      expect(refusal(userFlowContent, broken), what).toBe(message);
    }
  });

  it("keeps a label within its kind's length: 100 characters, a note's 300", () => {
    const label = (kind: UserFlowNode['kind'], length: number) =>
      flow((c) => c.nodes.push(node(kind, { label: 'x'.repeat(length) })));
    for (const kind of USER_FLOW_NODE_KINDS.filter((k) => k !== 'note')) {
      expect(accepts(label(kind, USER_FLOW_LIMITS.labelMaxLength)), kind).toBe(true);
      expect(refusal(userFlowContent, label(kind, USER_FLOW_LIMITS.labelMaxLength + 1))).toBe(
        MESSAGES.tooLong('Label', USER_FLOW_LIMITS.labelMaxLength),
      );
    }
    expect(accepts(label('note', USER_FLOW_LIMITS.noteMaxLength))).toBe(true);
    expect(refusal(userFlowContent, label('note', USER_FLOW_LIMITS.noteMaxLength + 1))).toBe(
      MESSAGES.tooLong('Label', USER_FLOW_LIMITS.noteMaxLength),
    );
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.connectors[0]!.label = 'x'.repeat(101))),
      ),
    ).toBe(MESSAGES.tooLong('Connector label', 100));
    expect(
      refusal(
        userFlowContent,
        flow((c) => c.groups.push({ id: newId(), label: 'x'.repeat(101) })),
      ),
    ).toBe(MESSAGES.tooLong('Group name', 100));
  });

  it('keeps a node within ±100,000 on either axis, as a finite number', () => {
    const max = USER_FLOW_LIMITS.maxCoordinate;
    for (const at of [max, -max, 0.25]) {
      expect(accepts(flow((c) => Object.assign(c.nodes[0]!, { x: at, y: -at })))).toBe(true);
    }
    for (const at of [max + 1, -max - 1, max + 0.001, Number.NaN, Infinity, -Infinity, '1', null]) {
      for (const axis of ['x', 'y']) {
        expect(
          refusal(
            userFlowContent,
            flow((c) => Object.assign(c.nodes[1]!, { [axis]: at })),
          ),
          `${axis} = ${at}`,
        ).toBe(USER_FLOW_MESSAGES.coordinate);
      }
    }
  });

  it('refuses an unknown kind of node and of connector', () => {
    for (const kind of ['image', 'Screen', '', null]) {
      expect(
        refusal(
          userFlowContent,
          flow((c) => Object.assign(c.nodes[0]!, { kind })),
        ),
      ).toBe(USER_FLOW_MESSAGES.nodeKind);
    }
    for (const route of ['curved', 'Elbow', '', null]) {
      expect(
        refusal(
          userFlowContent,
          flow((c) => Object.assign(c.connectors[0]!, { route })),
        ),
      ).toBe(USER_FLOW_MESSAGES.route);
    }
  });

  it('accepts a JPEG, PNG or WebP data URL at its longest on a screen', () => {
    for (const type of ['jpeg', 'png', 'webp']) {
      const content = flow((c) => c.nodes.push(node('screen', { picture: picture(1_000, type) })));
      expect(accepts(content), type).toBe(true);
    }
    const longest = picture(USER_FLOW_LIMITS.pictureMaxLength);
    expect(accepts(flow((c) => c.nodes.push(node('screen', { picture: longest }))))).toBe(true);
    expect(
      accepts(
        flow((c) => c.nodes.push(node('screen', { picture: 'data:image/png;base64,iVBOR==' }))),
      ),
    ).toBe(true);
  });

  it('refuses a picture that is not such a data URL, too long, or not on a screen', () => {
    const pictures = [
      'https://example.com/screen.jpg',
      'data:image/gif;base64,R0lGODlh',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/jpeg;base64,',
      'data:image/jpeg;base64,AAAA===',
      'data:image/jpeg;base64,AA AA',
      'data:image/jpeg,<svg/>',
      `${picture()}\n`,
      picture(USER_FLOW_LIMITS.pictureMaxLength + 1),
      42,
    ];
    for (const bad of pictures) {
      expect(
        refusal(
          userFlowContent,
          flow((c) => c.nodes.push(node('screen', { picture: bad as string }))),
        ),
        String(bad).slice(0, 40),
      ).toBe(USER_FLOW_MESSAGES.picture);
    }
    for (const kind of USER_FLOW_NODE_KINDS.filter((k) => k !== 'screen')) {
      expect(
        refusal(
          userFlowContent,
          flow((c) => c.nodes.push(node(kind, { picture: picture() }))),
        ),
        kind,
      ).toBe(USER_FLOW_MESSAGES.pictureKind);
    }
  });

  it('keeps a picture on each of 20 screens, refuses a 21st', () => {
    const screens = (count: number) =>
      flow((c) => {
        for (let i = 0; i < count; i++) c.nodes.push(node('screen', { picture: picture() }));
        // Screens without a picture do not count.
        c.nodes.push(node('screen'), node('screen', { picture: undefined }));
      });
    expect(accepts(screens(USER_FLOW_LIMITS.maxPictures))).toBe(true);
    expect(refusal(userFlowContent, screens(USER_FLOW_LIMITS.maxPictures + 1))).toBe(
      USER_FLOW_MESSAGES.maxPictures,
    );
  });

  it('links only a screen to a sitemap page, by a sitemap key', () => {
    const page = { sitemapSK: `SITEMAP_${UUID.toUpperCase()}`, pageId: 'p1', title: 'Home' };
    const linked = userFlowContent.parse(flow((c) => c.nodes.push(node('screen', { page }))));
    expect(linked.nodes[2]!.page).toEqual({ ...page, sitemapSK: SITEMAP });
    for (const kind of USER_FLOW_NODE_KINDS.filter((k) => k !== 'screen')) {
      expect(
        refusal(
          userFlowContent,
          flow((c) => c.nodes.push(node(kind, { page }))),
        ),
        kind,
      ).toBe(USER_FLOW_MESSAGES.pageKind);
    }
    for (const wrong of [
      { ...page, sitemapSK: `UXPERS#${UUID}` },
      { ...page, pageId: '' },
      { ...page, pageId: 'p'.repeat(USER_FLOW_LIMITS.pageIdMaxLength + 1) },
      { ...page, title: 't'.repeat(USER_FLOW_LIMITS.labelMaxLength + 1) },
    ]) {
      expect(accepts(flow((c) => c.nodes.push(node('screen', { page: wrong }))))).toBe(false);
    }
  });

  it('joins two different nodes of the flow with each connector', () => {
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.connectors[0]!.to = 'nowhere')),
      ),
    ).toBe(USER_FLOW_MESSAGES.connectorEnds);
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.connectors[0]!.from = 'nowhere')),
      ),
    ).toBe(USER_FLOW_MESSAGES.connectorEnds);
    // A group is not a node, nor is another connector.
    expect(
      refusal(
        userFlowContent,
        flow((c) => {
          c.groups.push({ id: 'g', label: '' });
          c.connectors[0]!.to = 'g';
        }),
      ),
    ).toBe(USER_FLOW_MESSAGES.connectorEnds);
    expect(
      refusal(
        userFlowContent,
        flow((c) => addConnector(c, c.nodes[0]!.id, c.connectors[0]!.id)),
      ),
    ).toBe(USER_FLOW_MESSAGES.connectorEnds);
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.connectors[0]!.to = c.connectors[0]!.from)),
      ),
    ).toBe(USER_FLOW_MESSAGES.connectorLoop);
    // Two connectors between the same nodes, either way, are fine.
    expect(
      accepts(
        flow((c) => {
          addConnector(c, c.nodes[0]!.id, c.nodes[1]!.id);
          addConnector(c, c.nodes[1]!.id, c.nodes[0]!.id);
        }),
      ),
    ).toBe(true);
  });

  it('puts a node only in a group of the flow', () => {
    expect(
      accepts(
        flow((c) => {
          c.groups.push({ id: 'g', label: 'Checkout' });
          c.nodes[0]!.group = 'g';
          c.nodes[1]!.group = null;
        }),
      ),
    ).toBe(true);
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.nodes[0]!.group = 'g')),
      ),
    ).toBe(USER_FLOW_MESSAGES.unknownGroup);
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.nodes[0]!.group = c.nodes[1]!.id)),
      ),
    ).toBe(USER_FLOW_MESSAGES.unknownGroup);
  });

  it('refuses an id used twice, across nodes, connectors and groups', () => {
    const cases: ((content: UserFlowContent) => void)[] = [
      (c) => c.nodes.push(node('action', { id: c.nodes[0]!.id })),
      (c) => (c.connectors[0]!.id = c.nodes[1]!.id),
      (c) => c.groups.push({ id: c.nodes[0]!.id, label: '' }),
      (c) => c.groups.push({ id: c.connectors[0]!.id, label: '' }),
      (c) => c.groups.push({ id: 'g', label: '' }, { id: 'g', label: '' }),
      (c) => {
        addConnector(c, c.nodes[1]!.id, c.nodes[0]!.id);
        c.connectors[1]!.id = c.connectors[0]!.id;
      },
    ];
    for (const change of cases) {
      expect(refusal(userFlowContent, flow(change))).toBe(MESSAGES.duplicateId);
    }
  });

  it('keeps ids non-empty and at most 64 characters', () => {
    const id = 'i'.repeat(USER_FLOW_LIMITS.idMaxLength);
    expect(accepts(flow((c) => c.groups.push({ id, label: '' })))).toBe(true);
    expect(accepts(flow((c) => c.groups.push({ id: `${id}i`, label: '' })))).toBe(false);
    expect(accepts(flow((c) => (c.nodes[0]!.id = '')))).toBe(false);
  });

  it('names each persona as an actor once', () => {
    const actor = { personaSK: personaKey(1), name: 'Maria' };
    expect(accepts(flow((c) => c.actors.push(actor, { ...actor, personaSK: personaKey(2) })))).toBe(
      true,
    );
    expect(
      refusal(
        userFlowContent,
        flow((c) => c.actors.push(actor, { ...actor, name: 'Maria, again' })),
      ),
    ).toBe(USER_FLOW_MESSAGES.duplicateActor);
    // The same persona written with '_' and '#' is the same persona.
    expect(
      refusal(
        userFlowContent,
        flow((c) =>
          c.actors.push(actor, { ...actor, personaSK: actor.personaSK.replace('#', '_') }),
        ),
      ),
    ).toBe(USER_FLOW_MESSAGES.duplicateActor);
    expect(accepts(flow((c) => c.actors.push({ ...actor, personaSK: SITEMAP })))).toBe(false);
  });

  it('keeps the name a feature name', () => {
    expect(
      refusal(
        userFlowContent,
        flow((c) => (c.name = '  ')),
      ),
    ).toBe(MESSAGES.featureNameEmpty);
    expect(userFlowContent.parse(flow((c) => (c.name = ' Checkout ')))).toMatchObject({
      name: 'Checkout',
    });
  });
});

describe('updateUserFlowRequest', () => {
  it('keeps the flow rules beside the keys', () => {
    const keys = { projectSK: `PROJECT#${UUID}`, userFlowSK: `USERFLOW_${UUID}` };
    expect(updateUserFlowRequest.parse({ ...flow(), ...keys, version: 3 })).toMatchObject({
      userFlowSK: `USERFLOW#${UUID}`,
      version: 3,
    });
    expect(
      refusal(updateUserFlowRequest, {
        ...flow((c) => (c.connectors[0]!.to = c.connectors[0]!.from)),
        ...keys,
      }),
    ).toBe(USER_FLOW_MESSAGES.connectorLoop);
    expect(
      refusal(updateUserFlowRequest, { ...flow(), ...keys, userFlowSK: `JOURNEY#${UUID}` }),
    ).toBe(MESSAGES.invalidKey('user flow'));
  });
});
