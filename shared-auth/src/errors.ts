import { MESSAGES } from 'shared-contracts';

/**
 * A call the client refused to make because there is no session to make it with (spec §6:
 * "if absent the call fails with 'Access token was not present in local storage'").
 * `code` names the message, so it can be shown translated (editor-kit's messageText).
 */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly code = 'accessTokenMissing';

  constructor() {
    super(MESSAGES.accessTokenMissing);
  }
}

/**
 * The server answered with a non-OK status. The message is the server's own `message`,
 * because the spec shows server messages as returned (spec §8); `body` keeps the rest.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** The code of the server's message (its name in MESSAGES), when it sent one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** The values of the coded message's placeholders. */
  get params(): Record<string, unknown> | undefined {
    const params = (this.body as { params?: unknown } | undefined)?.params;
    return typeof params === 'object' && params !== null
      ? (params as Record<string, unknown>)
      : undefined;
  }
}
