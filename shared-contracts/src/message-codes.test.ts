import { describe, expect, it } from 'vitest';
import { messageCode } from './message-codes.js';
import { MESSAGES } from './messages.js';

describe('messageCode', () => {
  it('names every text message, each text once', () => {
    const texts = Object.entries(MESSAGES).filter(([, text]) => typeof text === 'string');
    expect(new Set(texts.map(([, text]) => text)).size).toBe(texts.length);
    for (const [code, text] of texts) expect(messageCode(text as string)).toEqual({ code });
  });

  it('reads the values back out of a message built from a template', () => {
    expect(messageCode(MESSAGES.tooManyRequests(1))).toEqual({
      code: 'tooManyRequests',
      params: { count: 1 },
    });
    expect(messageCode(MESSAGES.tooManyRequests(30))).toEqual({
      code: 'tooManyRequests',
      params: { count: 30 },
    });
    expect(messageCode(MESSAGES.tooLong('Cell text', 300))).toEqual({
      code: 'tooLong',
      params: { field: 'Cell text', max: 300 },
    });
    expect(messageCode(MESSAGES.editConflict('empathy map'))).toEqual({
      code: 'editConflict',
      params: { what: 'empathy map' },
    });
    expect(messageCode(MESSAGES.notText('Says'))).toEqual({
      code: 'notText',
      params: { field: 'Says' },
    });
    expect(messageCode(MESSAGES.invalidKey('UX persona'))?.code).toBe('invalidKey');
    expect(messageCode(MESSAGES.notFound('Project'))?.code).toBe('notFound');
  });

  it('has no code for text that is not ours', () => {
    expect(messageCode('says: Invalid input: expected string, received number')).toBeUndefined();
    expect(messageCode('')).toBeUndefined();
  });
});
