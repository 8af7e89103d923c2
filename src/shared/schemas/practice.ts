/**
 * Practising a video note (issue 28): a moment (whole seconds into the video, a comment's `at`), the
 * sections its author marks (a title and a start-end, at most MAX_SECTIONS), and a viewer's progress
 * on a lab's notes.
 */
import * as v from 'valibot';
import { text, uuidField } from './fields';

/** Twelve hours: no video a dancer saves is longer. */
export const MAX_MOMENT = 43_200;
export const MAX_SECTIONS = 20;
export const SECTION_TITLE_LIMIT = 100;

export const practiceMsg = {
  momentInvalid: /*i18n*/ 'A moment is a whole number of seconds from 0 to 43200.',
  sectionTitle: /*i18n*/ 'Give the section a title.',
  sectionTitleTooLong: /*i18n*/ 'A section title must be 100 characters or less.',
  sectionOrder: /*i18n*/ 'A section must end after it starts.',
  sectionsOverlap: /*i18n*/ 'Sections must not overlap.',
  sectionsByAuthor: /*i18n*/ "Only the note's author can mark its sections.",
  tooManySections: /*i18n*/ 'A note has at most 20 sections.',
  stateInvalid: /*i18n*/ 'Choose learning, got it or none.',
} as const;

/** Whole seconds into the video, 0 to MAX_MOMENT. */
export const momentField = v.pipe(
  v.number(practiceMsg.momentInvalid),
  v.integer(practiceMsg.momentInvalid),
  v.minValue(0, practiceMsg.momentInvalid),
  v.maxValue(MAX_MOMENT, practiceMsg.momentInvalid),
);

export type Section = { title: string; start: number; end: number };

export const sectionInput = v.pipe(
  v.object({
    title: v.pipe(
      text(practiceMsg.sectionTitle),
      v.trim(),
      v.minLength(1, practiceMsg.sectionTitle),
      v.maxLength(SECTION_TITLE_LIMIT, practiceMsg.sectionTitleTooLong),
    ),
    start: momentField,
    end: momentField,
  }),
  v.check((section) => section.start < section.end, practiceMsg.sectionOrder),
);

/** Each section starts at or after the end of the one before it (the list sorted by start). */
const apart = (sections: Section[]) => sections.every((s, i) => s.start >= (sections[i - 1]?.end ?? 0));

/** PUT .../sections/: the whole list, sorted by start; sections may touch but not overlap. */
export const sectionsInput = v.object({
  sections: v.pipe(
    v.array(sectionInput),
    v.maxLength(MAX_SECTIONS, practiceMsg.tooManySections),
    v.transform((sections) => sections.toSorted((a, b) => a.start - b.start)),
    v.check(apart, practiceMsg.sectionsOverlap),
  ),
});
export type SectionsInput = v.InferOutput<typeof sectionsInput>;

/** What GET and PUT .../sections/ answer. */
export type NoteSections = { cooking: string; sections: Section[]; updated: string | null };

export const PROGRESS_STATES = ['learning', 'got_it', 'none'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

/** PUT /api/whatiscooking/progress/. */
export const progressInput = v.object({
  cooking: uuidField,
  state: v.picklist(PROGRESS_STATES, practiceMsg.stateInvalid),
});
export type ProgressInput = v.InferOutput<typeof progressInput>;

/** One of the viewer's marks, as PUT answers it and GET lists them. */
export type Progress = { cooking: string; state: ProgressState };

/** How many of a published lab's buyers mark one of its videos learning and got it (its artist's read). */
export type ProgressCount = { cooking: string; learning: number; got_it: number };
