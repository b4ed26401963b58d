import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { translationProblems } from './catalog-check';
import { messagesCatalog, messageText, useMessageText } from './messages';
import { changeSiteLanguage } from './setup';
import { messages as ukrainian } from './ua/messages';

describe('messageText', () => {
  it('gives the English of MESSAGES by code, with values', () => {
    expect(messageText('wrongCredentials')).toBe(MESSAGES.wrongCredentials);
    expect(messageText({ code: 'tooManyRequests', params: { count: 1 } })).toBe(
      MESSAGES.tooManyRequests(1),
    );
    expect(messageText({ code: 'tooManyRequests', params: { count: 30 } })).toBe(
      MESSAGES.tooManyRequests(30),
    );
    expect(messageText({ code: 'tooLong', params: { field: 'Says', max: 500 } })).toBe(
      MESSAGES.tooLong('Says', 500),
    );
    expect(messageText({ code: 'notFound', params: { what: 'Project' } })).toBe(
      MESSAGES.notFound('Project'),
    );
  });

  it("falls back to the server's words for a code it does not know, or none", () => {
    expect(messageText({ code: 'newRule', message: 'A rule from a newer server' })).toBe(
      'A rule from a newer server',
    );
    expect(messageText({ message: 'No code at all' })).toBe('No code at all');
    expect(messageText({ code: 42, message: '' })).toBe(MESSAGES.somethingWentWrong);
    expect(messageText(new Error('plain'))).toBe('plain');
    expect(messageText('Not one of ours')).toBe('Not one of ours');
  });

  it('translates by code into Ukrainian', async () => {
    await changeSiteLanguage('ua', false);
    expect(messageText({ code: 'wrongCredentials', message: MESSAGES.wrongCredentials })).toBe(
      'Неправильна пошта або пароль',
    );
    expect(messageText({ code: 'tooManyRequests', params: { count: 5 } })).toBe(
      'Забагато спроб. Спробуйте знову через 5 секунд.',
    );
    // The English of a client-side zod refusal is found back by its text.
    expect(messageText(MESSAGES.featureNameEmpty)).toBe('Назва не може бути порожньою');
    expect(messageText(MESSAGES.tooLong('Says', 500))).toBe('Says: не більше 500 символів');
    function Shown() {
      const text = useMessageText();
      return <p>{text('passwordsNotSame')}</p>;
    }
    render(
      <Suspense fallback={null}>
        <Shown />
      </Suspense>,
    );
    expect(await screen.findByText('Паролі не збігаються.')).toBeTruthy();
  });
});

describe('the messages catalogue', () => {
  it('has a Ukrainian text for every code, with its plural forms and no extra keys', () => {
    const { english } = messagesCatalog;
    expect(Object.keys(english).length).toBeGreaterThan(80);
    expect(translationProblems(english, ukrainian, 'uk')).toEqual([]);
  });

  it('is MESSAGES in English, the spec strings exactly', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      if (typeof text === 'string') expect(messageText(code as 'noData'), code).toBe(text);
    }
  });
});
