/**
 * A call the client refused to make because there is no session to make it with (spec §6:
 * "if absent the call fails with 'Access token was not present in local storage'").
 */
export class AuthError extends Error {
  override name = 'AuthError';
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
}
