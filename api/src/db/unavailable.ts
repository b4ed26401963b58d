/**
 * The database cannot serve this request now, though it may in a moment: it cannot be
 * reached, a connection ended under the query, or it did not answer in time. Requests that
 * meet it answer 503 (see http/errors.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * PostgreSQL's answers (SQLSTATE) that say the database, not the request, is the problem:
 * connection exceptions (08), insufficient resources such as a full disk or too many
 * connections (53), shutdown, restart or `pg_terminate_backend` (57P01–57P03), a statement
 * cancelled by our timeout (57014), a lock not obtained in time (55P03), a read-only
 * server after a failover to a standby (25006), and a database, schema or table that is
 * gone (3D000, 3F000, 42P01; migrations made them, so only an operator removes them).
 */
const POSTGRES_UNAVAILABLE = /^(08|53|57P0[123]$|57014$|55P03$|25006$|3D000$|3F000$|42P01$)/;

/**
 * SQLite's result codes (extended ones included, e.g. SQLITE_IOERR_WRITE) for a disk that
 * is full, read-only or failing, or a database file locked for longer than the busy
 * timeout. SQLite rolls the transaction back, so the file stays whole.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|PROTOCOL|NOLFS)/;

/** Whether a request failed because the database cannot serve right now (a 503, not a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') {
    return false;
  }
  return error.code.startsWith('SQLITE_')
    ? SQLITE_UNAVAILABLE.test(error.code)
    : POSTGRES_UNAVAILABLE.test(error.code);
}
