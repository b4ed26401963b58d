import fc from 'fast-check';
import { type KeyKind, keyNoun, keyPrefix, normalizeKey } from '../keys.js';
import {
  EMAIL_MAX_LENGTH,
  FEATURE_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ALL_KEY_KINDS } from './key-kinds.js';
import { canonicalKey, uuid } from './requests.js';
import { boundedText, codePointLength, fillTo, overLimitText, spaces } from './text.js';

/*
 * Near misses: a valid request with one thing wrong (over a limit by one or more, a wrong
 * type, a missing field, a malformed key), and the message its first issue must carry.
 */

export interface NearMiss {
  /** What was broken, for the failure report. */
  what: string;
  body: Record<string, unknown>;
  /** The first issue's message; null where zod's own (prefixed with the path) is expected. */
  message: string | null;
}

export type Mutation<T> = (valid: T) => fc.Arbitrary<NearMiss>;

/** One mutation, picked at random, of one valid request. */
export function nearMissesOf<T extends object>(
  valid: fc.Arbitrary<T>,
  mutations: readonly Mutation<T>[],
): fc.Arbitrary<NearMiss> {
  return fc.oneof(...mutations.map((mutation) => valid.chain(mutation)));
}

export const show = (value: unknown) => {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
};

/** Sets `field` to each value of `values`. */
export const setTo =
  <T extends object>(
    field: string,
    values: fc.Arbitrary<unknown>,
    message: string | null,
  ): Mutation<T> =>
  (valid) =>
    values.map((value) => ({
      what: `${field} = ${show(value)}`,
      body: { ...valid, [field]: value },
      message,
    }));

export const drop =
  <T extends object>(field: string, message: string | null): Mutation<T> =>
  (valid) => {
    const { [field as keyof T]: _dropped, ...body } = valid;
    return fc.constant({ what: `without ${field}`, body, message });
  };

// Values of the wrong type, all of which JSON can carry.
const smallArray = fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 });
const smallObject = fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 });
export const notTextNorNull = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  smallArray,
  smallObject,
);
export const notText = fc.oneof(notTextNorNull, fc.constant(null));
/** Numbers as strings included: '30' is not 30. */
export const notNumberNorNull = fc.oneof(
  fc.integer().map(String),
  fc.boolean(),
  smallArray,
  smallObject,
  fc.string({ maxLength: 4 }),
);
export const notBoolean = fc.oneof(
  fc.constantFrom('true', 'false', 0, 1, null, 'yes'),
  smallArray,
  smallObject,
);

/** A text field of `boundedText(label, max)`. */
export function boundedField<T extends object>(
  field: string,
  label: string,
  max: number,
): Mutation<T>[] {
  return [
    setTo(field, overLimitText(max), MESSAGES.tooLong(label, max)),
    setTo(field, notText, `${label} must be text`),
    drop(field, `${label} must be text`),
  ];
}

/** Over the limit even after the schema trims it. */
const overLimitName = (max: number) =>
  overLimitText(max)
    .map((text) => text.trim())
    .filter((text) => codePointLength(text) > max);

export function featureNameField<T extends object>(): Mutation<T>[] {
  return [
    setTo('name', overLimitName(FEATURE_NAME_MAX_LENGTH), MESSAGES.featureNameTooLong),
    setTo('name', spaces, MESSAGES.featureNameEmpty),
    setTo('name', fc.constant(null), MESSAGES.featureNameEmpty),
    drop('name', MESSAGES.featureNameEmpty),
    setTo('name', notTextNorNull, MESSAGES.nameNotText),
  ];
}

export const invalidKeyMessage = (kind: KeyKind) => MESSAGES.invalidKey(keyNoun(kind));

/** Text that is not a key of `kind` in any spelling. */
export function notAKey(kind: KeyKind): fc.Arbitrary<string> {
  const prefix = keyPrefix(kind);
  return fc
    .oneof(
      boundedText(80),
      fc
        .constantFrom(...ALL_KEY_KINDS.filter((other) => keyPrefix(other) !== prefix))
        .chain(canonicalKey),
      uuid.map((id) => `${prefix}#${id}x`),
      uuid.map((id) => `${prefix}%23${id}`),
      uuid.map((id) => ` ${prefix}#${id}`),
      uuid.map((id) => `${prefix.toLowerCase()}#${id}`),
      uuid.map((id) => `${prefix}-${id}`),
      uuid.map((id) => `${prefix}#${id.replaceAll('-', '')}`),
      fc.constantFrom(`${prefix}#not-a-uuid`, `${prefix}#`, prefix, '', '#', '_'),
    )
    .filter((text) => normalizeKey(kind, text) === null);
}

