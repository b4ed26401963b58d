import { describe, expect, it } from 'vitest';
import { translationProblems } from './catalog-check';
import { editorCatalog } from './editor-catalog';
import { editor } from './ua/editor';

describe("the kit's own words", () => {
  it('are all in Ukrainian, with no extra keys', () => {
    expect(translationProblems(editorCatalog.english, editor, 'uk')).toEqual([]);
  });
});
