import type { Kysely } from 'kysely';

/*
 * A database as the server left it at migration 0004 (one table per editor type, the
 * project's latest thumbnail per type in a column of its own), for the test of migration
 * 0005. Each item is written here as the wire content the API answered for it, and stored
 * through the columns the way that server's definitions wrote them (`toColumns`), so the
 * expected answers after the migration are that content itself.
 *
 * Edge cases on purpose: a persona with neither age nor gender and every block switched
 * on, one with some switched off; an empathy map about a persona and one about no one; a
 * competitor table with text and yes/no columns and an empty one; a sitemap tree three
 * levels deep; thumbnails on items and on the projects; text in many scripts, emoji,
 * quotes, backslashes and line breaks.
 */

export const LEGACY_PASSWORD = 'Legacy-passw0rd';
export const LEGACY_EMAIL = 'legacy-ünïcode@example.com';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const imageKey = (n: number) => `images/${uuid(n)}.jpg`;

export const USER_ID = uuid(1);
const P1 = uuid(11);
const P2 = uuid(12);
const P3 = uuid(13);

/** The image files the data names: items' thumbnails and photos. */
export const IMAGE_KEYS = {
  personaA: imageKey(101),
  personaB: imageKey(102),
  mapM1: imageKey(103),
  analysisC1: imageKey(104),
  sitemapS1: imageKey(105),
  mapM3: imageKey(106),
};

interface LegacyProject {
  id: string;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
  version: number;
  /** The project's thumbnail columns, by type. */
  thumbnails: Partial<Record<LegacyType, string>>;
}

type LegacyType = 'uxPersona' | 'empathyMap' | 'competitorAnalysis' | 'sitemap';

export interface LegacyItem {
  type: LegacyType;
  id: string;
  project_id: string;
  name: string;
  thumbnail_key: string | null;
  created_at: number;
  updated_at: number;
  version: number;
  /** What the detail answered beside the keys, name, dates, version and thumbnail. */
  content: Record<string, unknown>;
}

export const PROJECTS: LegacyProject[] = [
  {
    id: P1,
    name: 'Café ☕ redesign',
    description: 'Ünïcödé — 日本語のテキスト, العربية, emoji 🎉👩🏽‍💻, "quotes" and \\ backslash',
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_900_000,
    version: 4,
    thumbnails: {
      uxPersona: IMAGE_KEYS.personaB,
      empathyMap: IMAGE_KEYS.mapM1,
      competitorAnalysis: IMAGE_KEYS.analysisC1,
      sitemap: IMAGE_KEYS.sitemapS1,
    },
  },
  {
    id: P2,
    name: 'Empty',
    description: '',
    created_at: 1_690_000_000_000,
    updated_at: 1_690_000_000_000,
    version: 1,
    thumbnails: {},
  },
  {
    id: P3,
    name: 'Half',
    description: 'One map with a picture, one sitemap without',
    created_at: 1_695_000_000_000,
    updated_at: 1_695_000_500_000,
    version: 2,
    thumbnails: { empathyMap: IMAGE_KEYS.mapM3 },
  },
];

const PERSONA_FLAGS_ON = {
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
};

const base = (n: number, project: string, at: number) => ({
  id: uuid(n),
  project_id: project,
  created_at: at,
  updated_at: at + 1000,
});

export const PERSONA_A = uuid(21);

