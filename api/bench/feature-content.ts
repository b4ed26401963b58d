import type {
  SitemapPage,
  UpdateCompetitorAnalysisRequest,
  UpdateEmpathyMapRequest,
  UpdateSitemapRequest,
  UpdateUxPersonaRequest,
} from 'shared-contracts';

/**
 * Full-object PATCH bodies of the editors, filled the way a worked-on item looks
 * (sentences in every quadrant, a 6 × 8 comparison table, a persona with biography and
 * traits, a shop's sitemap of 65 pages on four levels), so benches and load tests send and store realistic sizes. Pure: the same item
 * and name always give the same body, and ids stay stable across saves as editors keep them.
 */

/**
 * The editor types the benchmarks and the load test send requests to, with a realistic
 * body each. Fixed on purpose, not every type the API serves: the recorded figures
 * (bench/results) were measured on this mix, and a run on another mix would not compare
 * with them. The API's tests cover every served type (test/served-features.ts).
 */
export const BENCH_ROUTES = [
  'empathy-maps',
  'competitor-analysis',
  'ux-personas',
  'sitemaps',
] as const;
export type BenchRoute = (typeof BENCH_ROUTES)[number];

/** Whether `route` is one the benchmarks send, so has a realistic body here. */
export const isBenchRoute = (route: string): route is BenchRoute =>
  (BENCH_ROUTES as readonly string[]).includes(route);

/** What any saved item's detail carries: its keys. */
export interface ItemKeys {
  PK: string;
  SK: string;
  projectSK: string;
}

const sentence = (topic: string, words: number) =>
  Array.from({ length: words }, (_, i) => `${topic}${i % 7 === 6 ? '.' : ''}`).join(' ');

function empathyMap(item: ItemKeys, name: string, personaSK: string | null) {
  const body: UpdateEmpathyMapRequest = {
    projectSK: item.projectSK,
    empathyMapSK: item.SK,
    name,
    says: `"I just want to see today's shifts at a glance." ${sentence('schedule', 40)}`,
    does: `Checks the rota on the phone between patients. ${sentence('checks', 35)}`,
    thinks: `Is my swap request lost again? ${sentence('worry', 30)}`,
    feels: `Tired after night shifts, responsible for the ward — ü ✓. ${sentence('tired', 25)}`,
    pains: `Three logins, slow pages, swaps by email. ${sentence('pain', 15)}`,
    gains: `More time with patients, fewer phone calls. ${sentence('gain', 15)}`,
    personaSK,
  };
  return body;
}

function competitorAnalysis(item: ItemKeys, name: string) {
  const columns = Array.from({ length: 8 }, (_, col) => ({
    id: `crit-${col}`,
    name: col % 2 ? `Offers feature ${col}` : `Pricing and plans, area ${col}`,
    type: col % 2 ? ('boolean' as const) : ('string' as const),
  }));
  const body: UpdateCompetitorAnalysisRequest = {
    projectSK: item.projectSK,
    competitorAnalysisSK: item.SK,
    name,
    competitors: Array.from({ length: 6 }, (_, row) => ({
      id: `comp-${row}`,
      name: `Competitor ${row + 1} (${['Notion', 'Evernote', 'Bear', 'Obsidian', 'OneNote', 'Keep'][row]})`,
      criterias: columns.map((column, col) => ({
        ...column,
        value: {
          id: `cell-${row}-${col}`,
          value:
            column.type === 'boolean'
              ? String((row + col) % 3 !== 0)
              : `Free tier, ${row + 2} € a month for teams; ${sentence('detail', 4)}`,
        },
      })),
    })),
  };
  return body;
}

function uxPersona(item: ItemKeys, name: string) {
  const trait = (prefix: string, label: string, i: number) => ({
    id: `${prefix}-${i}`,
    name: label,
    level: (i * 23) % 101,
  });
  const body: UpdateUxPersonaRequest = {
    projectSK: item.projectSK,
    uxPersonaSK: item.SK,
    name,
    personality: 'Curious, pragmatic, impatient with slow tools',
    biography: `Maria has worked nights on a surgical ward for nine years. ${sentence('story', 90)}`,
    goals: `Swap shifts without phone calls; see the week ahead. ${sentence('goal', 20)}`,
    frustrations: `Logins that expire mid-task; forms that lose input. ${sentence('issue', 20)}`,
    demographics_age: 34,
    demographics_gender: 'female',
    demographics_occupation: 'Registered nurse',
    demographics_income: '€38,000 a year',
    demographics_location: 'Lisbon, Portugal',
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
    hasPersonality_sensing_intuition: false,
    hasPersonality_judging_perceiving: true,
    personality_introvert_extrovert: 35,
    personality_thinking_feeling: 70,
    personality_sensing_intuition: 50,
    personality_judging_perceiving: 20,
    skills: ['Tech level', 'Creativity', 'Scheduling', 'Team lead', 'Languages'].map((label, i) =>
      trait('skill', label, i),
    ),
    motivations: ['Price', 'Comfort', 'Convenience', 'Speed'].map((label, i) =>
      trait('motivation', label, i),
    ),
  };
  return body;
}

function sitemapPage(id: string, title: string, children: SitemapPage[] = []): SitemapPage {
  return {
    id,
    title,
    path: `/${id}`,
    type: children.length > 0 ? 'section' : 'page',
    note: id.endsWith('-0') ? `Owner: content team. ${sentence('note', 8)}` : '',
    collapsed: false,
    children,
  };
}

function sitemap(item: ItemKeys, name: string) {
  // Home → 4 sections → 3 groups each → 4 pages each: 1 + 4 + 12 + 48 = 65 pages.
  const sections = ['Shop', 'Stories', 'Help', 'Account'].map((section, s) =>
    sitemapPage(
      `section-${s}`,
      section,
      [0, 1, 2].map((g) =>
        sitemapPage(
          `group-${s}-${g}`,
          `${section} group ${g + 1}`,
          [0, 1, 2, 3].map((p) => sitemapPage(`page-${s}-${g}-${p}`, `${section} page ${p + 1}`)),
        ),
      ),
    ),
  );
  const body: UpdateSitemapRequest = {
    projectSK: item.projectSK,
    sitemapSK: item.SK,
    name,
    root: { ...sitemapPage('home', 'Home', sections), path: '/' },
  };
  return body;
}

/**
 * The whole object an editor sends when saving `item` under `name`. Built from the keys
 * only, never from a fetched detail: whatever else a detail carries (e.g. a `version` for
 * optimistic concurrency) is not sent, so concurrent saves of one item never conflict.
 */
export function realisticBody(
  route: BenchRoute,
  item: ItemKeys,
  name: string,
  options: { personaSK?: string | null } = {},
): Record<string, unknown> {
  switch (route) {
    case 'empathy-maps':
      return empathyMap(item, name, options.personaSK ?? null);
    case 'competitor-analysis':
      return competitorAnalysis(item, name);
    case 'ux-personas':
      return uxPersona(item, name);
    case 'sitemaps':
      return sitemap(item, name);
  }
}
