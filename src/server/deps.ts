/** What every service receives: the database, config, clock, mail, storage and log. No singletons. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';

export type Deps = {
  db: Db;
  config: Config;
  clock: () => Date;
  mail: Mailer;
  storage: Storage;
  log: Logger;
};

/** The signed-in user as the access token names it, with its sign-in session (refresh-token family). */
export type AuthUser = { id: number; username: string; sid: string };

export type AppEnv = { Variables: { deps: Deps; user: AuthUser | null } };

/** Env of routes behind requireUser: the user is known. */
export type UserEnv = { Variables: { deps: Deps; user: AuthUser } };
