import type { Config } from '../config';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else local disk under DATA_DIR/media. */
export function createStorage(_config: Config): Storage {
  throw new Error('storage: not built yet');
}
