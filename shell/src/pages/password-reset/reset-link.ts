import { normalizeKey } from 'shared-contracts';

/** What a password-reset link carries; `null` where a part is missing or unusable. */
export interface ResetLink {
  token: string | null;
  /** The user key in its canonical `USER#<id>` form. */
  userPK: string | null;
}

/**
 * Reads `/passwordReset?token=…&userPK=…` (spec §2). The server writes the key as
 * `USER%23<id>`, but a link retyped or rewritten by a mail client may carry a raw `#`,
 * which the browser takes for the start of the fragment: `?token=t&userPK=USER#<id>`
 * arrives as `userPK=USER` plus the hash `#<id>`. As the spec says, the fragment is
 * appended to the user key. When the raw `#` came before other parameters
 * (`?userPK=USER#<id>&token=t`), the fragment carries them too, so it is read as the
 * rest of the query. The route form `USER_<id>` is accepted as well.
 */
export function parseResetLink(search: string, hash: string): ResetLink {
  const params = new URLSearchParams(search);
  let userPK = params.get('userPK');
  let token = params.get('token');

  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment && userPK !== null && !userPK.includes('#')) {
    const [keyRest = '', ...more] = fragment.split('&');
    userPK = `${userPK}#${safeDecode(keyRest)}`;
    const rest = new URLSearchParams(more.join('&'));
    token ??= rest.get('token');
  }

  return {
    token: token?.trim() ? token.trim() : null,
    userPK: userPK === null ? null : normalizeKey('user', userPK.trim()),
  };
}

/** Both parts are there: the page may send the reset. */
export function isCompleteResetLink(link: ResetLink): link is { token: string; userPK: string } {
  return link.token !== null && link.userPK !== null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
