import type { RefObject } from 'react';
import { analysisText } from '../i18n';
import { type Analysis, cellValue } from '../model/analysis';
import { thumbnailCorner } from '../model/thumbnail';

interface TableThumbnailProps {
  analysis: Analysis;
  /** What the thumbnail pictures on save. */
  nodeRef: RefObject<HTMLDivElement | null>;
}

/**
 * The table's top-left corner as the thumbnail pictures it (model/thumbnail.ts): a small
 * static copy, laid out apart from the table so that saving neither re-lays out nor
 * clones the table on screen (a 30 x 30 table took about 3 s to picture whole) and the
 * user's view of it does not move. Never seen: its frame clips it to nothing, and
 * html-to-image pictures the copy with its own styles, not the frame's. Hidden from
 * assistive technology: the grid says the same.
 */
export function TableThumbnail({ analysis, nodeRef }: TableThumbnailProps) {
  const t = analysisText.useT();
  const { columns, rows } = thumbnailCorner(analysis);
  const text = (value: string | boolean) =>
    typeof value === 'boolean' ? (value ? t('yes') : t('no')) : value || t('empty');
  return (
    <div className="ca-thumbnail-frame" aria-hidden="true" inert>
      <div className="ca-thumbnail" ref={nodeRef}>
        <table className="ca-thumbnail__table">
          <thead>
            <tr>
              <th className="ca-thumbnail__cell ca-thumbnail__cell--head">
                <span className="ca-thumbnail__text">{t('competitorHeader')}</span>
              </th>
              {columns.map((column) => (
                <th key={column.id} className="ca-thumbnail__cell ca-thumbnail__cell--head">
                  <span className="ca-thumbnail__text">{column.name || t('empty')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th className="ca-thumbnail__cell ca-thumbnail__cell--name">
                  <span className="ca-thumbnail__text">{row.name || t('empty')}</span>
                </th>
                {columns.map((column) => (
                  <td key={column.id} className="ca-thumbnail__cell">
                    <span className="ca-thumbnail__text">{text(cellValue(row, column))}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
