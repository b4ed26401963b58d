import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { DatabaseUnavailableError } from './unavailable.js';

/** How long a query waits for a connection (a free one, or a new one) before it gives up. */
const CONNECT_TIMEOUT_MS = 5_000;
/** The longest a statement may run; the server cancels it (SQLSTATE 57014). */
const STATEMENT_TIMEOUT_MS = 10_000;
/**
 * The client stops waiting for an answer a little later than that, for a server that can
 * no longer be reached to cancel (a network cut that sends no reset).
 */
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2_000;

/** A server's answer about this connection as a whole: it is over (shutdown, terminated). */
const CONNECTION_ENDED = /^(08|57P0[123]$)/;

export interface PostgresPoolOptions {
  url: string;
  /** A schema of its own (tests): set as the search path of every connection. */
  schema: string | null;
  /** A connection that failed outside any query (it is replaced; the API carries on). */
  onConnectionError: (error: Error) => void;
}

/**
 * The pool behind Kysely, made to outlive the database's outages (issue 17): every wait is
 * bounded, a connection lost while idle or in use is reported and dropped instead of
 * crashing the process, and a query that fails for want of a database throws
 * DatabaseUnavailableError, which requests answer with 503. Nothing is retried here: a
 * write whose answer was lost may or may not have happened, so the client decides.
 */
export function resilientPostgresPool({
  url,
  schema,
  onConnectionError,
}: PostgresPoolOptions): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // Notices a peer that vanished without closing the connection.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that ends (restart, failover, pg_terminate_backend) emits 'error' on
  // the pool, which takes it out; unheard, that event would end the process.
  pool.on('error', onConnectionError);
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      return checkedOut(client, onConnectionError);
    },
    end: () => pool.end(),
  };
}

/**
 * A client lent to Kysely. The pool stops listening to a client while it is lent, so its
 * 'error' event is heard here. A client whose connection failed is destroyed on release
 * rather than lent again: after a read timeout it still waits for the lost answer.
 */
function checkedOut(
  client: pg.PoolClient,
  onConnectionError: (error: Error) => void,
): PostgresPoolClient {
  let broken = false;
  const onError = (error: Error) => {
    broken = true;
    onConnectionError(error);
  };
  client.on('error', onError);
  const query = async (sql: string, parameters: ReadonlyArray<unknown>) => {
    try {
      return await client.query(sql, [...parameters]);
    } catch (error) {
      // The server's own answers carry a SQLSTATE; anything else (a reset, a read timeout,
      // an ended connection) means no answer came, so the connection is no longer usable.
      if (!(error instanceof pg.DatabaseError)) {
        broken = true;
        throw new DatabaseUnavailableError(error);
      }
      if (CONNECTION_ENDED.test(error.code ?? '')) broken = true;
      throw error;
    }
  };
  return {
    // Kysely's type also offers cursors, which we never use.
    query: query as unknown as PostgresPoolClient['query'],
    release() {
      client.off('error', onError);
      client.release(broken);
    },
  };
}
