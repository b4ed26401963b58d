import fc from 'fast-check';
import type { Competitor } from '../editors/competitor-analysis/schema.js';
import type { SitemapPage } from '../editors/sitemap/schema.js';
import { PERSONA_FLAGS, PERSONALITY_SLIDERS } from '../editors/ux-persona/schema.js';
import {
  COMPETITOR_TEXT_MAX_LENGTH,
  EMPATHY_PAINS_GAINS_MAX_LENGTH,
  EMPATHY_QUADRANT_MAX_LENGTH,
  MAX_COMPETITORS,
  MAX_CRITERIA,
  MAX_MOTIVATIONS,
  MAX_SKILLS,
  PERSONA_AGE_MAX,
  PERSONA_AGE_MIN,
  PERSONA_BIOGRAPHY_MAX_LENGTH,
  PERSONA_FRUSTRATIONS_MAX_LENGTH,
  PERSONA_GOALS_MAX_LENGTH,
  PERSONA_SHORT_TEXT_MAX_LENGTH,
  SITEMAP_LIMITS,
  SLIDER_MAX,
  SLIDER_MIN,
} from '../limits.js';
import { MESSAGES } from '../messages.js';
import { KEY_KINDS } from './key-kinds.js';
import {
  boundedField,
  drop,
  featureNameField,
  keyField,
  type Mutation,
  notBoolean,
  notNumberNorNull,
  notText,
  notTextNorNull,
  setTo,
  show,
} from './near-misses.js';
import { competitorTable, sitemapTree, sliderLevel } from './requests.js';
import { boundedText, overLimitText } from './text.js';

/* Near misses of the editors' PATCH bodies (see near-misses.ts). */

type Body = Record<string, unknown>;

/** Not a list, or a list of something else. */
const notAList = fc.oneof(
  notText.filter((value) => !Array.isArray(value)),
  fc.constantFrom([1], ['x'], [null], 'x'),
);

export function empathyMapMutations<T extends Body>(): Mutation<T>[] {
  const quadrants = [
    ['says', 'Says'],
    ['does', 'Does'],
    ['thinks', 'Thinks'],
    ['feels', 'Feels'],
  ] as const;
  return [
    ...featureNameField<T>(),
    ...quadrants.flatMap(([field, label]) =>
      boundedField<T>(field, label, EMPATHY_QUADRANT_MAX_LENGTH),
    ),
    ...boundedField<T>('pains', 'Pains', EMPATHY_PAINS_GAINS_MAX_LENGTH),
    ...boundedField<T>('gains', 'Gains', EMPATHY_PAINS_GAINS_MAX_LENGTH),
    ...keyField<T>('projectSK', 'project'),
    ...keyField<T>('empathyMapSK', KEY_KINDS.empathyMap),
    // personaSK may be null or absent, so only a malformed one is wrong.
    ...keyField<T>('personaSK', KEY_KINDS.uxPersona).slice(0, 1),
  ];
}

const table = (rows: [number, number], columns: [number, number]) =>
  competitorTable(
    fc.tuple(
      fc.integer({ min: rows[0], max: rows[1] }),
      fc.integer({ min: columns[0], max: columns[1] }),
    ),
  );

/** Replaces the competitors with a broken table built from a valid one. */
const withTable =
  <T extends Body>(
    what: string,
    base: fc.Arbitrary<Competitor[]>,
    breakIt: (rows: Competitor[]) => fc.Arbitrary<unknown> | unknown,
    message: string | null,
  ): Mutation<T> =>
  (valid) =>
    base.chain((rows) => {
      const broken = breakIt(structuredClone(rows));
      const competitors = broken instanceof fc.Arbitrary ? broken : fc.constant(broken);
      return competitors.map((table) => ({
        what,
        body: { ...valid, competitors: table },
        message,
      }));
    });

/** Applies `change` to criterion `index` of every competitor. */
const eachRow = (
  rows: Competitor[],
  index: number,
  change: (c: Competitor['criterias'][0]) => void,
) => {
  for (const row of rows) change(row.criterias[index]!);
  return rows;
};

