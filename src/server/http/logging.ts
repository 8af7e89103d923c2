/** One line per request: method, path (never the query, which may carry signatures), status, time. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps';

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const start = performance.now();
  await next();
  const { deps } = c.var;
  if (deps.config.logRequests) {
    deps.log.info(
      `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
    );
  }
});
