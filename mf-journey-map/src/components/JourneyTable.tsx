import { journeyText } from '../i18n';
import type { Journey } from '../model/journey';
import { useLaneName, useStageName } from './shown-names';

/**
 * The whole map as a plain table (issue H4): stages as columns, every lane as a row
 * (hidden ones too: this view is for reading it all), the emotion scores as numbers.
 * Read by screen readers as any table is; the map's grid is where it is edited.
 */
export default function JourneyTable({ journey }: { journey: Journey }) {
  const t = journeyText.useT();
  const { stages } = journey;
  const stageName = useStageName(stages);
  const laneName = useLaneName();
  const signed = (score: number) => (score > 0 ? `+${score}` : String(score));
  const scoreText = (score: number) =>
    `${signed(score)} (${t(`curve.scores.${score}` as 'curve.scores.0')})`;

  return (
    <div className="jm-table-frame">
      <table className="jm-table">
        <caption>{t('view.tableCaption', { name: journey.name })}</caption>
        <thead>
          <tr>
            <td />
            {stages.map((stage, index) => (
              <th key={stage.id} scope="col">
                {stageName(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {journey.lanes.map((lane) => (
            <tr key={lane.id}>
              <th scope="row">{laneName(lane)}</th>
              {lane.cells.map((cell, index) => (
                <td key={stages[index]?.id ?? index}>
                  {cell.channel ? `${t(`channels.${cell.channel}`)}: ` : ''}
                  <span className="jm-table__text">{cell.text}</span>
                  {cell.sources?.map((source) => (
                    <span key={source.empathyMapSK} className="jm-table__source">
                      {t('pains.from', { name: source.name })}
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('view.score')}</th>
            {stages.map((stage) => (
              <td key={stage.id}>{scoreText(stage.score)}</td>
            ))}
          </tr>
          {journey.showToBe && (
            <tr>
              <th scope="row">{t('view.toBeScore')}</th>
              {stages.map((stage) => (
                <td key={stage.id}>{scoreText(stage.toBeScore)}</td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
