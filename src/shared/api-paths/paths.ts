/**
 * How the domains' paths (the modules beside this one) are built: each value in a path or a query is
 * encoded with encodeURIComponent, except a placeholder, which something else fills in later and so
 * is written as it is.
 */

/** Text written into a path as it is, to be filled in later. */
export type Placeholder = { readonly placeholder: string };

/** A path segment's or a query parameter's value. */
export type PathValue = string | number | Placeholder;

export const placeholder = (text: string): Placeholder => ({ placeholder: text });

/**
 * A route parameter in the router's early reads (app/router.tsx): `:name`, which the shell's head
 * script replaces with the address's parameter, encoded as `encode` does, so the read it starts is
 * the very URL the page then asks for with the value.
 */
export const param = (name: string): Placeholder => placeholder(`:${name}`);

export const encode = (value: PathValue): string =>
  typeof value === 'object' ? value.placeholder : encodeURIComponent(value);

/** `path?key=value&...` in the keys' order, each value encoded; an undefined value is left out. */
export function withQuery(path: string, query: Record<string, PathValue | undefined>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}=${encode(value)}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
