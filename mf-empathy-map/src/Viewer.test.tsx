import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { empathyMap, type ViewerRelatedItem } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';
import { en } from './i18n/en';
import { ua } from './i18n/ua';
import Viewer from './Viewer';
import { MAP_WORDS } from './viewer/words';

/** A stored map as GET /api/empathy-maps/{PK}/{SK} answers it, every box filled in. */
const FULL = {
  PK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  SK: 'EMPMAP#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
  projectSK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  empathyMapSK: 'EMPMAP#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
  name: 'Night-shift nurses',
  says: '"I just want it to work."',
  thinks: 'Will the courier come before my shift?',
  does: 'Orders groceries on the bus.\nChecks the app twice an hour.',
  feels: 'Tired, and anxious about time',
  pains: 'Late deliveries',
  gains: 'An hour back every week',
  personaSK: 'UXPERS#1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  thumbnailPath: 'https://img.example.test/map.jpg?sig=abc',
  version: 2,
  UPDATED_AT: 1_790_000_000_000,
  CREATED_AT: 1_780_000_000_000,
};
const PERSONA: ViewerRelatedItem = {
  type: 'uxPersona',
  name: 'Olena',
  thumbnailPath: 'https://img.example.test/olena.webp?sig=x',
};
/** What the page knows of the map's persona, by its key. */
const knowing = (persona: ViewerRelatedItem) => ({ [FULL.personaSK]: persona });

/** Each box of the map as [heading, text], in the order a reader meets them. */
const boxes = (container: HTMLElement) =>
  [...container.querySelectorAll('section')].map((box) => [
    box.querySelector('h3')?.textContent,
    box.querySelector('p')?.textContent,
  ]);

describe('the empathy map viewer', () => {
  it('takes a real detail (the sample matches the API schema)', () => {
    expect(empathyMap.safeParse(FULL).success).toBe(true);
  });

  it('shows the name, the four quadrants, pains and gains', () => {
    const { container } = render(<Viewer item={FULL} language="en" />);
    expect(screen.getByRole('article', { name: 'Night-shift nurses' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Night-shift nurses' })).toBeTruthy();
    expect(boxes(container)).toEqual([
      ['Says', FULL.says],
      ['Thinks', FULL.thinks],
      ['Does', FULL.does],
      ['Feels', FULL.feels],
      ['Pains', FULL.pains],
      ['Gains', FULL.gains],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    // The detail names its persona by key only: no name, an empty portrait, nothing to read.
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the persona's photo and name when the page knows that item", () => {
    const { unmount } = render(<Viewer item={FULL} related={knowing(PERSONA)} language="en" />);
    const persona = screen.getByRole('figure');
    expect(persona.textContent).toBe('Olena');
    // The name under the photo says who it is: the image itself is not read out.
    expect(persona.querySelector('img')?.getAttribute('src')).toBe(PERSONA.thumbnailPath);
    expect(persona.querySelector('img')?.getAttribute('alt')).toBe('');
    unmount();
    const unnamed: ViewerRelatedItem = { ...PERSONA, name: '' };
    const { unmount: unmountUnnamed } = render(
      <Viewer item={FULL} related={knowing(unnamed)} language="en" />,
    );
    expect(screen.getByRole('img', { name: 'Persona image' })).toBeTruthy();
    unmountUnnamed();
    // Another item's entry is not this map's persona.
    render(<Viewer item={FULL} related={{ 'UXPERS#other': PERSONA }} language="en" />);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('speaks Ukrainian, and English for a language it does not know', () => {
    const { container, unmount } = render(<Viewer item={FULL} language="ua" />);
    expect(boxes(container).map(([label]) => label)).toEqual([
      'Каже',
      'Думає',
      'Робить',
      'Відчуває',
      'Болі',
      'Здобутки',
    ]);
    expect(screen.queryByText('Says')).toBeNull();
    unmount();
    render(<Viewer item={FULL} language="toString" />);
    expect(screen.getByRole('heading', { name: 'Says' })).toBeTruthy();
  });

  it('leaves out pains and gains when both are blank; the quadrants stay, empty', () => {
    const { container } = render(
      <Viewer item={{ ...FULL, says: '', pains: ' ', gains: '' }} language="en" />,
    );
    expect(boxes(container)).toEqual([
      ['Says', ''],
      ['Thinks', FULL.thinks],
      ['Does', FULL.does],
      ['Feels', FULL.feels],
    ]);
  });

  it('reads a map with missing or wrongly typed fields as empty, without throwing', () => {
    const broken = { name: null, says: 12, thinks: ['a'], gains: { text: 'x' }, personaSK: 7 };
    const { container } = render(
      <Viewer item={broken} related={{ '7': 'Olena' } as never} language="en" />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('');
    expect(boxes(container)).toEqual([
      ['Says', ''],
      ['Thinks', ''],
      ['Does', ''],
      ['Feels', ''],
    ]);
    expect(() =>
      render(
        <Viewer
          item={{ personaSK: 'UXPERS#x' }}
          related={{ 'UXPERS#x': { name: 7 } } as never}
          language="en"
        />,
      ),
    ).not.toThrow();
  });

  it('holds nothing to edit or press', () => {
    const { container } = render(<Viewer item={FULL} related={knowing(PERSONA)} language="en" />);
    expect(
      container.querySelectorAll('input, textarea, button, select, a, [contenteditable]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it("uses the editor's own words", () => {
    for (const [words, catalogue] of [
      [MAP_WORDS.en!, en],
      [MAP_WORDS.ua!, ua],
    ] as const) {
      const { personaImage, ...labels } = words;
      expect(labels).toEqual(
        Object.fromEntries(
          Object.entries(catalogue.fields).map(([field, { label }]) => [field, label]),
        ),
      );
      expect(personaImage).toBe(catalogue.persona.localPhotoAlt);
    }
  });
});

describe("the viewer's code", () => {
  const file = (name: string) => fileURLToPath(new URL(name, import.meta.url));
  const viewer = runtimeGraph(file('./Viewer.tsx'));

  // A share page downloads React and the viewer alone (issue H5: the scripts it loads and
  // its 120 KB budget): none of the editor's libraries (editor-kit and its i18n, shared-ui,
  // the router, the query client, zod with shared-contracts' schemas), and so none of the
  // editing components, which all use them.
  it('needs React alone at run time', () => {
    expect([...viewer.packages]).toEqual(['react']);
  });

  it('is its own modules only: Viewer.tsx and src/viewer/', () => {
    const own = [...viewer.files].map((module) => module.slice(file('.').length));
    expect(
      own.filter((module) => module !== 'Viewer.tsx' && !module.startsWith('viewer/')),
    ).toEqual([]);
    expect(own.length).toBeGreaterThan(1);
  });

  it("would be caught importing the editor's libraries (the editor itself does)", () => {
    const editor = runtimeGraph(file('./App.tsx'));
    expect([...editor.packages]).toEqual(
      expect.arrayContaining(['editor-kit', 'shared-ui', 'shared-contracts']),
    );
    expect([...editor.files].some((module) => module.includes('/components/'))).toBe(true);
  });
});
