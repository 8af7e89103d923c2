/** The fuzz suite's knowledge of the seeded world, gathered from what the API answered. */

/**
 * What the seeded database holds, so valid-ish values can name real objects: ids, uuids, plausible
 * words, the values its answers gave each field name (`video`, `country`, `cookingidobj`...), the
 * links they handed out (signed upload and sandbox links, next pages), and the bodies that seeded it,
 * by `METHOD /path` (valid examples to mutate).
 */
export type Pool = {
  ids: number[];
  uuids: string[];
  words: string[];
  samples: Map<string, unknown[]>;
  links: URL[];
  examples: Map<string, unknown[]>;
};

/** A link in an answer: an absolute URL, or a path (the presign answer quotes its own). */
const linkIn = (text: string) =>
  /^"?(https?:\/\/|\/\w)/.test(text) && URL.parse(text.replace(/^"(.*)"$/, '$1'), 'http://x');

/** Adds every `id`, `uuid`, link and field value of an API answer to the pool. */
export function collect(pool: Pool, value: unknown) {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'id' && typeof inner === 'number') pool.ids.push(inner);
    if (key === 'uuid' && typeof inner === 'string') pool.uuids.push(inner);
    const link = typeof inner === 'string' && linkIn(inner);
    if (link) pool.links.push(link);
    if (['string', 'number', 'boolean'].includes(typeof inner) && !Array.isArray(value))
      pool.samples.set(key, [...(pool.samples.get(key) ?? []), inner]);
    collect(pool, inner);
  }
}
