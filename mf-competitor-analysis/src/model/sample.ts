import type { KeyPath } from 'editor-kit';
import { en } from '../i18n/en';
import type { Analysis, Column, Row } from './analysis';
import type { CellValue } from './cell-values';

/** The sample's words (the catalogue's `sample`), in the language it is shown in. */
export type SampleWords = typeof en.sample;

/** The sample's words in the language of `t` (the catalogue's translate function). */
export function sampleWords(t: (key: KeyPath<typeof en>) => string): SampleWords {
  const competitor = (name: 'quickBite' | 'freshCart') => ({
    fee: t(`sample.competitors.${name}.fee`),
    audience: t(`sample.competitors.${name}.audience`),
  });
  return {
    name: t('sample.name'),
    criteria: {
      deliveryFee: t('sample.criteria.deliveryFee'),
      freeDelivery: t('sample.criteria.freeDelivery'),
      tracking: t('sample.criteria.tracking'),
      audience: t('sample.criteria.audience'),
    },
    competitors: {
      quickBite: competitor('quickBite'),
      freshCart: competitor('freshCart'),
      cornerDeli: {
        name: t('sample.competitors.cornerDeli.name'),
        audience: t('sample.competitors.cornerDeli.audience'),
      },
    },
  };
}

/**
 * What a guest sees on /competitoranalysis (spec §1: 'sample data'): a small, realistic
 * comparison with both column types, so every feature has something to act on.
 */
export function sampleAnalysis(
  newId: () => string = () => crypto.randomUUID(),
  words: SampleWords = en.sample,
): Analysis {
  const { criteria: c, competitors: p } = words;
  const criteria: [name: string, type: Column['type']][] = [
    [c.deliveryFee, 'string'],
    [c.freeDelivery, 'boolean'],
    [c.tracking, 'boolean'],
    [c.audience, 'string'],
  ];
  const competitors: [name: string, values: CellValue[]][] = [
    ['QuickBite', [p.quickBite.fee, true, true, p.quickBite.audience]],
    ['FreshCart', [p.freshCart.fee, false, true, p.freshCart.audience]],
    [p.cornerDeli.name, ['', false, false, p.cornerDeli.audience]],
  ];
  const columns: Column[] = criteria.map(([name, type]) => ({ id: newId(), name, type }));
  const rows: Row[] = competitors.map(([name, values]) => ({
    id: newId(),
    name,
    cells: Object.fromEntries(
      columns.map((column, i) => [column.id, { id: newId(), value: values[i]! }]),
    ),
  }));
  return { name: words.name, columns, rows };
}
