import { blankNode, type Flow, type NodeKind } from './flow';

/** The sample's words, in the language the editor opens in. */
export interface SampleWords {
  name: string;
  start: string;
  landing: string;
  signedIn: string;
  signIn: string;
  dashboard: string;
  submit: string;
  valid: string;
  error: string;
  done: string;
  yes: string;
  no: string;
  note: string;
}

/**
 * The guest's sample: signing in to a product, with a decision and its two branches, a
 * loop back and a note, laid out left to right on the grid.
 */
export function sampleFlow(
  words: SampleWords,
  newId: () => string = () => crypto.randomUUID(),
): Flow {
  const node = (kind: NodeKind, x: number, y: number, label: string) =>
    blankNode(newId(), kind, x, y, label);
  const start = node('start', 0, 140, words.start);
  const landing = node('screen', 200, 104, words.landing);
  const signedIn = node('decision', 440, 114, words.signedIn);
  const signIn = node('screen', 680, 280, words.signIn);
  const submit = node('action', 920, 310, words.submit);
  const valid = node('decision', 1160, 290, words.valid);
  const error = node('screen', 1160, 480, words.error);
  const dashboard = node('screen', 1400, 104, words.dashboard);
  const done = node('end', 1640, 140, words.done);
  const note = node('note', 200, 320, words.note);
  const link = (
    from: string,
    to: string,
    label = '',
    route: 'straight' | 'elbow' = 'straight',
  ) => ({
    id: newId(),
    from,
    to,
    label,
    route,
  });
  return {
    name: words.name,
    actors: [],
    snapToGrid: true,
    nodes: [start, landing, signedIn, signIn, submit, valid, error, dashboard, done, note],
    connectors: [
      link(start.id, landing.id),
      link(landing.id, signedIn.id),
      link(signedIn.id, dashboard.id, words.yes),
      link(signedIn.id, signIn.id, words.no),
      link(signIn.id, submit.id),
      link(submit.id, valid.id),
      link(valid.id, dashboard.id, words.yes, 'elbow'),
      link(valid.id, error.id, words.no),
      link(error.id, signIn.id, '', 'elbow'),
      link(dashboard.id, done.id),
    ],
    groups: [],
  };
}
