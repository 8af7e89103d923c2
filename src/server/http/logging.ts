/**
 * One line per request: method, path (never the query, which may carry signatures, nor a calendar
 * feed's secret token), status, time.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

/** The path as logged: a calendar feed's token is the feed's only key. */
export const loggedPath = (path: string) => path.replace(/(\/calendar\/feed\/)[^/]+\.ics$/, '$1[token].ics');

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const start = performance.now();
  await next();
  const { deps } = c.var;
  if (deps.config.logRequests) {
    deps.log.info(
      `${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
    );
  }
});
