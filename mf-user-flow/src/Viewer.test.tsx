import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { userFlow } from 'shared-contracts/editors/user-flow/schema';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';
import { en } from './i18n/en';
import { ua } from './i18n/ua';
import type { Flow } from './model/flow';
import { sampleFlow } from './model/sample';
import Viewer from './Viewer';
import { VIEWER_WORDS } from './viewer/words';

/** The guest's sample in a language, with every part a flow can hold: a group, an actor, a sitemap page, a picture. */
function fullFlow(words: typeof en): Flow {
  let next = 0;
  const flow = sampleFlow(
    { ...words.sample, yes: words.words.yes, no: words.words.no },
    () => `id-${++next}`,
  );
  const [, landing, , signIn, submit] = flow.nodes;
  return {
    ...flow,
    actors: [{ personaSK: 'UXPERS#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f', name: 'Olena' }],
    groups: [{ id: 'checkout', label: 'Signing in form' }],
    nodes: flow.nodes.map((node) =>
      node === signIn || node === submit
        ? { ...node, group: 'checkout' }
        : node === landing
          ? {
              ...node,
              picture: 'data:image/png;base64,iVBORw0KGgo=',
              page: {
                sitemapSK: 'SITEMAP#5a3e0000-0000-4000-8000-000000000001',
                pageId: 'p1',
                title: 'Home',
              },
            }
          : node,
    ),
  };
}

/** The flow as GET /api/user-flows/{PK}/{SK} answers it. */
const asDetail = (flow: Flow) => ({
  PK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  SK: 'USERFLOW#2b7c1d9e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  projectSK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  userFlowSK: 'USERFLOW#2b7c1d9e-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
  ...flow,
  thumbnailPath: 'https://img.example.test/flow.jpg?sig=abc',
  version: 4,
  UPDATED_AT: 1_790_000_000_000,
  CREATED_AT: 1_780_000_000_000,
});

const FULL = asDetail(fullFlow(en));
const SAMPLE_LABELS = [...Object.values(en.sample)].filter((label) => label !== en.sample.name);

