import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { uxPersona } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { runtimeGraph } from '../../tooling/release/module-graph.ts';
import { en } from './i18n/en';
import { ua } from './i18n/ua';
import Viewer from './Viewer';
import { PERSONA_WORDS } from './viewer/words';

/** A stored persona as GET /api/ux-personas/{PK}/{SK} answers it, every part filled in. */
const FULL = {
  PK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  SK: 'UXPERS#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
  projectSK: 'PROJECT#9a1d6b4e-54a8-4b6e-9f3c-1f0a2b3c4d5e',
  uxPersonaSK: 'UXPERS#0f1e2d3c-4b5a-4697-8879-6a5b4c3d2e1f',
  name: 'Olena Kovalenko',
  personality: 'Calm, curious, organised',
  biography: 'A night-shift nurse in Lviv.\nShe orders groceries between shifts.',
  goals: 'Save an hour a week',
  frustrations: 'Couriers who call at 9 am',
  demographics_age: 34,
  demographics_gender: 'female',
  demographics_occupation: 'Nurse',
  demographics_income: '€1,800 a month',
  demographics_location: 'Lviv, Ukraine',
  hasDescription: true,
  hasDemographics_occupation: true,
  hasDemographics_income: true,
  hasDemographics_location: true,
  hasPersonality: true,
  hasGoals_frustrations: true,
  hasSkills: true,
  hasMotivations: true,
  hasPersonality_introvert_extrovert: true,
  hasPersonality_thinking_feeling: true,
  hasPersonality_sensing_intuition: true,
  hasPersonality_judging_perceiving: true,
  personality_introvert_extrovert: 30,
  personality_thinking_feeling: 70,
  personality_sensing_intuition: 55,
  personality_judging_perceiving: 10,
  skills: [
    { id: 's1', name: 'Tech level', level: 40 },
    { id: 's2', name: 'Creativity', level: 85 },
  ],
  motivations: [
    { id: 'm1', name: 'Price', level: 90 },
    { id: 'm2', name: 'Speed', level: 60 },
  ],
  thumbnailPath: 'https://img.example.test/photo.webp?sig=abc',
  version: 3,
  UPDATED_AT: 1_790_000_000_000,
  CREATED_AT: 1_780_000_000_000,
};

const meter = (name: string) => screen.getByRole('meter', { name });

