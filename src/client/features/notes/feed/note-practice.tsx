/**
 * What a note's card shows under its video for practising (issue 28): its sections and its author's
 * questions to its teachers, both over the video's handle. One chunk, loaded once the card nears the
 * viewport, so the feed's first route carries none of it.
 */
import type { RefObject } from 'react';
import type { NoteRow } from '../../../lib/db';
import type { PracticeHandle } from '../../../ui/video/practice-link';
import { TeacherQuestions } from '../questions/teacher-questions';
import { NoteSections } from '../sections/note-sections';

export function NotePractice({ note, handle }: { note: NoteRow; handle: RefObject<PracticeHandle | null> }) {
  return (
    <>
      <NoteSections note={note} handle={handle} />
      <TeacherQuestions note={note} handle={handle} />
    </>
  );
}
