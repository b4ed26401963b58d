import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-names';

describe('fileNameOf', () => {
  it('keeps a plain name, Cyrillic included', () => {
    expect(fileNameOf('Checkout redesign', 'pdf')).toBe('Checkout redesign.pdf');
    expect(fileNameOf('Оформлення замовлення', 'pdf')).toBe('Оформлення замовлення.pdf');
  });

  it('replaces what file systems refuse and leading dots', () => {
    expect(fileNameOf('a/b\\c:d*e?f"g<h>i|j', 'pdf')).toBe('a b c d e f g h i j.pdf');
    expect(fileNameOf('..hidden', 'json')).toBe('hidden.json');
    expect(fileNameOf('tab\there\nnewline', 'pdf')).toBe('tab here newline.pdf');
  });

  it('falls back when nothing usable is left, and keeps names short', () => {
    expect(fileNameOf('///', 'pdf')).toBe('project.pdf');
    expect(fileNameOf('x'.repeat(300), 'pdf')).toBe(`${'x'.repeat(100)}.pdf`);
  });
});