export function competitorAnalysisMutations<T extends Body>(): Mutation<T>[] {
  const cell = COMPETITOR_TEXT_MAX_LENGTH;
  return [
    ...featureNameField<T>(),
    ...keyField<T>('projectSK', 'project'),
    ...keyField<T>('competitorAnalysisSK', KEY_KINDS.competitorAnalysis),
    setTo('competitors', notAList, null),
    withTable(
      '31 competitors',
      table([MAX_COMPETITORS + 1, MAX_COMPETITORS + 1], [0, 2]),
      (rows) => rows,
      MESSAGES.maxCompetitors,
    ),
    withTable(
      '31 criteria',
      table([1, 2], [MAX_CRITERIA + 1, MAX_CRITERIA + 1]),
      (rows) => rows,
      MESSAGES.maxCriteria,
    ),
    withTable(
      'criteria in another order in one row',
      table([2, 4], [2, 4]),
      (rows) => {
        rows.at(-1)!.criterias.reverse();
        return rows;
      },
      MESSAGES.criteriaMismatch,
    ),
    withTable(
      'a criterion renamed in one row',
      table([2, 4], [1, 4]),
      (rows) => {
        const criterion = rows.at(-1)!.criterias[0]!;
        criterion.name = criterion.name === 'A' ? 'B' : 'A';
        return rows;
      },
      MESSAGES.criteriaMismatch,
    ),
    withTable(
      'a criterion missing from one row',
      table([2, 4], [1, 4]),
      (rows) => {
        rows.at(-1)!.criterias.pop();
        return rows;
      },
      MESSAGES.criteriaMismatch,
    ),
    withTable(
      'two competitors with one id',
      table([2, 4], [0, 3]),
      (rows) => {
        rows[1]!.id = rows[0]!.id;
        return rows;
      },
      MESSAGES.duplicateId,
    ),
    withTable(
      'two criteria with one id',
      table([1, 3], [2, 4]),
      (rows) =>
        eachRow(rows, 1, (criterion) => {
          criterion.id = rows[0]!.criterias[0]!.id;
        }),
      MESSAGES.duplicateId,
    ),
    withTable(
      'two cells with one id',
      table([2, 3], [1, 3]),
      (rows) => {
        rows[1]!.criterias[0]!.value.id = rows[0]!.criterias[0]!.value.id;
        return rows;
      },
      MESSAGES.duplicateId,
    ),
    withTable(
      'a Yes/No cell that is neither',
      table([1, 3], [1, 3]),
      (rows) =>
        fc
          .string({ maxLength: 6 })
          .filter((text) => text !== 'true' && text !== 'false')
          .map((text) => {
            eachRow(rows, 0, (criterion) => {
              criterion.type = 'boolean';
              criterion.value.value = 'false';
            });
            rows[0]!.criterias[0]!.value.value = text;
            return rows;
          }),
      MESSAGES.booleanValue,
    ),
    withTable(
      'a criterion of type number',
      table([1, 3], [1, 3]),
      (rows) =>
        eachRow(rows, 0, (criterion) => {
          (criterion as { type: string }).type = 'number';
        }),
      "Column type must be 'string' or 'boolean'",
    ),
    withTable(
      'an empty competitor id',
      table([1, 3], [0, 2]),
      (rows) => {
        rows[0]!.id = '';
        return rows;
      },
      'Id must not be empty',
    ),
    withTable(
      'a 65-unit competitor id',
      table([1, 3], [0, 2]),
      (rows) => {
        rows[0]!.id = 'i'.repeat(65);
        return rows;
      },
      'Id must be at most 64 characters',
    ),
    withTable(
      'an over-long cell',
      table([1, 3], [1, 3]),
      (rows) =>
        overLimitText(cell).map((text) => {
          eachRow(rows, 0, (criterion) => {
            criterion.type = 'string';
          });
          rows[0]!.criterias[0]!.value.value = text;
          return rows;
        }),
      MESSAGES.tooLong('Cell text', cell),
    ),
    withTable(
      'an over-long competitor name',
      table([1, 3], [0, 2]),
      (rows) =>
        overLimitText(cell).map((text) => {
          rows[0]!.name = text;
          return rows;
        }),
      MESSAGES.tooLong('Competitor name', cell),
    ),
    withTable(
      'an over-long criterion name',
      table([1, 3], [1, 3]),
      (rows) =>
        overLimitText(cell).map((text) =>
          eachRow(rows, 0, (criterion) => {
            criterion.name = text;
          }),
        ),
      MESSAGES.tooLong('Criteria name', cell),
    ),
  ];
}

const trait = fc.record({ id: fc.uuid(), name: boundedText(10), level: sliderLevel });