export const ITEMS: LegacyItem[] = [
  {
    type: 'uxPersona',
    ...base(21, P1, 1_700_000_100_000),
    name: 'Ana 👩🏽‍💻 Ñúñez',
    thumbnail_key: IMAGE_KEYS.personaA,
    version: 5,
    content: {
      personality: 'Curious, 好奇心',
      biography: 'Line one\nLine two\r\nTab\there "quoted" \\ back',
      goals: 'Ship ✓',
      frustrations: 'Slow pages… ⏳',
      demographics_age: null,
      demographics_gender: null,
      demographics_occupation: 'Designer',
      demographics_income: '€ 50k',
      demographics_location: 'Zürich',
      ...PERSONA_FLAGS_ON,
      personality_introvert_extrovert: 0,
      personality_thinking_feeling: 100,
      personality_sensing_intuition: 50,
      personality_judging_perceiving: 37,
      skills: [
        { id: 'skill-1', name: 'Tech level', level: 80 },
        { id: 'skill-2', name: '', level: 50 },
      ],
      motivations: [{ id: 'motivation-1', name: 'Price ¥', level: 20 }],
    },
  },
  {
    type: 'uxPersona',
    ...base(22, P1, 1_700_000_200_000),
    name: 'Bo',
    thumbnail_key: IMAGE_KEYS.personaB,
    version: 1,
    content: {
      personality: '',
      biography: '',
      goals: '',
      frustrations: '',
      demographics_age: 42,
      demographics_gender: 'female',
      demographics_occupation: '',
      demographics_income: '',
      demographics_location: '',
      ...PERSONA_FLAGS_ON,
      hasDescription: false,
      hasSkills: false,
      hasPersonality_judging_perceiving: false,
      personality_introvert_extrovert: 50,
      personality_thinking_feeling: 50,
      personality_sensing_intuition: 50,
      personality_judging_perceiving: 50,
      skills: [],
      motivations: [],
    },
  },
  {
    type: 'empathyMap',
    ...base(31, P1, 1_700_000_300_000),
    name: 'Map about Ana',
    thumbnail_key: IMAGE_KEYS.mapM1,
    version: 2,
    content: {
      says: '"Where is the button?"',
      does: 'Scrolls ↕',
      thinks: 'これは何?',
      feels: '😤',
      pains: 'Too many steps\nand popups',
      gains: 'Speed',
      personaSK: `UXPERS#${PERSONA_A}`,
    },
  },
  {
    type: 'empathyMap',
    ...base(32, P1, 1_700_000_400_000),
    name: 'Map about no one',
    thumbnail_key: null,
    version: 1,
    content: { says: '', does: '', thinks: '', feels: '', pains: '', gains: '', personaSK: null },
  },
  {
    type: 'competitorAnalysis',
    ...base(41, P1, 1_700_000_500_000),
    name: 'Rivals — 2026',
    thumbnail_key: IMAGE_KEYS.analysisC1,
    version: 9,
    content: {
      competitors: ['Acme', 'Bäckerei 🥐'].map((name, i) => ({
        id: `competitor-${i}`,
        name,
        criterias: [
          {
            id: 'criterion-price',
            name: 'Price',
            type: 'string',
            value: { id: `cell-${i}-price`, value: i === 0 ? '$10' : '' },
          },
          {
            id: 'criterion-app',
            name: 'Has an app?',
            type: 'boolean',
            value: { id: `cell-${i}-app`, value: i === 0 ? 'true' : 'false' },
          },
        ],
      })),
    },
  },
  {
    type: 'competitorAnalysis',
    ...base(42, P1, 1_700_000_600_000),
    name: 'No rows',
    thumbnail_key: null,
    version: 1,
    content: { competitors: [] },
  },
  {
    type: 'sitemap',
    ...base(51, P1, 1_700_000_700_000),
    name: 'Shop 🛒',
    thumbnail_key: IMAGE_KEYS.sitemapS1,
    version: 3,
    content: {
      root: {
        id: 'home',
        title: 'Home',
        path: '/',
        type: 'page',
        note: 'Start here',
        collapsed: false,
        children: [
          {
            id: 'products',
            title: 'Produkte',
            path: '/produkte',
            type: 'section',
            note: '',
            collapsed: true,
            children: [
              {
                id: 'product',
                title: 'Ein Produkt',
                path: '/produkte/:id',
                type: 'page',
                note: 'Ümlaut',
                collapsed: false,
                children: [],
              },
            ],
          },
          {
            id: 'help',
            title: 'Help',
            path: 'https://help.example.com',
            type: 'external',
            note: '',
            collapsed: false,
            children: [],
          },
        ],
      },
    },
  },
  {
    type: 'sitemap',
    ...base(52, P3, 1_695_000_100_000),
    name: 'Plain',
    thumbnail_key: null,
    version: 1,
    content: {
      root: {
        id: 'h',
        title: '',
        path: '',
        type: 'page',
        note: '',
        collapsed: false,
        children: [],
      },
    },
  },
  {
    type: 'empathyMap',
    ...base(33, P3, 1_695_000_200_000),
    name: 'Pictured',
    thumbnail_key: IMAGE_KEYS.mapM3,
    version: 1,
    content: {
      says: 'a',
      does: 'b',
      thinks: 'c',
      feels: 'd',
      pains: 'e',
      gains: 'f',
      personaSK: null,
    },
  },
];

