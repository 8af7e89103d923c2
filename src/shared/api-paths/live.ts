/** The live stream's paths (issue 29): server-sent events telling that an event's battles changed. */
import { encode, type PathValue } from './paths';

export const liveApi = {
  /** GET: a text/event-stream with `event: battle` on each change to the event's battles. */
  event: (uuid: PathValue) => `/live/events/${encode(uuid)}/`,
};
