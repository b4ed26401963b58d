import fc from 'fast-check';
import {
  featureNameProblem,
  PERSONA_FLAGS,
  PERSONALITY_SLIDERS,
  type UxPersona,
  updateUxPersonaRequest,
} from 'shared-contracts';
import {
  boundedText,
  featureName,
  isWellFormed,
  overLimitText,
  uuid,
  uxPersonaUpdate,
} from 'shared-contracts/testing';
import { describe, expect, it } from 'vitest';
import { closeBlock, openBlock, SLIDER_FLAGS } from './blocks';
import { fromDetail, type PersonaDraft, sampleDraft, toRequest } from './draft';
import { draftProblem } from './draft-rules';
import {
  isAgeValid,
  setAge,
  setGender,
  setSlider,
  setText,
  TEXT_LIMITS,
  type TextField,
} from './fields';
import { addTrait, removeTrait, renameTrait, setTraitLevel, type TraitList } from './traits';

/*
 * Whatever sequence of edits a person makes, the body the persona editor sends (its
 * toRequest) is one the server accepts as it is whenever the kit's checks (the name, then
 * draftProblem) let the save go, and those checks only ever stop an age over 150 or a
 * bad name; a stored persona read into the editor is sent back unchanged.
 */

const keys = {
  PK: 'PROJECT#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
  SK: 'UXPERS#5a0c2e4b-9d1f-4e3a-8b6c-7f2d1e0a9b84',
};

const typed = fc.oneof(
  boundedText(60),
  overLimitText(50),
  overLimitText(300),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.integer({ min: 0, max: 1100 }).map((n) => `${'x'.repeat(n)}😀😀`),
  // An emoji across each limit (50, 300, 1000).
  fc.constantFrom(49, 299, 999).map((n) => `${'x'.repeat(n)}😀😀`),
);
const list = fc.constantFrom<TraitList>('skills', 'motivations');
const level = fc.oneof(fc.integer({ min: -50, max: 150 }), fc.double(), fc.constant(Number.NaN));
const pick = fc.nat();

const edit = fc.oneof(
  fc.record({
    op: fc.constant('text' as const),
    field: fc.constantFrom(...(Object.keys(TEXT_LIMITS) as TextField[])),
    value: typed,
  }),
  fc.record({ op: fc.constant('name' as const), value: fc.oneof(featureName, typed) }),
  fc.record({
    op: fc.constant('age' as const),
    value: fc.oneof(
      fc.stringMatching(/^[0-9]{0,4}$/),
      fc.string({ maxLength: 6 }),
      fc.constantFrom('-5', '1e3', '151', '150', '0', ' 42 '),
    ),
  }),
  fc.record({
    op: fc.constant('gender' as const),
    value: fc.oneof(
      fc.constantFrom('male', 'female', 'other', '', 'Male'),
      fc.string({ maxLength: 6 }),
    ),
  }),
  fc.record({
    op: fc.constant('slider' as const),
    slider: fc.constantFrom(...PERSONALITY_SLIDERS),
    value: level,
  }),
  fc.record({ op: fc.constant('addTrait' as const), list, id: uuid }),
  fc.record({ op: fc.constant('removeTrait' as const), list, at: pick }),
  fc.record({ op: fc.constant('renameTrait' as const), list, at: pick, value: typed }),
  fc.record({ op: fc.constant('traitLevel' as const), list, at: pick, value: level }),
  fc.record({ op: fc.constant('close' as const), flag: fc.constantFrom(...PERSONA_FLAGS) }),
  fc.record({ op: fc.constant('open' as const), flag: fc.constantFrom(...PERSONA_FLAGS) }),
);
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

function apply(draft: PersonaDraft, e: Edit): PersonaDraft {
  const p = draft.persona;
  const traitId = (l: TraitList, at: number) => p[l][at % Math.max(p[l].length, 1)]?.id ?? 'none';
  const next = (() => {
    switch (e.op) {
      case 'text':
        return setText(p, e.field, e.value);
      case 'name':
        return { ...p, name: e.value };
      case 'age':
        return setAge(p, e.value);
      case 'gender':
        return setGender(p, e.value);
      case 'slider':
        return setSlider(p, e.slider, e.value);
      case 'addTrait':
        return addTrait(p, e.list, e.id);
      case 'removeTrait':
        return removeTrait(p, e.list, traitId(e.list, e.at));
      case 'renameTrait':
        return renameTrait(p, e.list, traitId(e.list, e.at), e.value);
      case 'traitLevel':
        return setTraitLevel(p, e.list, traitId(e.list, e.at), e.value);
      case 'close':
        return closeBlock(p, e.flag);
      case 'open':
        return openBlock(p, e.flag);
    }
  })();
  return { ...draft, persona: next };
}

const SLIDER_FLAG_LIST = Object.values(SLIDER_FLAGS);

describe('the persona draft', () => {
  it('stays within every limit, and what it sends passes the schema whenever the kit lets it', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (edits) => {
        const draft = edits.reduce(
          apply,
          sampleDraft(() => crypto.randomUUID()),
        );
        const { persona } = draft;
        for (const [field, max] of Object.entries(TEXT_LIMITS)) {
          const value = persona[field as TextField];
          expect(value.length).toBeLessThanOrEqual(max);
          expect(isWellFormed(value)).toBe(true);
        }
        for (const trait of [...persona.skills, ...persona.motivations]) {
          expect(trait.name.length).toBeLessThanOrEqual(50);
          expect(isWellFormed(trait.name)).toBe(true);
          expect(Number.isInteger(trait.level) && trait.level >= 0 && trait.level <= 100).toBe(
            true,
          );
        }
        for (const slider of PERSONALITY_SLIDERS) {
          expect(Number.isInteger(persona[slider])).toBe(true);
        }
        // Closing Personality closes its sliders; opening a slider opens Personality.
        if (SLIDER_FLAG_LIST.some((flag) => persona[flag]))
          expect(persona.hasPersonality).toBe(true);

        // The kit checks the name first; past it, draftProblem stops only an age over 150.
        if (featureNameProblem(persona.name) !== null) return;
        expect(draftProblem(draft) === null).toBe(isAgeValid(persona));
        if (draftProblem(draft) !== null) return;
        const body = toRequest(draft, keys);
        const parsed = updateUxPersonaRequest.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data).toEqual({ ...body, name: body.name.trim() });
      }),
      { numRuns: 100 },
    );
  });

  it('sends a stored persona back exactly as it came', () => {
    const stored = uxPersonaUpdate({
      projectSK: fc.constant(keys.PK),
      itemSK: fc.constant(keys.SK),
    });
    // Age and gender may be absent from a body; a stored persona shows them as null.
    const unknown: Record<string, unknown> = { demographics_age: null, demographics_gender: null };
    fc.assert(
      fc.property(stored, (content) => {
        const sent = { ...unknown, ...content };
        const detail = {
          ...sent,
          PK: keys.PK,
          SK: keys.SK,
          thumbnailPath: null,
        } as unknown as UxPersona;
        expect(toRequest(fromDetail(detail), keys)).toEqual(sent);
      }),
      { numRuns: 100 },
    );
  });
});
