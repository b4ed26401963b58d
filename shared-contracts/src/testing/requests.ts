import fc from 'fast-check';
import type { Competitor } from '../editors/competitor-analysis/schema.js';
import type { SitemapPage } from '../editors/sitemap/schema.js';
import { GENDERS, PERSONA_FLAGS, PERSONALITY_SLIDERS } from '../editors/ux-persona/schema.js';
import { buildKey, type KeyKind, keyPrefix } from '../keys.js';
import {
  COMPETITOR_TEXT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMPATHY_PAINS_GAINS_MAX_LENGTH,
  EMPATHY_QUADRANT_MAX_LENGTH,
  FEATURE_NAME_MAX_LENGTH,
  MAX_COMPETITORS,
  MAX_CRITERIA,
  MAX_MOTIVATIONS,
  MAX_SKILLS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSONA_AGE_MAX,
  PERSONA_BIOGRAPHY_MAX_LENGTH,
  PERSONA_FRUSTRATIONS_MAX_LENGTH,
  PERSONA_GOALS_MAX_LENGTH,
  PERSONA_SHORT_TEXT_MAX_LENGTH,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NAME_MIN_LENGTH,
  SITEMAP_LIMITS,
  SITEMAP_PAGE_TYPES,
  SLIDER_MAX,
  SLIDER_MIN,
} from '../limits.js';
import { isEmail } from '../schemas/auth.js';
import { KEY_KINDS } from './key-kinds.js';
import { atCodePointLimit, boundedText, clipUnits, fillTo, textUnit, trimmedText } from './text.js';

/** Valid text for the server: within the limit by any count, or at it in code points. */
export const serverText = (max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: boundedText(max) },
    { weight: 1, arbitrary: atCodePointLimit(max) },
  );

const serverName = (max: number, min = 1) =>
  fc.oneof(
    { weight: 6, arbitrary: trimmedText(max, min) },
    { weight: 1, arbitrary: atCodePointLimit(max) },
  );

/*
 * Valid requests, within every limit. "Canonical" ones are what the schemas give back
 * unchanged (keys with '#' and lower-case ids, names without spaces around them, emails
 * trimmed and in lower case); `spelledLoosely` variants are valid too but normalised.
 */

export const uuid = fc.uuid({ version: 4 });

export const canonicalKey = (kind: KeyKind) => uuid.map((id) => buildKey(kind, id));

/** Any spelling the API accepts: '#' or '_', ids in any case. */
export const looseKey = (kind: KeyKind) =>
  fc
    .tuple(uuid, fc.constantFrom('#', '_'), fc.boolean())
    .map(
      ([id, separator, upper]) => `${keyPrefix(kind)}${separator}${upper ? id.toUpperCase() : id}`,
    );

/** A client-made id (competitor, criterion, cell, skill): anything of 1 to 64 units. */
export const itemId = fc.oneof(
  { weight: 3, arbitrary: uuid },
  { weight: 3, arbitrary: boundedText(64, 1) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', ' '),
  },
);

/** `count` ids, all different. */
export function distinctIds(count: number): fc.Arbitrary<string[]> {
  return fc.array(itemId, { minLength: count, maxLength: count }).map((ids) => {
    const seen = new Set<string>();
    return ids.map((id, i) => {
      let unique = id;
      for (let n = 0; seen.has(unique); n++) unique = `${clipUnits(id, 50)}~${i}.${n}`;
      seen.add(unique);
      return unique;
    });
  });
}

// Auth

const EMAIL_PIECES = [...'abcxyzABCXYZ0189.+-_', 'ü', 'é', 'ж', 'Ω', '中', '😀', 'İ'];
const emailWord = (dots: boolean) =>
  fc.string({
    unit: fc.constantFrom(...EMAIL_PIECES.filter((piece) => dots || piece !== '.')),
    minLength: 1,
    maxLength: 24,
  });

