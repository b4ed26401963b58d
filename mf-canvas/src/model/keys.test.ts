import { describe, expect, it } from 'vitest';
import { keyCommand } from './keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => keyCommand({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('canvas keys', () => {
  it('map the keys of the spec', () => {
    expect(press('=')).toEqual({ type: 'zoomStep', direction: 1 });
    expect(press('-')).toEqual({ type: 'zoomStep', direction: -1 });
    expect(press('Backspace')).toEqual({ type: 'deleteSelection' });
    expect(press('a', { ctrlKey: true })).toEqual({ type: 'selectAll' });
    expect(press('A', { metaKey: true })).toEqual({ type: 'selectAll' });
    expect(press('Escape')).toEqual({ type: 'escape' });
  });

  it('leave the browser its own shortcuts and every other key', () => {
    expect(press('=', { ctrlKey: true })).toBeNull();
    expect(press('-', { metaKey: true })).toBeNull();
    expect(press('a')).toBeNull();
    expect(press('Tab')).toBeNull();
    expect(press('ArrowLeft')).toBeNull();
  });
});
