import './viewer/competitor-analysis-viewer.css';
import { useId } from 'react';
import type { ViewerProps } from 'shared-contracts';
import { analysisView, criteriaGroups } from './viewer/analysis-view';
import { type AnalysisWords, wordsIn } from './viewer/words';

/**
 * The remote's `./Viewer` (issue H5): one competitor analysis, read-only, for a share
 * link's page and the project's PDF. As the editor's exported picture: the name over the
 * table, a row per competitor (number and name), a column per criterion, '-' for empty
 * text, Yes or No. Static HTML, a real table with its headers; it imports no editing
 * code, no i18n library and no schema library, so a share page loads React and this
 * alone. Headings start at h2: the page around it has the h1.
 */
export default function CompetitorAnalysisViewer({ item, language }: ViewerProps) {
  const { name, criteria, competitors } = analysisView(item);
  const words = wordsIn(language);
  const titleId = useId();
  const groups = criteriaGroups(criteria.length);
  const label = words.tableLabel(name.trim() || words.typeLabel);
  return (
    <article className="cav" aria-labelledby={titleId}>
      <h2 id={titleId} className="cav__title">
        {name}
      </h2>
      {competitors.length === 0 && <p className="cav__empty">{words.noData}</p>}
      {competitors.length > 0 &&
        groups.map(([from, to]) => (
          <table
            key={from}
            className="cav-table"
            aria-label={
              groups.length > 1
                ? `${label}, ${words.tablePart(from + 1, to, criteria.length)}`
                : label
            }
          >
            <thead>
              <tr>
                <th scope="col" className="cav-table__number">
                  {words.positionHeader}
                </th>
                <th scope="col" className="cav-table__name">
                  {words.competitorHeader}
                </th>
                {criteria.slice(from, to).map((criterion) => (
                  <th scope="col" key={criterion.key}>
                    <Text value={criterion.name} words={words} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {competitors.map((competitor, index) => (
                <tr key={competitor.key}>
                  <td className="cav-table__number">{index + 1}</td>
                  <th scope="row" className="cav-table__name">
                    <Text value={competitor.name} words={words} />
                  </th>
                  {criteria.slice(from, to).map((criterion, place) => {
                    const value = competitor.cells[from + place];
                    return (
                      <td key={criterion.key}>
                        {typeof value === 'boolean' ? (
                          <span className={value ? 'cav-answer cav-answer--yes' : 'cav-answer'}>
                            <span className="cav-answer__mark" aria-hidden="true" />
                            {value ? words.yes : words.no}
                          </span>
                        ) : (
                          <Text value={value ?? ''} words={words} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </article>
  );
}

/** Spec §2: empty text shows as '-' (read out as 'empty'). */
function Text({ value, words }: { value: string; words: AnalysisWords }) {
  if (value.trim() !== '') return value;
  return (
    <>
      <span aria-hidden="true">{words.empty}</span>
      <span className="cav__hidden">{words.emptyForScreenReaders}</span>
    </>
  );
}