/** The content columns, as the definitions of that server wrote them from the content. */
const COLUMNS_OF: Record<LegacyType, { table: string; columns(c: any): Record<string, unknown> }> =
  {
    uxPersona: {
      table: 'ux_personas',
      columns: (c) => {
        const flags = Object.fromEntries(Object.keys(PERSONA_FLAGS_ON).map((f) => [f, c[f]]));
        const plain = Object.fromEntries(
          Object.entries(c).filter(
            ([field]) => !(field in PERSONA_FLAGS_ON) && !['skills', 'motivations'].includes(field),
          ),
        );
        return {
          ...plain,
          flags: JSON.stringify(flags),
          skills: JSON.stringify(c.skills),
          motivations: JSON.stringify(c.motivations),
        };
      },
    },
    empathyMap: {
      table: 'empathy_maps',
      columns: ({ personaSK, ...quadrants }) => ({
        ...quadrants,
        persona_id: personaSK ? String(personaSK).slice('UXPERS#'.length) : null,
      }),
    },
    competitorAnalysis: {
      table: 'competitor_analyses',
      columns: (c) => ({ competitors: JSON.stringify(c.competitors) }),
    },
    sitemap: { table: 'sitemaps', columns: (c) => ({ root: JSON.stringify(c.root) }) },
  };

const PROJECT_COLUMN: Record<LegacyType, string> = {
  uxPersona: 'ux_persona_thumbnail_key',
  empathyMap: 'empathy_map_thumbnail_key',
  competitorAnalysis: 'competitor_analysis_thumbnail_key',
  sitemap: 'sitemap_thumbnail_key',
};

/**
 * Writes the user, projects and items into a database at migration 0004. `breakAnalysis`
 * stores one competitor table that is not JSON, so the migration fails part-way.
 */
export async function seedLegacyData(
  db: Kysely<any>,
  passwordHash: string,
  options: { breakAnalysis?: boolean } = {},
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: USER_ID,
      email: LEGACY_EMAIL,
      password_hash: passwordHash,
      auth_method: 'password',
      oidc_issuer: null,
      oidc_subject: null,
      created_at: 1_600_000_000_000,
      updated_at: 1_600_000_000_000,
    })
    .execute();
  for (const { thumbnails, ...project } of PROJECTS) {
    const columns = Object.fromEntries(
      Object.entries(PROJECT_COLUMN).map(([type, column]) => [
        column,
        thumbnails[type as LegacyType] ?? null,
      ]),
    );
    await db
      .insertInto('projects')
      .values({ ...project, user_id: USER_ID, ...columns })
      .execute();
  }
  for (const { type, content, ...item } of ITEMS) {
    const { table, columns } = COLUMNS_OF[type];
    let values: Record<string, unknown> = { ...item, ...columns(content) };
    if (options.breakAnalysis && type === 'competitorAnalysis') {
      values = { ...values, competitors: '[{"id": "cut off' };
    }
    await db.insertInto(table).values(values).execute();
  }
}
