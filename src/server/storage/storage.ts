/**
 * Where images live. Originals are PUT by the client to `uploadUrl(key)` (our signed URL on local
 * disk, a presigned PUT on S3); the server then reads them, checks and resizes them, and writes the
 * derived files under `medium/` and `mini/`, which /media serves.
 */
export type StoredObject = { body: Uint8Array; contentType: string };

export type Storage = {
  /**
   * A URL the client may PUT the original image to, for a few minutes from `now` (the server's
   * clock, which also checks the local store's links). Relative for local disk.
   */
  uploadUrl: (key: string, now: Date) => Promise<string>;
  /** The original the client uploaded, or null when none arrived. */
  readOriginal: (key: string) => Promise<Uint8Array | null>;
  /** Deletes an object such as `original/{key}`; a missing one is no error. */
  delete: (path: string) => Promise<void>;
  /** Writes a derived file such as `medium/{key}`. */
  put: (path: string, body: Uint8Array, contentType: string) => Promise<void>;
  get: (path: string) => Promise<StoredObject | null>;
};
