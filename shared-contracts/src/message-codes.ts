import { MESSAGE_TEMPLATES, MESSAGES, type MessageCode } from './messages.js';

/**
 * A message as a code (its name in MESSAGES) and the values of its placeholders: what
 * the API's error bodies carry next to the English `message`, so each client shows it in
 * its own language.
 */
export interface CodedMessage {
  code: MessageCode;
  params?: Record<string, string | number>;
}

// The first code of a text wins: no two messages share a text today (messages.test.ts).
const CODE_OF_TEXT = new Map<string, MessageCode>();
for (const [code, text] of Object.entries(MESSAGES)) {
  if (typeof text === 'string' && !CODE_OF_TEXT.has(text))
    CODE_OF_TEXT.set(text, code as MessageCode);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/** Each template as a pattern that reads its values back out of a filled-in message. */
const TEMPLATE_PATTERNS = Object.entries(MESSAGE_TEMPLATES).map(([key, template]) => ({
  code: key.replace(/_(zero|one|two|few|many|other)$/, '') as MessageCode,
  names: [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string),
  pattern: new RegExp(
    `^${template
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('')}$`,
    's',
  ),
}));

/**
 * The code of a message the server is about to send: MESSAGES is the one table of both,
 * so the many places that throw `badRequest(MESSAGES.x)` need not name the code again.
 * Undefined for text that is not one of ours (zod's own wording for a malformed field).
 */
export function messageCode(text: string): CodedMessage | undefined {
  const code = CODE_OF_TEXT.get(text);
  if (code) return { code };
  for (const { code: templateCode, names, pattern } of TEMPLATE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, index) => {
        const value = match[index + 1] as string;
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    return { code: templateCode, params };
  }
  return undefined;
}
