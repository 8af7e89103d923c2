/** Recognises unique-constraint violations, whichever driver (pg or PGlite) reports them. */

/** The name of the unique index a failed insert or update violated, or undefined for other errors. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (e?.code === '23505') return e.constraint ?? '';
  return e?.cause === undefined ? undefined : violatedUniqueIndex(e.cause);
}