/** Emails as people type them: ASCII ones, and some with letters beyond ASCII. */
export const looseEmail = fc
  .oneof(
    fc.emailAddress(),
    fc
      .tuple(emailWord(true), emailWord(false), emailWord(false))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  )
  .filter((email) => isEmail(email.trim().toLowerCase()));

/** An email as the schemas give it back: trimmed and in lower case. */
export const canonicalEmail = looseEmail
  .map((email) => email.toLowerCase())
  .filter((email) => isEmail(email) && email.toLowerCase() === email);

const UPPER = ['A', 'Z', 'É', 'Ω', 'Ж'];
const LOWER = ['a', 'z', 'é', 'ω', 'ж', 'ß'];
const NOT_LETTER = ['0', '9', '!', '-', ' ', '😀', '_', '\u00a0', '#'];

/** A password the policy accepts: 8–128 units with upper, lower and a non-letter. */
export const strongPassword = fc
  .tuple(
    fc.constantFrom(...UPPER),
    fc.constantFrom(...LOWER),
    fc.constantFrom(...NOT_LETTER),
    fc.array(textUnit, { maxLength: 30 }),
    fc.boolean(),
  )
  .map(([upper, lower, other, rest, long]) => {
    const text = clipUnits(`${upper}${lower}${other}${rest.join('')}`, PASSWORD_MAX_LENGTH);
    return fillTo(
      text,
      'x',
      long ? PASSWORD_MAX_LENGTH : Math.max(PASSWORD_MIN_LENGTH, text.length),
    );
  });

export const signUpRequest = fc.record({ username: canonicalEmail, password: strongPassword });

/** Sign-in takes any non-empty pair within the lengths (it does not reveal the policy). */
export const signInRequest = fc.record({
  username: boundedText(EMAIL_MAX_LENGTH, 1)
    .map((text) => text.trim().toLowerCase())
    .filter((text) => text.length >= 1 && text.length <= EMAIL_MAX_LENGTH),
  password: boundedText(PASSWORD_MAX_LENGTH, 1),
});

// Projects

/** Descriptions as the schema gives them back: no line breaks (it turns them into spaces). */
export const canonicalDescription = serverText(PROJECT_DESCRIPTION_MAX_LENGTH).map((text) =>
  text.replace(/\r\n?|\n/g, ' '),
);

export const projectName = serverName(PROJECT_NAME_MAX_LENGTH, PROJECT_NAME_MIN_LENGTH);

export function projectUpdate(SK: fc.Arbitrary<string> = canonicalKey('project')) {
  return fc.record({ SK, name: projectName, description: canonicalDescription });
}

// Features

export const featureName = serverName(FEATURE_NAME_MAX_LENGTH);

export interface FeatureKeys {
  projectSK?: fc.Arbitrary<string>;
  itemSK?: fc.Arbitrary<string>;
}

export function empathyMapUpdate(
  keys: FeatureKeys = {},
  personaSK: fc.Arbitrary<string | null> = fc.option(canonicalKey(KEY_KINDS.uxPersona)),
) {
  const quadrant = serverText(EMPATHY_QUADRANT_MAX_LENGTH);
  const box = serverText(EMPATHY_PAINS_GAINS_MAX_LENGTH);
  return fc.record(
    {
      projectSK: keys.projectSK ?? canonicalKey('project'),
      empathyMapSK: keys.itemSK ?? canonicalKey(KEY_KINDS.empathyMap),
      name: featureName,
      says: quadrant,
      does: quadrant,
      thinks: quadrant,
      feels: quadrant,
      pains: box,
      gains: box,
      personaSK,
    },
    {
      requiredKeys: [
        'projectSK',
        'empathyMapSK',
        'name',
        'says',
        'does',
        'thinks',
        'feels',
        'pains',
        'gains',
      ],
    },
  );
}

