import type { FastifyServerOptions } from 'fastify';

/**
 * A share link's token is its only secret (issue H5), and the server logs addresses: the
 * request URL of every request, the path in a 404's message, whatever an error's text
 * quotes. So every log line passes through `redactShareTokens` as it is written (pino's
 * `streamWrite` hook), whichever logger, serializer or message put the path in.
 */

/**
 * A token after the share page's or the share API's prefix, up to the path's end. Any
 * case and doubled slashes too: such an address still carries the token, whatever answers it.
 */
const SHARE_TOKEN_IN_PATH = /(\/+s\/+|\/+api\/+shared\/+)(?!\[token\])[^/?#&"'\\\s]+/gi;

/** `/s/<token>` → `/s/[token]` and `/api/shared/<token>` → `/api/shared/[token]`, anywhere in the text. */
export function redactShareTokens(text: string): string {
  return text.replace(SHARE_TOKEN_IN_PATH, '$1[token]');
}

/** Where log lines go: one JSON line per `write`. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's logger: at `level`, every line redacted, to `stream` when one is given (a
 * test reading the log) or standard output.
 */
export function loggerOptions(
  level: string,
  stream?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: { streamWrite: redactShareTokens },
    ...(stream ? { stream } : {}),
  };
}