export function keyField<T extends object>(
  field: string,
  kind: KeyKind,
  message = invalidKeyMessage(kind),
): Mutation<T>[] {
  return [
    setTo(field, notAKey(kind), message),
    setTo(field, notText, message),
    drop(field, message),
  ];
}

// Auth

/** Text that does not match the email pattern (or is too long to be delivered). */
export const notAnEmail = fc.oneof(
  boundedText(40).filter((text) => !text.includes('@')),
  fc.constantFrom(
    'a@b',
    'a@b.',
    'a@.co',
    '@b.co',
    'a@@b.co',
    'a b@c.co',
    'a@b c.co',
    'nul\u0000@example.com',
    'tab\t@example.com',
    'a@b.co@c.co',
  ),
  fc.constant(`${'a'.repeat(EMAIL_MAX_LENGTH - 7)}@b.co.uk`),
);

/** Passwords the policy refuses, with the first message it gives. */
export const weakPassword: fc.Arbitrary<[string, string]> = fc.oneof(
  fc
    .constantFrom('Ab1', 'Ab1cdef', 'Aé😀x')
    .map((password): [string, string] => [password, MESSAGES.passwordTooShort]),
  fc
    .constantFrom('Ab1', 'Zz-')
    .map((start): [string, string] => [
      fillTo(start, 'x', PASSWORD_MAX_LENGTH + 1),
      MESSAGES.passwordTooLong,
    ]),
  fc
    .constantFrom('password1', 'PASSWORD1', 'Password', 'ÉcoleΩmega', 'abcdefgh', '12345678')
    .map((password): [string, string] => [password, MESSAGES.passwordPolicy]),
  boundedText(PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH)
    .map((text) => text.replace(/\p{Lu}/gu, 'x'))
    .filter((text) => text.length >= PASSWORD_MIN_LENGTH)
    .map((password): [string, string] => [password, MESSAGES.passwordPolicy]),
);

export function passwordField<T extends object>(field: string, missing: string): Mutation<T>[] {
  return [
    (valid) =>
      weakPassword.map(([password, message]) => ({
        what: `${field} = ${show(password)}`,
        body: { ...valid, [field]: password },
        message,
      })),
    setTo(field, notText, missing),
    drop(field, missing),
  ];
}

export function emailField<T extends object>(field: string, message: string): Mutation<T>[] {
  return [setTo(field, notAnEmail, message), setTo(field, notText, message), drop(field, message)];
}

/** Sign-in: any non-empty pair within the lengths; every other problem says the fields are empty. */
export function signInFields<T extends object>(): Mutation<T>[] {
  return [
    setTo('username', spaces, MESSAGES.fieldsEmpty),
    setTo(
      'username',
      overLimitText(EMAIL_MAX_LENGTH).filter(
        (text) => codePointLength(text.trim()) > EMAIL_MAX_LENGTH,
      ),
      MESSAGES.emailTooLong,
    ),
    setTo('username', notText, MESSAGES.fieldsEmpty),
    drop('username', MESSAGES.fieldsEmpty),
    setTo('password', fc.constant(''), MESSAGES.fieldsEmpty),
    setTo('password', overLimitText(PASSWORD_MAX_LENGTH), MESSAGES.passwordTooLong),
    setTo('password', notText, MESSAGES.fieldsEmpty),
    drop('password', MESSAGES.fieldsEmpty),
  ];
}

// Projects

export function projectFields<T extends object>(): Mutation<T>[] {
  const tooShort = fc
    .tuple(spaces, boundedText(2), spaces)
    .map(([before, text, after]) => `${before}${text.trim()}${after}`);
  return [
    setTo('name', overLimitName(PROJECT_NAME_MAX_LENGTH), MESSAGES.projectNameTooLong),
    setTo('name', tooShort, MESSAGES.projectNameTooShort),
    setTo('name', fc.constant(null), MESSAGES.projectNameTooShort),
    drop('name', MESSAGES.projectNameTooShort),
    setTo('name', notTextNorNull, MESSAGES.nameNotText),
    setTo(
      'description',
      overLimitText(PROJECT_DESCRIPTION_MAX_LENGTH),
      MESSAGES.projectDescriptionTooLong,
    ),
    setTo('description', notText, MESSAGES.descriptionNotText),
    ...keyField<T>('SK', 'project'),
  ];
}
