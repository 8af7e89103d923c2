/**
 * The sections editor's rows as the author types them (times as m:ss, ui/video/loop-link.ts), and
 * their check by the shared schema: valid sections, or its messages at the editor's fields.
 */
import * as v from 'valibot';
import { type Section, sectionsInput } from '../../../../shared/schemas/practice';
import { translateMessage } from '../../../i18n/i18n';
import { formatTime, readTime } from '../../../ui/video/loop-link';

export type SectionDraft = { key: string; title: string; start: string; end: string };

/** A row for `section`, or an empty one. */
export const draftOf = (section?: Section): SectionDraft => ({
  key: crypto.randomUUID(),
  title: section?.title ?? '',
  start: section ? formatTime(section.start) : '',
  end: section ? formatTime(section.end) : '',
});

/** Typed text as seconds; NaN for what is no time, which the schema refuses with its own words. */
const seconds = (text: string) => readTime(text) ?? Number.NaN;

/**
 * The rows as sections (sorted by start), or the schema's messages by field path: `sections.0.title`,
 * a section that ends before it starts at its end, and what concerns the list (overlaps) at `sections`.
 */
export function checkDrafts(
  drafts: SectionDraft[],
): { sections: Section[] } | { errors: Record<string, string> } {
  const list = drafts.map((d) => ({ title: d.title, start: seconds(d.start), end: seconds(d.end) }));
  const parsed = v.safeParse(sectionsInput, { sections: list });
  if (parsed.success) return { sections: parsed.output.sections };
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? 'sections';
    const field = /^sections\.\d+$/.test(path) ? `${path}.end` : path;
    errors[field] ??= translateMessage(issue.message);
  }
  return { errors };
}