/** Mostly small tables; now and then one at 30 competitors or 30 criteria. */
const tableSize: fc.Arbitrary<[number, number]> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 5 })) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.tuple(fc.constant(MAX_COMPETITORS), fc.nat({ max: 2 })),
      fc.tuple(fc.nat({ max: 2 }), fc.constant(MAX_CRITERIA)),
    ),
  },
);

/**
 * A valid table on the wire of the given size (competitors × criteria): every competitor
 * repeats the same criteria, ids are unique.
 */
export function competitorTable(
  size: fc.Arbitrary<[rows: number, columns: number]> = tableSize,
  cellText: fc.Arbitrary<string> = serverText(COMPETITOR_TEXT_MAX_LENGTH),
): fc.Arbitrary<Competitor[]> {
  return size.chain(([rows, columns]) =>
    fc
      .record({
        rowIds: distinctIds(rows),
        columnIds: distinctIds(columns),
        cellIds: distinctIds(rows * columns),
        rowNames: fc.array(cellText, { minLength: rows, maxLength: rows }),
        columns: fc.array(
          fc.record({
            name: cellText,
            type: fc.constantFrom('string' as const, 'boolean' as const),
          }),
          { minLength: columns, maxLength: columns },
        ),
        values: fc.array(fc.tuple(cellText, fc.boolean()), {
          minLength: rows * columns,
          maxLength: rows * columns,
        }),
      })
      .map(({ rowIds, columnIds, cellIds, rowNames, columns: cols, values }) =>
        rowIds.map((id, r) => ({
          id,
          name: rowNames[r]!,
          criterias: cols.map((column, c) => {
            const [text, yes] = values[r * cols.length + c]!;
            return {
              id: columnIds[c]!,
              name: column.name,
              type: column.type,
              value: {
                id: cellIds[r * cols.length + c]!,
                value: column.type === 'boolean' ? String(yes) : text,
              },
            };
          }),
        })),
      ),
  );
}

export const competitorsOnWire = competitorTable();

/** Tables whose texts also fit the editor's own count (UTF-16 units), as the editor saves them. */
export const competitorsAsEdited = competitorTable(
  tableSize,
  boundedText(COMPETITOR_TEXT_MAX_LENGTH),
);

export function competitorAnalysisUpdate(keys: FeatureKeys = {}) {
  return fc.record({
    projectSK: keys.projectSK ?? canonicalKey('project'),
    competitorAnalysisSK: keys.itemSK ?? canonicalKey(KEY_KINDS.competitorAnalysis),
    name: featureName,
    competitors: competitorsOnWire,
  });
}

export const sliderLevel = fc.integer({ min: SLIDER_MIN, max: SLIDER_MAX });

const traits = (max: number) =>
  fc
    .nat({ max })
    .chain((count) =>
      fc
        .tuple(
          distinctIds(count),
          fc.array(
            fc.record({ name: serverText(PERSONA_SHORT_TEXT_MAX_LENGTH), level: sliderLevel }),
            { minLength: count, maxLength: count },
          ),
        )
        .map(([ids, rest]) => rest.map((trait, i) => ({ id: ids[i]!, ...trait }))),
    );

const short = serverText(PERSONA_SHORT_TEXT_MAX_LENGTH);

