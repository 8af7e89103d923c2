/**
 * The live streams' paths (issue 29): server-sent events telling a page that what it shows changed
 * (the page then reads it again), each to whoever may read that thing.
 */
import { encode, type PathValue } from './paths';

export const liveApi = {
  /** GET: `event: battle` on each change to the event's battles. */
  event: (uuid: PathValue) => `/live/events/${encode(uuid)}/`,
  /** GET, signed in: `event: notification` on each new notification of the caller. */
  me: '/live/me/',
  /** GET, the room's members: `event: message` on each new message in the room of published lab `uuid`. */
  room: (uuid: PathValue) => `/live/labs/${encode(uuid)}/room/`,
  /** GET: `event: reply` on each new love, comment, or (to its two artists) message on the shoutout. */
  shoutout: (uuid: PathValue) => `/live/shoutouts/${encode(uuid)}/`,
};
