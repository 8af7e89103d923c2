/** A video note as the server answers it, and as the mirror keeps it, for client tests and benches. */
import type { NoteRow } from '../../src/client/lib/db';
import type { Note } from '../../src/shared/schemas/notes';

export function serverNote(fields: Partial<Note> = {}): Note {
  return {
    id: 1,
    uuid: '4d3c2b1a-0000-4000-8000-000000000001',
    hidden: false,
    username: 'bboy_kim',
    artist_name: 'B-Boy Kim',
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    thumbjs: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    lesson: 'Footwork drills',
    access: 5,
    profile_photo: null,
    created: '2026-03-05T10:00:00.000Z',
    mention1: null,
    mention2: null,
    mention3: null,
    workshop: null,
    cooking_relations: [],
    taggedteachers: [],
    ...fields,
  };
}

let nextId = 1;
/** A note with an id of its own, each one a minute newer than the one made before it. */
export function numberedNote(fields: Partial<Note> = {}): Note {
  const id = nextId++;
  return serverNote({
    id,
    uuid: `5e1d3c1a-0000-4000-8000-${String(id).padStart(12, '0')}`,
    lesson: `Lesson ${id}`,
    created: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
    ...fields,
  });
}

export const noteRow = (fields: Partial<NoteRow> = {}): NoteRow => ({
  ...serverNote(),
  mentioned: [],
  ...fields,
});
