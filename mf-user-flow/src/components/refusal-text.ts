import { USER_FLOW_LIMITS, USER_FLOW_MESSAGES } from 'shared-contracts/editors/user-flow/content';

/** A refusal of the flow's rules by its key in the schema's USER_FLOW_MESSAGES. */
export type FlowProblem = keyof typeof USER_FLOW_MESSAGES;

/** The keys by their English text: the model's edits refuse with the schema's words. */
const PROBLEMS: ReadonlyMap<string, FlowProblem> = new Map(
  Object.entries(USER_FLOW_MESSAGES).map(([key, text]) => [text, key as FlowProblem]),
);

/** The values of the catalogue's `{{max}}`: the limits the messages name. */
const VALUES: Partial<Record<FlowProblem, { max: number }>> = {
  maxNodes: { max: USER_FLOW_LIMITS.maxNodes },
  maxConnectors: { max: USER_FLOW_LIMITS.maxConnectors },
  maxGroups: { max: USER_FLOW_LIMITS.maxGroups },
  maxActors: { max: USER_FLOW_LIMITS.maxActors },
  maxPictures: { max: USER_FLOW_LIMITS.maxPictures },
  coordinate: { max: USER_FLOW_LIMITS.maxCoordinate },
};

/** The catalogue's `t`, as far as refusals need it. */
export type ProblemT = (key: `problems.${FlowProblem}`, values?: Record<string, unknown>) => string;

/**
 * Why an edit was refused, in the site's language: the model says it in the schema's
 * English (`{ refused }`), found back here by its key in the catalogue's `problems`. A
 * text the schema does not have is shown as it is.
 */
export function refusalText(refused: string, t: ProblemT): string {
  const problem = PROBLEMS.get(refused);
  return problem === undefined ? refused : t(`problems.${problem}`, VALUES[problem]);
}
