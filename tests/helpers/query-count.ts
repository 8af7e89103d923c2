/**
 * Counts the SQL statements the app sends through its Drizzle handle, on PGlite and PostgreSQL alike,
 * by putting a logger in the handle's session (a transaction's session takes the same one). Drizzle
 * logs each statement it runs; the transaction's begin and commit are counted on PostgreSQL only
 * (PGlite sends them itself), so tests compare statements inside them. For tests and the bench only.
 */
import type { Db } from '../../src/server/db/client';

type Logger = { logQuery: (query: string, params: unknown[]) => void };
type Session = { logger: Logger; options: { logger?: Logger } };

/** The statements run since the counter started, without begin, commit and rollback. */
export type QueryCounter = { statements: () => string[]; reset: () => void; stop: () => void };

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

export function countQueries(db: Db): QueryCounter {
  const session = (db as unknown as { session: Session }).session;
  const previous = { logger: session.logger, options: session.options.logger };
  let seen: string[] = [];
  const logger: Logger = {
    logQuery: (query, params) => {
      if (!TRANSACTION_CONTROL.test(query)) seen.push(query);
      previous.logger.logQuery(query, params);
    },
  };
  session.logger = logger;
  session.options.logger = logger;
  return {
    statements: () => [...seen],
    reset: () => {
      seen = [];
    },
    stop: () => {
      session.logger = previous.logger;
      session.options.logger = previous.options;
    },
  };
}