describe('the persona viewer', () => {
  it('takes a real detail (the sample matches the API schema)', () => {
    expect(uxPersona.safeParse(FULL).success).toBe(true);
  });

  it('shows every part of a full persona', () => {
    render(<Viewer item={FULL} language="en" />);
    expect(screen.getByRole('article', { name: 'Olena Kovalenko' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Olena Kovalenko' })).toBeTruthy();
    expect(screen.getByText('Calm, curious, organised')).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Photo of Olena Kovalenko' });
    expect(photo.getAttribute('src')).toBe(FULL.thumbnailPath);

    const demographics = screen.getByRole('heading', { name: 'Demographics' }).parentElement!;
    const facts = [...demographics.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Age', '34 y.o.'],
      ['Gender', 'Female'],
      ['Occupation', 'Nurse'],
      ['Income', '€1,800 a month'],
      ['Location', 'Lviv, Ukraine'],
    ]);

    // Line breaks kept (the text is shown as typed).
    expect(screen.getByText(/night-shift nurse/).textContent).toBe(FULL.biography);
    expect(screen.getByRole('heading', { name: 'Biography' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Goals and frustrations' })).toBeTruthy();
    expect(screen.getByText('Save an hour a week')).toBeTruthy();
    expect(screen.getByText('Couriers who call at 9 am')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Personality' })).toBeTruthy();
    expect(meter('Introvert – Extrovert').getAttribute('aria-valuenow')).toBe('30');
    expect(meter('Introvert – Extrovert').getAttribute('aria-valuetext')).toBe(
      'Introvert 70%, Extrovert 30%',
    );
    expect(meter('Thinking – Feeling').getAttribute('aria-valuenow')).toBe('70');
    expect(meter('Sensing – Intuition').getAttribute('aria-valuenow')).toBe('55');
    expect(meter('Judging – Perceiving').getAttribute('aria-valuenow')).toBe('10');

    const skills = screen.getByRole('heading', { name: 'Skills' }).parentElement!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Tech level40', 'Creativity85']);
    expect(meter('Creativity').getAttribute('aria-valuenow')).toBe('85');
    const motivations = screen.getByRole('heading', { name: 'Motivations' }).parentElement!;
    expect(
      within(motivations)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Price90', 'Speed60']);
  });

  it('speaks Ukrainian, and English for a language it does not know', () => {
    const { unmount } = render(<Viewer item={FULL} language="ua" />);
    expect(screen.getByRole('heading', { name: 'Демографія' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Навички' })).toBeTruthy();
    expect(screen.getByText('34 р.')).toBeTruthy();
    expect(screen.getByText('Жіноча')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Фото: Olena Kovalenko' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Інтроверт – Екстраверт' })).toBeTruthy();
    expect(screen.queryByText('Demographics')).toBeNull();
    unmount();
    render(<Viewer item={FULL} language="de" />);
    expect(screen.getByRole('heading', { name: 'Demographics' })).toBeTruthy();
  });

  it("leaves out closed blocks and blank optional parts, as the editor's picture does", () => {
    const item = {
      ...FULL,
      hasDescription: false,
      demographics_income: '  ',
      hasDemographics_location: false,
      hasPersonality_thinking_feeling: false,
      goals: '',
      frustrations: '',
      skills: [{ id: 's1', name: '', level: 50 }],
      hasMotivations: false,
      demographics_age: null,
      demographics_gender: null,
      biography: '',
      thumbnailPath: null,
    };
    render(<Viewer item={item} language="en" />);
    expect(screen.queryByText('Calm, curious, organised')).toBeNull();
    expect(screen.queryByText('Income')).toBeNull();
    expect(screen.queryByText('Location')).toBeNull();
    expect(screen.getByText('Occupation')).toBeTruthy();
    expect(screen.getAllByRole('meter').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Introvert – Extrovert',
      'Sensing – Intuition',
      'Judging – Perceiving',
    ]);
    for (const gone of ['Goals and frustrations', 'Skills', 'Motivations']) {
      expect(screen.queryByRole('heading', { name: gone })).toBeNull();
    }
    // The fixed parts stay, empty: age, gender, biography; no photo, no picture of one.
    expect(screen.getByText('Age').nextElementSibling?.textContent).toBe('');
    expect(screen.getByText('Gender').nextElementSibling?.textContent).toBe('');
    expect(screen.getByRole('heading', { name: 'Biography' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('reads a persona with missing or wrongly typed fields as empty, without throwing', () => {
    const broken = {
      name: 42,
      personality: ['x'],
      demographics_age: 'thirty',
      demographics_gender: 'robot',
      demographics_occupation: { title: 'Nurse' },
      personality_introvert_extrovert: 'high',
      personality_thinking_feeling: Number.NaN,
      skills: 'many',
      motivations: [null, 7, { id: 3, name: 'Comfort', level: 'max' }, { name: 5 }],
      hasSkills: 'yes',
      thumbnailPath: { url: 'x' },
    };
    render(<Viewer item={broken} language="en" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('');
    expect(screen.getByText('Age').nextElementSibling?.textContent).toBe('');
    expect(screen.getByText('Gender').nextElementSibling?.textContent).toBe('');
    expect(screen.queryByText('Occupation')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    // A slider without a number is not drawn; those left at their missing value neither.
    expect(screen.queryAllByRole('meter')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Skills' })).toBeNull();
    // The one readable motivation, without a bar: its level is not a number.
    expect(screen.getByText('Comfort')).toBeTruthy();
    expect(() => render(<Viewer item={{}} language="en" />)).not.toThrow();
  });

  it('holds nothing to edit or press', () => {
    const { container } = render(<Viewer item={FULL} language="en" />);
    expect(
      container.querySelectorAll('input, textarea, button, select, a, [contenteditable]'),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it("uses the editor's own words", () => {
    for (const [words, catalogue] of [
      [PERSONA_WORDS.en!, en],
      [PERSONA_WORDS.ua!, ua],
    ] as const) {
      expect(words.photoAlt('Ada')).toBe(catalogue.photo.alt.replace('{{name}}', 'Ada'));
      expect(words.photoAltUnnamed).toBe(catalogue.photo.altUnnamed);
      const { title, genders, ...demographics } = catalogue.demographics;
      const { ageSuffix, age, gender, occupation, income, location } = words;
      expect({ age, ageSuffix, gender, occupation, income, location }).toEqual({
        age: demographics.age,
        ageSuffix: demographics.ageSuffix,
        gender: demographics.gender,
        occupation: demographics.occupation,
        income: demographics.income,
        location: demographics.location,
      });
      expect([words.demographics, words.genders]).toEqual([title, genders]);
      expect([words.personality, words.sliders]).toEqual([
        catalogue.personality.title,
        catalogue.personality.sliders,
      ]);
      expect([words.biography, words.goalsFrustrations, words.goals, words.frustrations]).toEqual([
        catalogue.biography,
        catalogue.goalsFrustrations,
        catalogue.goals,
        catalogue.frustrations,
      ]);
      expect([words.skills, words.motivations]).toEqual([
        catalogue.traits.skills.title,
        catalogue.traits.motivations.title,
      ]);
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