/** One trait broken: the list is otherwise valid. */
const brokenTrait =
  <T extends Body>(
    list: string,
    field: string,
    values: fc.Arbitrary<unknown>,
    message: string,
  ): Mutation<T> =>
  (valid) =>
    fc.tuple(fc.array(trait, { minLength: 1, maxLength: 3 }), values).map(([traits, value]) => ({
      what: `${list}[0].${field} = ${show(value)}`,
      body: { ...valid, [list]: traits.map((t, i) => (i === 0 ? { ...t, [field]: value } : t)) },
      message,
    }));

export function uxPersonaMutations<T extends Body>(): Mutation<T>[] {
  const short = PERSONA_SHORT_TEXT_MAX_LENGTH;
  /** Outside [min, max], or not whole. */
  const outOfRange = (min: number, max: number) =>
    fc.oneof(
      fc.integer({ max: min - 1 }),
      fc.integer({ min: max + 1 }),
      fc
        .double({ min: min + 0.01, max: max - 0.01, noNaN: true })
        .filter((n) => !Number.isInteger(n)),
    );
  const badLevel = outOfRange(SLIDER_MIN, SLIDER_MAX);
  const gender = "Gender must be 'male', 'female' or 'other'";
  return [
    ...featureNameField<T>(),
    ...keyField<T>('projectSK', 'project'),
    ...keyField<T>('uxPersonaSK', KEY_KINDS.uxPersona),
    ...boundedField<T>('personality', 'Personality', short),
    ...boundedField<T>('demographics_occupation', 'Occupation', short),
    ...boundedField<T>('demographics_income', 'Income', short),
    ...boundedField<T>('demographics_location', 'Location', short),
    ...boundedField<T>('biography', 'Biography', PERSONA_BIOGRAPHY_MAX_LENGTH),
    ...boundedField<T>('goals', 'Goals', PERSONA_GOALS_MAX_LENGTH),
    ...boundedField<T>('frustrations', 'Frustrations', PERSONA_FRUSTRATIONS_MAX_LENGTH),
    setTo(
      'demographics_age',
      fc.oneof(outOfRange(PERSONA_AGE_MIN, PERSONA_AGE_MAX), notNumberNorNull),
      MESSAGES.ageRange,
    ),
    setTo(
      'demographics_gender',
      fc.oneof(
        fc.constantFrom('robot', 'Male', '', 'FEMALE'),
        notNumberNorNull.filter((v) => typeof v !== 'string'),
      ),
      gender,
    ),
    ...PERSONALITY_SLIDERS.map((slider) =>
      setTo<T>(
        slider,
        fc.oneof(badLevel, notNumberNorNull, fc.constant(null)),
        MESSAGES.sliderRange,
      ),
    ),
    ...PERSONALITY_SLIDERS.map((slider) => drop<T>(slider, MESSAGES.sliderRange)),
    ...PERSONA_FLAGS.map((flag) => setTo<T>(flag, notBoolean, null)),
    ...PERSONA_FLAGS.map((flag) => drop<T>(flag, null)),
    setTo(
      'skills',
      fc.array(trait, { minLength: MAX_SKILLS + 1, maxLength: MAX_SKILLS + 1 }),
      MESSAGES.maxSkills,
    ),
    setTo(
      'motivations',
      fc.array(trait, { minLength: MAX_MOTIVATIONS + 1, maxLength: MAX_MOTIVATIONS + 1 }),
      MESSAGES.maxMotivations,
    ),
    setTo('skills', notAList, null),
    brokenTrait(
      'skills',
      'level',
      fc.oneof(badLevel, notNumberNorNull, fc.constant(null)),
      MESSAGES.sliderRange,
    ),
    brokenTrait('motivations', 'name', overLimitText(short), MESSAGES.tooLong('Name', short)),
    brokenTrait('skills', 'id', fc.constant(''), 'Id must not be empty'),
  ];
}

/** Every page of a tree, in document order. */
export function sitemapPages(root: SitemapPage): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const stack = [root];
  for (let page = stack.pop(); page; page = stack.pop()) {
    pages.push(page);
    stack.push(...[...page.children].reverse());
  }
  return pages;
}

const smallTree = (min = 1) =>
  sitemapTree(fc.record({ pages: fc.integer({ min, max: 12 }), chain: fc.nat({ max: 4 }) }));

/** Replaces the root with a broken tree built from a valid one. */
const withTree =
  <T extends Body>(
    what: string,
    base: fc.Arbitrary<SitemapPage>,
    breakIt: (root: SitemapPage) => fc.Arbitrary<unknown>,
    message: string | null,
  ): Mutation<T> =>
  (valid) =>
    base.chain((root) =>
      breakIt(structuredClone(root)).map((broken) => ({
        what,
        body: { ...valid, root: broken },
        message,
      })),
    );

