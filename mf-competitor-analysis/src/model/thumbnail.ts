import type { Analysis } from './analysis';

/**
 * What the thumbnail shows (spec §2, §4: project cards and the side list show it): the
 * table's top-left corner, the first competitors by name against the first criteria. A
 * card is about 190 px wide and crops to 4:3, so a whole 30 x 30 table scaled down to it
 * is a grey texture; a corner of a few cells stays readable there. More rows than fit are
 * harmless (the picture is cut at its fixed height), fewer leave white space below.
 */
export const THUMBNAIL_COMPETITORS = 6;
export const THUMBNAIL_CRITERIA = 2;

/** The part of `analysis` its thumbnail pictures: the same table, cut to its corner. */
export function thumbnailCorner(analysis: Analysis): Analysis {
  if (
    analysis.rows.length <= THUMBNAIL_COMPETITORS &&
    analysis.columns.length <= THUMBNAIL_CRITERIA
  )
    return analysis;
  return {
    ...analysis,
    columns: analysis.columns.slice(0, THUMBNAIL_CRITERIA),
    rows: analysis.rows.slice(0, THUMBNAIL_COMPETITORS),
  };
}
