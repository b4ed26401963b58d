import { useId, useMemo } from 'react';
import type { ViewerProps } from 'shared-contracts';
import { flowDrawing } from './export/svg';
import { ReadingList } from './viewer/ReadingList';
import { readFlow } from './viewer/read-flow';
import { fill, wordsIn } from './viewer/words';
import './viewer/viewer.css';

/**
 * A user flow read-only (issue H5), for share links and the project's PDF: its name and
 * actors, the diagram as the SVG export draws it (scaled down to the width it is given,
 * never up), and the flow in reading order as text. No editing code: the model's pure
 * modules and React only, so a share page loads a few kilobytes.
 */
export default function UserFlowViewer({ item, language }: ViewerProps) {
  const nameId = useId();
  const words = wordsIn(language);
  const flow = useMemo(() => readFlow(item), [item]);
  const drawing = useMemo(() => flowDrawing(flow, words.untitled), [flow, words]);
  const name = flow.name || words.untitled;
  const { x, y, width, height } = drawing.box;
  return (
    <article className="ufv" aria-labelledby={nameId}>
      <h2 id={nameId} className="ufv-name">
        {name}
      </h2>
      {flow.actors.length > 0 && (
        <p className="ufv-actors">
          {fill(words.diagram.actors, { names: flow.actors.map((actor) => actor.name).join(', ') })}
        </p>
      )}
      {flow.nodes.length > 0 && (
        <>
          <svg
            className="ufv-diagram"
            viewBox={`${x} ${y} ${width} ${height}`}
            width={width}
            height={height}
            role="img"
            aria-label={`${words.diagram.label}: ${name}`}
            // The SVG export's own markup: every text and attribute in it is escaped (export/svg.ts).
            dangerouslySetInnerHTML={{ __html: drawing.markup }}
          />
          <section className="ufv-reading">
            <h3 className="ufv-heading">{words.outline.title}</h3>
            <ReadingList flow={flow} words={words} />
          </section>
        </>
      )}
    </article>
  );
}
