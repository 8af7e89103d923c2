/**
 * The paths of video notes (`whatiscooking`, `cooking`), their reactions and comments, and labs
 * (`techniques`).
 */
import { encode, type PathValue, withQuery } from './paths';

/** A feed's filters: an artist's own notes, or the notes that mention them. */
type Feed = { page_size: number; username?: PathValue; mentions?: PathValue };

export const notesApi = {
  /** POST posts one. */
  create: '/whatiscooking/cooking/',
  note: (uuid: PathValue) => `/whatiscooking/cooking/${encode(uuid)}`,
  /** The note with its relations, read back after a write that changed them. */
  listed: (uuid: PathValue) => `/whatiscooking/list/${encode(uuid)}`,
  latest: ({ page_size, username, mentions }: Feed) =>
    withQuery('/whatiscooking/latest_cookings/', { page_size, username, mentions }),
  mine: (pageSize: number) => withQuery('/whatiscooking/mycookings/', { page_size: pageSize }),
  /** The notes a shoutout's student made from its lesson. */
  fromLesson: (shoutout: PathValue, pageSize: number) =>
    withQuery('/whatiscooking/mycookings/by-e1t1/learn/', { 'e1t1-uuid': shoutout, page_size: pageSize }),
  ofMyStudents: (pageSize: number) =>
    withQuery('/whatiscooking/my-students-videos/', { page_size: pageSize }),
  /** The notes of the artists the caller follows. */
  following: (pageSize: number) => withQuery('/whatiscooking/following/', { page_size: pageSize }),
  likes: '/whatiscooking/cooking/likes/',
  likesOf: (note: PathValue) => withQuery('/whatiscooking/cooking/likes/', { cookingidobj: note }),
  like: (ref: PathValue) => `/whatiscooking/cooking/likes/${encode(ref)}`,
  comments: '/whatiscooking/cooking/comments/',
  commentsOf: (note: PathValue, pageSize: number) =>
    withQuery('/whatiscooking/cooking/comments/', { cookingidobj: note, page_size: pageSize }),
  comment: (ref: PathValue) => `/whatiscooking/cooking/comments/${encode(ref)}`,
  /** The artists a note tags as its teachers. */
  taggedTeachers: '/whatiscooking/taggedteachers/',
  taggedTeacher: (ref: PathValue) => `/whatiscooking/taggedteachers/${encode(ref)}`,
  /** GET and PUT (the whole list) the sections its author marks on the video. */
  sections: (uuid: PathValue) => `/whatiscooking/cooking/${encode(uuid)}/sections/`,
};

/** A viewer's progress on the notes of a lab (`lab`: a personal lab's id). */
export const progressApi = {
  /** PUT marks one note. */
  mark: '/whatiscooking/progress/',
  /** The viewer's mark on each note of the lab they may watch ('none' where they made none). */
  ofLab: (lab: PathValue) => withQuery('/whatiscooking/progress/', { lab }),
  /** The lab's artist: how many buyers mark each of its published videos. */
  counts: (lab: PathValue) => withQuery('/whatiscooking/progress/counts/', { lab }),
};

/** A personal lab (`technique`) and its notes, each by a relation (`ct-relations`). */
export const labsApi = {
  create: '/whatiscooking/techniques/create/',
  lab: (ref: PathValue) => `/whatiscooking/techniques/${encode(ref)}`,
  mine: (pageSize: number) => withQuery('/whatiscooking/techniques/list/', { page_size: pageSize }),
  notes: (labId: PathValue, pageSize: number) =>
    withQuery('/whatiscooking/cookings-of-a-technique/list/', { technique_id: labId, page_size: pageSize }),
  createRelation: '/whatiscooking/ct-relations/create/',
  relation: (ref: PathValue) => `/whatiscooking/ct-relations/${encode(ref)}`,
  /** Which of the lab's relations its published lab shows. */
  publishRelations: (labId: PathValue) =>
    withQuery('/whatiscooking/ct-relations/bulk_update/', { lab_id: labId }),
};
