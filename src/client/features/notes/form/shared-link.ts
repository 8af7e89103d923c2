/**
 * The share target (the manifest's GET share to /upload/uploadvideo with title, text and url): the
 * first YouTube link among the shared words, to start a new note with.
 */
import { youtubeId } from '../../../../shared/schemas/notes';

const SHARED_PARAMS = ['url', 'text', 'title'] as const;

/** The first whitespace-separated word of `url`, `text` or `title` that is a YouTube link, or ''. */
export function sharedVideoLink(params: URLSearchParams): string {
  for (const name of SHARED_PARAMS) {
    const words = (params.get(name) ?? '').split(/\s+/);
    const link = words.find((word) => youtubeId(word) !== null);
    if (link) return link;
  }
  return '';
}
