import { useCallback } from 'react';
import { MESSAGE_TEMPLATES, MESSAGES, type MessageCode, messageCode } from 'shared-contracts';
import { defineCatalog, type Translation } from './catalog';

type TextMessageCode = {
  [K in MessageCode]: (typeof MESSAGES)[K] extends string ? K : never;
}[MessageCode];

/**
 * The 'messages' catalogue: what the server and the shared validators say, by code (the
 * names in MESSAGES). English is MESSAGES itself, with the templates of the messages that
 * take values, so the spec's strings are written once.
 */
export type MessagesCatalogShape = { readonly [K in TextMessageCode]: string } & {
  readonly [K in keyof typeof MESSAGE_TEMPLATES]: string;
};

function englishMessages(): MessagesCatalogShape {
  const texts = Object.entries(MESSAGES).filter(([, text]) => typeof text === 'string');
  return { ...Object.fromEntries(texts), ...MESSAGE_TEMPLATES } as MessagesCatalogShape;
}

const english = englishMessages();

export const messagesCatalog = defineCatalog('messages', english, {
  ua: () => import('./ua/messages').then((module) => module.messages),
});

export type MessagesTranslation = Translation<MessagesCatalogShape>;

/**
 * A message to show: a code alone (a validator's); what the server sent (an ApiError or
 * an error body: `code`, `params` and its English `message`); or the English text of one
 * of MESSAGES, as a zod schema run on the client gives it (zod issues carry text only),
 * found back by shared-contracts' messageCode. Any other text is shown as it is.
 */
export type ShownMessage =
  | MessageCode
  | (string & {})
  | { code?: unknown; params?: unknown; message?: unknown };

const isKnownCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && (code in english || `${code}_other` in english);

function textOf(
  message: ShownMessage,
  translate: (code: MessageCode, values?: Record<string, unknown>) => string,
): string {
  if (typeof message === 'string') {
    if (isKnownCode(message)) return translate(message);
    const coded = messageCode(message);
    return coded ? translate(coded.code, coded.params) : message;
  }
  const { code, params, message: english } = message;
  if (isKnownCode(code)) {
    const values = typeof params === 'object' && params !== null ? params : undefined;
    return translate(code, values as Record<string, unknown> | undefined);
  }
  // A code this client does not know yet (a newer server): the server's own words.
  if (typeof english === 'string' && english !== '') return english;
  return typeof code === 'string' ? code : MESSAGES.somethingWentWrong;
}

/** A message's text in the active language (outside React: toasts, models). */
export function messageText(message: ShownMessage): string {
  return textOf(message, messagesCatalog.t);
}

/** In components: a function giving a message's text in the active language. */
export function useMessageText(): (message: ShownMessage) => string {
  const t = messagesCatalog.useT();
  return useCallback((message: ShownMessage) => textOf(message, t), [t]);
}
