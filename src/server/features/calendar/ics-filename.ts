/**
 * The Content-Disposition of an item's .ics download, named after its title (RFC 6266): `filename*`
 * carries the title in UTF-8 for every browser today, `filename` an ASCII form of it for the rest, or
 * the item's uuid when nothing of the title is ASCII (a Japanese title).
 */
const LONGEST = 80;

/** RFC 5987's value characters: encodeURIComponent leaves a few more that must be escaped. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function icsDisposition(title: string, uuid: string): string {
  const name = [...title.trim()].slice(0, LONGEST).join('');
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const fallback = `filename="${ascii || uuid}.ics"`;
  return name ? `attachment; ${fallback}; filename*=UTF-8''${extValue(name)}.ics` : `attachment; ${fallback}`;
}
