import type { Flow } from '../model/flow';
import { entryKey, type ReadingEntry, readingOrder } from '../model/reading-order';
import { type ReadingBranch, readingBranches } from './reading-branches';
import { fill, type ViewerWords } from './words';

interface ReadingProps {
  words: ViewerWords;
  /** Each group's name by its id, an unnamed one's 'Untitled group'. */
  groups: ReadonlyMap<string, string>;
}

/**
 * The flow as text, in reading order: for screen readers and for selecting and copying,
 * and the one place a long label or note is shown whole (the diagram's boxes cut it).
 */
export function ReadingList({ flow, words }: { flow: Flow; words: ViewerWords }) {
  const groups = new Map(
    flow.groups.map((group) => [group.id, group.label || words.untitledGroup]),
  );
  return <Branches branches={readingBranches(readingOrder(flow))} words={words} groups={groups} />;
}

function Branches({ branches, ...props }: ReadingProps & { branches: ReadingBranch[] }) {
  return (
    <ul className="ufv-branches">
      {branches.map((branch) => (
        <li key={entryKey(branch.steps[0]!.entry)}>
          <ol className="ufv-steps">
            {branch.steps.map((step) => (
              <li key={entryKey(step.entry)}>
                <Step entry={step.entry} {...props} />
                {step.branches.length > 0 && <Branches branches={step.branches} {...props} />}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

function Step({ entry, words, groups }: ReadingProps & { entry: ReadingEntry }) {
  const connector = entry.kind === 'node' ? entry.via : entry.connector;
  const node = entry.kind === 'node' ? entry.node : entry.target;
  const kind = words.kinds[node.kind];
  const label = node.label.trim();
  const group = node.group ? groups.get(node.group) : undefined;
  return (
    <>
      {connector?.label && (
        <span className="ufv-via">{fill(words.outline.via, { label: connector.label })} </span>
      )}
      {entry.kind === 'jump' ? (
        <span className="ufv-jump">
          ↩ {fill(words.outline.goesTo, { name: `${kind}: ${label || words.untitled}` })}
        </span>
      ) : (
        <>
          <span className={`ufv-kind ufv-kind--${node.kind}`}>{kind}</span>
          {/* The colon the chip stands for, so a screen reader says 'Screen: Pay'. */}
          <span className="ufv-hidden">: </span>
          <span className={label ? 'ufv-label' : 'ufv-label ufv-label--empty'}>
            {label || words.untitled}
          </span>
          {group && <span className="ufv-meta">{`${words.inspector.group}: ${group}`}</span>}
          {node.page && (
            <span className="ufv-meta">{`${words.inspector.page}: ${node.page.title}`}</span>
          )}
        </>
      )}
      {entry.depth === 0 && entry.detached && (
        <span className="ufv-detached">{words.outline.detached}</span>
      )}
    </>
  );
}