/** One page of the tree (any, the root included) changed by `change`. */
const onePage = <T extends Body>(
  what: string,
  values: fc.Arbitrary<unknown>,
  change: (page: Record<string, unknown>, value: unknown) => void,
  message: string | null,
): Mutation<T> =>
  withTree(
    what,
    smallTree(),
    (root) => {
      const pages = sitemapPages(root);
      return fc.tuple(fc.nat({ max: pages.length - 1 }), values).map(([index, value]) => {
        change(pages[index] as unknown as Record<string, unknown>, value);
        return root;
      });
    },
    message,
  );

const setPageField = (field: string) => (page: Record<string, unknown>, value: unknown) => {
  page[field] = value;
};

/** A chain of `levels` pages below a valid page, each with its own id. */
function chainOf(levels: number, top: SitemapPage): SitemapPage {
  let page: SitemapPage = { ...top, id: `${top.id}~${levels}`, children: [] };
  for (let level = levels - 1; level >= 1; level--) {
    page = { ...top, id: `${top.id}~${level}`, children: [page] };
  }
  return page;
}

export function sitemapMutations<T extends Body>(): Mutation<T>[] {
  const { maxPages, maxDepth, titleMaxLength, pathMaxLength, noteMaxLength } = SITEMAP_LIMITS;
  return [
    ...featureNameField<T>(),
    ...keyField<T>('projectSK', 'project'),
    ...keyField<T>('sitemapSK', KEY_KINDS.sitemap),
    setTo(
      'root',
      notAList.filter((value) => value === null || typeof value !== 'object'),
      null,
    ),
    setTo('root', fc.constantFrom([], [{}]), null),
    drop('root', null),
    withTree(
      `${maxPages + 1} pages`,
      sitemapTree(fc.constant({ pages: maxPages, chain: 0 })),
      (root) =>
        fc.integer({ min: 0, max: 3 }).map((depth) => {
          // One more page anywhere within the depth limit: at the root or a few levels down.
          let parent = root;
          for (let level = 0; level < depth && parent.children[0]; level++) {
            parent = parent.children[0];
          }
          parent.children.push({ ...root, id: `${root.id}~extra`, children: [] });
          return root;
        }),
      MESSAGES.maxSitemapPages,
    ),
    withTree(
      `${maxDepth + 1} levels`,
      smallTree(),
      (root) =>
        fc.constant(null).map(() => {
          root.children.push(chainOf(maxDepth, root));
          return root;
        }),
      MESSAGES.maxSitemapDepth,
    ),
    withTree(
      'two pages with one id',
      smallTree(2),
      (root) => {
        const pages = sitemapPages(root);
        return fc
          .tuple(fc.nat({ max: pages.length - 1 }), fc.nat({ max: pages.length - 1 }))
          .filter(([a, b]) => a !== b)
          .map(([a, b]) => {
            pages[b]!.id = pages[a]!.id;
            return root;
          });
      },
      MESSAGES.duplicateId,
    ),
    onePage(
      'an over-long page name',
      overLimitText(titleMaxLength),
      setPageField('title'),
      MESSAGES.sitemapPageTitleTooLong,
    ),
    onePage(
      'an over-long path',
      overLimitText(pathMaxLength),
      setPageField('path'),
      MESSAGES.sitemapPagePathTooLong,
    ),
    onePage(
      'an over-long note',
      overLimitText(noteMaxLength),
      setPageField('note'),
      MESSAGES.sitemapPageNoteTooLong,
    ),
    onePage(
      'a page name that is not text',
      notTextNorNull,
      setPageField('title'),
      MESSAGES.notText('Page name'),
    ),
    onePage(
      'a page without a note',
      fc.constant(undefined),
      (page) => delete page.note,
      MESSAGES.notText('Note'),
    ),
    onePage(
      'a page of another type',
      fc.oneof(fc.constantFrom('Page', 'link', '', 'folder'), notTextNorNull),
      setPageField('type'),
      MESSAGES.sitemapPageType,
    ),
    onePage('collapsed that is not true or false', notBoolean, setPageField('collapsed'), null),
    onePage(
      'children that are not a list',
      notAList.filter((v) => !Array.isArray(v)),
      setPageField('children'),
      null,
    ),
    onePage('an empty page id', fc.constant(''), setPageField('id'), 'Id must not be empty'),
    onePage(
      'a 65-unit page id',
      fc.constant('i'.repeat(65)),
      setPageField('id'),
      'Id must be at most 64 characters',
    ),
  ];
}