export function uxPersonaUpdate(keys: FeatureKeys = {}) {
  const flags = Object.fromEntries(PERSONA_FLAGS.map((flag) => [flag, fc.boolean()]));
  const sliders = Object.fromEntries(PERSONALITY_SLIDERS.map((slider) => [slider, sliderLevel]));
  const model = {
    projectSK: keys.projectSK ?? canonicalKey('project'),
    uxPersonaSK: keys.itemSK ?? canonicalKey(KEY_KINDS.uxPersona),
    name: featureName,
    personality: short,
    biography: serverText(PERSONA_BIOGRAPHY_MAX_LENGTH),
    goals: serverText(PERSONA_GOALS_MAX_LENGTH),
    frustrations: serverText(PERSONA_FRUSTRATIONS_MAX_LENGTH),
    demographics_age: fc.option(fc.integer({ min: 0, max: PERSONA_AGE_MAX })),
    demographics_gender: fc.option(fc.constantFrom(...GENDERS)),
    demographics_occupation: short,
    demographics_income: short,
    demographics_location: short,
    skills: traits(MAX_SKILLS),
    motivations: traits(MAX_MOTIVATIONS),
    ...(flags as Record<(typeof PERSONA_FLAGS)[number], fc.Arbitrary<boolean>>),
    ...(sliders as Record<(typeof PERSONALITY_SLIDERS)[number], fc.Arbitrary<number>>),
  };
  const optional = new Set(['demographics_age', 'demographics_gender']);
  const requiredKeys = Object.keys(model).filter(
    (key) => !optional.has(key),
  ) as (keyof typeof model)[];
  return fc.record(model, { requiredKeys });
}

/**
 * How a generated sitemap is shaped: mostly small bushy trees; now and then one at the
 * page limit or one chain exactly as deep as the depth limit.
 */
const sitemapShape: fc.Arbitrary<{ pages: number; chain: number }> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ pages: fc.integer({ min: 1, max: 30 }), chain: fc.constant(1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      pages: fc.integer({ min: SITEMAP_LIMITS.maxDepth, max: 40 }),
      chain: fc.constant(SITEMAP_LIMITS.maxDepth),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      pages: fc.constant(SITEMAP_LIMITS.maxPages),
      chain: fc.nat({ max: 3 }),
    }),
  },
);

/** The page fields besides `id` and `children`, within their limits. */
export function sitemapPageFields(
  text: (max: number) => fc.Arbitrary<string> = serverText,
): fc.Arbitrary<Omit<SitemapPage, 'id' | 'children'>> {
  return fc.record({
    title: text(SITEMAP_LIMITS.titleMaxLength),
    path: text(SITEMAP_LIMITS.pathMaxLength),
    type: fc.constantFrom(...SITEMAP_PAGE_TYPES),
    note: text(SITEMAP_LIMITS.noteMaxLength),
    collapsed: fc.boolean(),
  });
}

/**
 * A valid tree of pages: `pages` of them with unique ids, each hung under an earlier one
 * (the first `chain` in one line), never deeper than the limit. Large trees get short
 * texts, so a 500-page tree stays quick to generate and to send.
 */
export function sitemapTree(
  shape: fc.Arbitrary<{ pages: number; chain: number }> = sitemapShape,
  text: (max: number) => fc.Arbitrary<string> = serverText,
): fc.Arbitrary<SitemapPage> {
  return shape.chain(({ pages, chain }) => {
    const fields = sitemapPageFields(pages > 50 ? (max) => boundedText(Math.min(max, 8)) : text);
    return fc
      .record({
        ids: distinctIds(pages),
        fields: fc.array(fields, { minLength: pages, maxLength: pages }),
        parents: fc.array(fc.nat(), { minLength: pages, maxLength: pages }),
      })
      .map(({ ids, fields: pageFields, parents }) => {
        const nodes: SitemapPage[] = ids.map((id, i) => ({ id, ...pageFields[i]!, children: [] }));
        const levels = [1];
        for (let i = 1; i < pages; i++) {
          let parent = i < chain ? i - 1 : parents[i]! % i;
          while (levels[parent]! >= SITEMAP_LIMITS.maxDepth) parent = Math.max(0, parent - 1);
          levels[i] = levels[parent]! + 1;
          nodes[parent]!.children.push(nodes[i]!);
        }
        return nodes[0]!;
      });
  });
}

export function sitemapUpdate(keys: FeatureKeys = {}) {
  return fc.record({
    projectSK: keys.projectSK ?? canonicalKey('project'),
    sitemapSK: keys.itemSK ?? canonicalKey(KEY_KINDS.sitemap),
    name: featureName,
    root: sitemapTree(),
  });
}
