import { describe, expect, it } from 'vitest';
import { languageOptions } from './language-options';

describe('languageOptions', () => {
  it('lists the offered languages when one of them is in use', () => {
    expect(languageOptions('en')).toEqual([{ value: 'en', label: 'English' }]);
  });

  it('also lists the language in use when it is not offered, so the picker names it', () => {
    expect(languageOptions('ua')).toEqual([
      { value: 'en', label: 'English' },
      { value: 'ua', label: 'Українська' },
    ]);
  });
});