describe('the user flow viewer', () => {
  it('takes a real detail (the sample matches the API schema)', () => {
    expect(userFlow.safeParse(FULL).success).toBe(true);
  });

  it('shows the name, the actors, the diagram and every node and connector label', () => {
    render(<Viewer item={FULL} language="en" />);
    expect(screen.getByRole('article', { name: 'Signing in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Signing in' })).toBeTruthy();
    expect(screen.getByText('Actors: Olena')).toBeTruthy();

    const diagram = screen.getByRole('img', { name: 'Flow diagram: Signing in' });
    expect(diagram.getAttribute('viewBox')).toMatch(/^-?\d+ -?\d+ \d+ \d+$/);
    // Each text of the picture, its wrapped lines joined again.
    const drawn = [...diagram.querySelectorAll('text')].map((text) =>
      [...text.childNodes].map((line) => line.textContent).join(' '),
    );
    for (const label of SAMPLE_LABELS) expect(drawn).toContain(label);
    expect(drawn).toEqual(expect.arrayContaining(['Yes', 'No', 'Signing in form']));
    const picture = diagram.querySelector('image')!;
    expect(picture.getAttribute('href')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(Number(picture.getAttribute('x'))).toBe(204);

    // The reading list holds every label whole, each node once.
    const reading = screen.getByRole('heading', { name: 'Flow in reading order' }).parentElement!;
    for (const label of SAMPLE_LABELS)
      expect(within(reading).getAllByText(label, { exact: true })).toHaveLength(1);
    expect(within(reading).getByText('Sitemap page: Home')).toBeTruthy();
    expect(within(reading).getAllByText('Group: Signing in form')).toHaveLength(2);
  });

  it('lists the flow in reading order, nesting only where it branches', () => {
    render(<Viewer item={FULL} language="en" />);
    const reading = screen.getByRole('heading', { name: 'Flow in reading order' }).parentElement!;
    /** A list's own rows as read: 'Yes → Screen: Dashboard'; a nested list's rows are its own. */
    const rows = (list: Element) =>
      [...list.children].map((row) =>
        [...row.children]
          .filter((part) => part.tagName === 'SPAN' && part.className !== 'ufv-meta')
          .map((part) => part.textContent)
          .join(''),
      );
    const ways = (row: Element) => [...row.querySelectorAll(':scope > ul > li > ol')];
    const [flow, detached] = [...reading.querySelectorAll(':scope > ul > li > ol')];
    // A chain of steps is one numbered list; a decision's ways nest under it.
    expect(rows(flow!)).toEqual([
      'Start: Opens the app',
      'Screen: Landing page',
      'Decision: Signed in?',
    ]);
    const [yes, no] = ways(flow!.children[2]!);
    expect(rows(yes!)).toEqual(['Yes → Screen: Dashboard', 'End: Goal reached']);
    expect(rows(no!)).toEqual([
      'No → Screen: Sign-in form',
      'Action: Submits email and password',
      'Decision: Details correct?',
    ]);
    // A way back to a node listed before is a 'goes to' row, not the node again.
    const [correct, wrong] = ways(no!.children[2]!);
    expect(rows(correct!)).toEqual(['Yes → ↩ goes to Screen: Dashboard']);
    expect(rows(wrong!)).toEqual(['No → Screen: Error message', '↩ goes to Screen: Sign-in form']);
    // What no start leads to comes last, marked.
    expect(rows(detached!)).toEqual([`Note: ${en.sample.note}Not connected`]);
  });

  it('speaks Ukrainian, and English for a language it does not know', () => {
    const { unmount } = render(<Viewer item={asDetail(fullFlow(ua as typeof en))} language="ua" />);
    expect(screen.getByRole('img', { name: 'Діаграма потоку: Вхід у застосунок' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Потік у порядку читання' })).toBeTruthy();
    expect(screen.getByText('Дійові особи: Olena')).toBeTruthy();
    expect(screen.getAllByText('Екран').length).toBeGreaterThan(0);
    expect(screen.getByText('Не з’єднано')).toBeTruthy();
    expect(screen.queryByText('Screen')).toBeNull();
    unmount();
    render(<Viewer item={FULL} language="constructor" />);
    expect(screen.getByRole('heading', { name: 'Flow in reading order' })).toBeTruthy();
  });

  it('reads missing or wrongly typed fields as empty, without throwing', () => {
    expect(() => render(<Viewer item={{}} language="en" />)).not.toThrow();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Untitled');
    expect(screen.queryByRole('img')).toBeNull();

    const broken = {
      name: 42,
      actors: 'Olena',
      nodes: [
        null,
        7,
        {
          id: 'a',
          kind: 'screen',
          x: 'left',
          y: Number.NaN,
          label: 5,
          picture: 'javascript:alert(1)',
        },
        { id: 'b', kind: 'hexagon', x: 300, y: 0, label: 'Unknown kind', page: 'Home' },
        { id: 'b', kind: 'end', x: 600, y: 0, label: 'Same id again' },
        { kind: 'end', x: 900, y: 0, label: 'No id' },
      ],
      connectors: [
        { id: 'c1', from: 'a', to: 'b', label: ['Yes'], route: 'zigzag' },
        { id: 'c2', from: 'a', to: 'gone' },
        { id: 'c3', from: 'b', to: 'b' },
        'c4',
      ],
      groups: { id: 'g' },
    };
    render(<Viewer item={broken} language="en" />);
    const diagram = screen.getByRole('img', { name: 'Flow diagram: Untitled' });
    expect(diagram.querySelectorAll('image')).toHaveLength(0);
    expect(diagram.querySelectorAll('path[fill="none"]')).toHaveLength(1);
    const reading = screen.getByRole('heading', { name: 'Flow in reading order' }).parentElement!;
    expect([...reading.querySelectorAll('.ufv-steps > li')].map((row) => row.textContent)).toEqual([
      'Screen: Untitled',
      'Action: Unknown kind',
    ]);
  });

  it('holds nothing to edit or press', () => {
    const { container } = render(<Viewer item={FULL} language="en" />);
    expect(
      container.querySelectorAll('input, textarea, button, select, a, [contenteditable]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it("uses the editor's own words", () => {
    expect(en).toMatchObject(VIEWER_WORDS.en!);
    expect(ua).toMatchObject(VIEWER_WORDS.ua!);
  });
});

describe("the viewer's code", () => {
  const file = (name: string) => fileURLToPath(new URL(name, import.meta.url));
  const viewer = runtimeGraph(file('./Viewer.tsx'));
  const own = [...viewer.files].map((module) => module.slice(file('.').length));

  // A share page downloads React and the viewer alone (issue H5: the scripts it loads and
  // its 120 KB budget): none of the editor's libraries (editor-kit and its i18n, shared-ui,
  // the router, the query client, zod with shared-contracts' schemas, the lazy layout
  // engine), and so none of the editing components, which all use them.
  it('needs React and the diagram geometry alone at run time', () => {
    expect([...viewer.packages].sort()).toEqual(['diagram-kit', 'react']);
    // diagram-kit is bundled, not shared: it must stand alone, as it does.
    expect([...runtimeGraph(file('../../diagram-kit/src/index.ts')).packages]).toEqual([]);
  });

  it('is the viewer, the pure model and the SVG writer: no editing component, catalogue or API hook', () => {
    expect(
      own.filter(
        (module) => !/^(Viewer\.tsx|viewer\/|model\/)/.test(module) && module !== 'export/svg.ts',
      ),
    ).toEqual([]);
    expect(own).toEqual(expect.arrayContaining(['export/svg.ts', 'model/reading-order.ts']));
  });

  it("would be caught importing the editor's libraries (the editor itself does)", () => {
    const editor = runtimeGraph(file('./App.tsx'));
    expect([...editor.packages]).toEqual(
      expect.arrayContaining([
        'editor-kit',
        'shared-ui',
        'shared-contracts/editors/user-flow/schema',
      ]),
    );
    expect([...editor.files].some((module) => module.includes('/components/'))).toBe(true);
  });
});
