import type { ReactNode } from 'react';
import type { JourneyCell, JourneyLane } from 'shared-contracts/editors/journey-map/schema';
import type { Journey } from '../model/journey';
import { CurveDrawing } from './CurveDrawing';
import { fill, type ViewerWords } from './words';

/** Past this many stages the columns are narrow: the table's text gets smaller. */
const DENSE_STAGES = 8;

/**
 * The map as the editor's grid lays it out, as a real table: stages as columns, lanes as
 * rows, the emotion curve above the emotion lane's words, and the scores as text. A lane
 * the author hid is left out unless it holds words (then they are part of the map).
 */
export function StageTable({ journey, words }: { journey: Journey; words: ViewerWords }) {
  const { stages } = journey;
  const lanes = journey.lanes.filter(
    (lane) => !lane.hidden || lane.cells.some((cell) => cell.text.trim() !== ''),
  );
  const showsEmotions = lanes.some((lane) => lane.kind === 'emotions');
  const stageName = (index: number) =>
    stages[index]?.name || fill(words.stage.untitled, { number: index + 1 });
  const laneName = (lane: JourneyLane) =>
    lane.kind === 'custom' ? lane.name || words.lane.untitled : words.lanes[lane.kind];
  const scoreText = (score: number) =>
    `${score > 0 ? '+' : ''}${score} (${words.curve.scores[String(score)] ?? ''})`;
  const cells = (lane: JourneyLane) =>
    stages.map((stage, index) => <Cell key={stage.id} cell={lane.cells[index]} words={words} />);

  if (stages.length === 0) return null;
  return (
    <table className={stages.length > DENSE_STAGES ? 'jmv-table jmv-table--dense' : 'jmv-table'}>
      <caption className="jmv-hidden">
        {fill(words.view.tableCaption, { name: journey.name })}
      </caption>
      <colgroup>
        <col className="jmv-table__lane-column" />
        {stages.map((stage) => (
          <col key={stage.id} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{words.stages}</th>
          {stages.map((stage, index) => (
            <th key={stage.id} scope="col">
              {stageName(index)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lanes.map((lane) =>
          lane.kind === 'emotions' ? (
            <EmotionRows key={lane.id} name={laneName(lane)} words={words} journey={journey}>
              {cells(lane)}
            </EmotionRows>
          ) : (
            <tr key={lane.id}>
              <th scope="row">{laneName(lane)}</th>
              {cells(lane)}
            </tr>
          ),
        )}
        {showsEmotions && (
          <tr>
            <th scope="row">
              <span className="jmv-swatch jmv-swatch--asIs" aria-hidden="true" />
              {words.view.score}
            </th>
            {stages.map((stage) => (
              <td key={stage.id}>{scoreText(stage.score)}</td>
            ))}
          </tr>
        )}
        {showsEmotions && journey.showToBe && (
          <tr>
            <th scope="row">
              <span className="jmv-swatch jmv-swatch--toBe" aria-hidden="true" />
              {words.view.toBeScore}
            </th>
            {stages.map((stage) => (
              <td key={stage.id}>{scoreText(stage.toBeScore)}</td>
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** The emotion lane: its curve across the stages, its words under it, one header for both. */
function EmotionRows({
  name,
  journey,
  words,
  children,
}: {
  name: string;
  journey: Journey;
  words: ViewerWords;
  children: ReactNode;
}) {
  return (
    <>
      <tr>
        <th scope="row" rowSpan={2}>
          {name}
        </th>
        <td colSpan={journey.stages.length} className="jmv-table__curve">
          <CurveDrawing
            stages={journey.stages}
            showToBe={journey.showToBe}
            label={words.curve.label}
          />
        </td>
      </tr>
      <tr>{children}</tr>
    </>
  );
}

function Cell({ cell, words }: { cell: JourneyCell | undefined; words: ViewerWords }) {
  const channel = cell?.channel ? words.channels[cell.channel] : '';
  return (
    <td>
      {channel && <span className="jmv-channel">{`${channel}: `}</span>}
      <span className="jmv-text">{cell?.text ?? ''}</span>
      {cell?.sources?.map((source) => (
        <span key={source.empathyMapSK || source.name} className="jmv-source">
          {fill(words.pains.from, { name: source.name })}
        </span>
      ))}
    </td>
  );
}
