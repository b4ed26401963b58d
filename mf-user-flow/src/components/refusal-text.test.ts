import { USER_FLOW_MESSAGES } from 'shared-contracts/editors/user-flow/content';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { ua } from '../i18n/ua';
import { type FlowProblem, type ProblemT, refusalText } from './refusal-text';

/** A `t` over one catalogue's `problems`, interpolating `{{name}}` as the site's i18n does. */
const translator =
  (problems: Readonly<Record<FlowProblem, string>>): ProblemT =>
  (key, values = {}) =>
    problems[key.slice('problems.'.length) as FlowProblem].replace(/\{\{(\w+)\}\}/g, (_, name) =>
      String(values[name]),
    );

describe('refusalText', () => {
  it('says every refusal of the schema in English exactly as the schema does', () => {
    const t = translator(en.problems);
    for (const text of Object.values(USER_FLOW_MESSAGES)) expect(refusalText(text, t)).toBe(text);
    expect(Object.keys(en.problems).sort()).toEqual(Object.keys(USER_FLOW_MESSAGES).sort());
  });

  it('finds a refusal by its key, with the limit it names', () => {
    const t = translator(ua.problems);
    expect(refusalText(USER_FLOW_MESSAGES.maxNodes, t)).toBe(
      'Користувацький потік може мати щонайбільше 500 вузлів',
    );
    expect(refusalText(USER_FLOW_MESSAGES.connectorLoop, t)).toBe(
      'Зв’язок з’єднує два різні вузли',
    );
    for (const text of Object.values(USER_FLOW_MESSAGES)) {
      expect(refusalText(text, t)).not.toMatch(/\{\{|undefined/);
      expect(refusalText(text, t)).not.toBe(text);
    }
  });

  it('shows a text the schema does not have as it is', () => {
    const t: ProblemT = () => {
      throw new Error('not a problem of the schema');
    };
    expect(refusalText('Something else went wrong', t)).toBe('Something else went wrong');
    expect(refusalText('', t)).toBe('');
  });
});
