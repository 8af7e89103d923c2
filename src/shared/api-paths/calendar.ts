/** The paths of workshops and their rooms, events, and the calendar feed of what one is going to. */
import { encode, type PathValue, withQuery } from './paths';

/** A workshop search's filters, in the order the query gives them. */
type WorkshopSearch = { page_size: number; query?: string; this_month?: 'yes'; workshop_name?: string };

/** What the room shows of a workshop, to those it lets in. */
type RoomPart = 'access' | 'members' | 'videos' | 'request-access-code-list';

export const workshopsApi = {
  create: '/workshops/create/',
  workshop: (uuid: PathValue) => `/workshops/${encode(uuid)}/`,
  upcoming: (pageSize: number) => withQuery('/workshops/list/', { page_size: pageSize }),
  search: (query: WorkshopSearch) => withQuery('/workshops/search/', query),
  organisedBy: (username: PathValue, pageSize: number) =>
    withQuery('/workshops/workshops-organized-by-artist/', { username, page_size: pageSize }),
  taughtBy: (username: PathValue, pageSize?: number) =>
    withQuery('/workshops/workshops-taught-by-artist/', { username, page_size: pageSize }),
  /** The workshops whose room the signed-in user may enter (a member's, the organiser's, the artist's). */
  myRooms: (pageSize: number) => withQuery('/workshops/room/my-workshop-rooms/', { page_size: pageSize }),
  /** The workshops the signed-in user is going to. */
  myGoing: (pageSize: number) => withQuery('/workshops/iamgoing-workshops/', { page_size: pageSize }),
  /** POST says "I'm going". */
  going: '/workshops/iamgoing/',
  notGoing: (uuid: PathValue) => `/workshops/iamgoing/${encode(uuid)}/`,
  goers: (uuid: PathValue, pageSize: number) =>
    withQuery('/workshops/iamgoing/list/', { workshop: uuid, page_size: pageSize }),
  /** The organiser's room token (PUT makes or rotates it). */
  token: (uuid: PathValue) => `/workshops/token/${encode(uuid)}/`,
  checkToken: (uuid: PathValue, token: PathValue) =>
    withQuery('/workshops/token/check/', { workshop_uuid: uuid, workshop_token: token }),
  room: (part: RoomPart, uuid: PathValue, pageSize?: number) =>
    withQuery(`/workshops/room/${part}/`, { workshop_uuid: uuid, page_size: pageSize }),
  /** DELETE takes a member out of the room (the organiser). */
  member: (uuid: PathValue, username: PathValue) =>
    withQuery(`/workshops/room/members/${encode(username)}/`, { workshop_uuid: uuid }),
  requestAccess: '/workshops/room/request-access/',
  answerRequest: (id: PathValue, answer: 'approve' | 'refuse') =>
    `/workshops/room/request-access/${encode(id)}/${answer}/`,
  /** POST shares a note into the room. */
  shareVideo: '/workshops/room/videos/',
  /** The organiser's door: who is going, who attended, the headcount. */
  door: (uuid: PathValue, pageSize?: number) =>
    withQuery('/workshops/door/', { workshop_uuid: uuid, page_size: pageSize }),
  /** POST checks a goer in at the door (the organiser). */
  checkin: '/workshops/door/checkin/',
};

export const eventsApi = {
  create: '/events/create/',
  /** One event to read. */
  event: (uuid: PathValue) => `/events/list/${encode(uuid)}/`,
  /** One event to change or delete. */
  edit: (uuid: PathValue) => `/events/${encode(uuid)}/`,
  upcoming: (pageSize: number) => withQuery('/events/list/', { page_size: pageSize }),
  search: (query: { query: string; this_month?: 'yes'; page_size: number }) =>
    withQuery('/events/search/', query),
  organisedBy: (username: PathValue, pageSize: number) =>
    withQuery('/events/my-organized-events/', { username, page_size: pageSize }),
  taggedIn: (username: PathValue, pageSize: number) =>
    withQuery('/events/my-tagged-events/', { username, page_size: pageSize }),
  goingBy: (username: PathValue, pageSize: number) =>
    withQuery('/events/iamgoing-events/', { username, page_size: pageSize }),
  /** POST says "I'm going". */
  going: '/events/iamgoing/',
  notGoing: (uuid: PathValue) => `/events/iamgoing/${encode(uuid)}/`,
  goers: (uuid: PathValue) => withQuery('/events/iamgoing/list/', { event: uuid }),
  /** A tagged guest leaves the guests. */
  leaveGuests: (uuid: PathValue) => `/events/${encode(uuid)}/guests/me/`,
};

export const calendarApi = {
  /** GET reads the private feed's address, POST makes a new one. */
  feed: '/calendar/feed/',
  /** One workshop's or event's .ics download, named by its title. */
  item: (kind: 'workshops' | 'events', uuid: PathValue) => `/calendar/${kind}/${encode(uuid)}.ics`,
};
