import { join } from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. */
export const openDatabase = (config: Config): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
