/**
 * The paths of artists and what they share with each other: portfolios, follows, shoutouts, personal
 * messages, journeys.
 */
import { encode, type PathValue, withQuery } from './paths';

export const artistsApi = {
  /** POST creates one's portfolio. */
  portfolios: '/artist/portfolios/',
  portfolio: (username: PathValue) => `/artist/portfolios/${encode(username)}`,
  list: (pageSize: number) => withQuery('/artist/portfolios/list/', { page_size: pageSize }),
  legacyList: (pageSize: number) => withQuery('/artist/portfolios/legacy/list/', { page_size: pageSize }),
  bio: (username: PathValue) => `/artist/bios/${encode(username)}`,
  /** An artist's battle results (issue 29), newest event first. */
  results: (username: PathValue, pageSize: number) =>
    withQuery(`/artist/portfolios/${encode(username)}/results/`, { page_size: pageSize }),
  search: (query: string) => withQuery('/artist/search/', { query }),
  /** POST follows the artist named in the body. */
  follow: '/artist/follow/',
  unfollow: (username: PathValue) => `/artist/follow/${encode(username)}`,
  /** Who follows the user (`followers`), or whom the user follows (`following`). */
  follows: (side: 'followers' | 'following', username: PathValue, pageSize: number) =>
    withQuery(`/artist/${side}/`, { username, page_size: pageSize }),
};

/** Shoutouts (`e1t1`, `sharing`), their love and their comments. */
export const shoutoutsApi = {
  /** POST gives one. */
  create: '/e1t1/sharing/',
  recent: (pageSize: number) => withQuery('/e1t1/sharing/', { page_size: pageSize }),
  /** The shoutouts an artist gave (`teachers`) or was given (`students`). */
  ofArtist: (side: 'teachers' | 'students', username: PathValue, pageSize: number) =>
    withQuery(`/e1t1/sharing/list/${side}/`, { username, page_size: pageSize }),
  shoutout: (uuid: PathValue) => `/e1t1/sharing/${encode(uuid)}/`,
  /** The tagged artist's answer. */
  answer: (uuid: PathValue, answer: 'approve' | 'decline') => `/e1t1/sharing/${encode(uuid)}/${answer}/`,
  love: '/e1t1/sharing/love/',
  loveOf: (shoutout: PathValue, pageSize: number) =>
    withQuery('/e1t1/sharing/love/', { shareidobj: shoutout, page_size: pageSize }),
  loveItem: (uuid: PathValue) => `/e1t1/sharing/love/${encode(uuid)}/`,
  comments: '/e1t1/sharing/comments/',
  commentsOf: (shoutout: PathValue, pageSize: number) =>
    withQuery('/e1t1/sharing/comments/', { shareidobj: shoutout, page_size: pageSize }),
  comment: (uuid: PathValue) => `/e1t1/sharing/comments/${encode(uuid)}/`,
};

/** The personal messages between a shoutout's two artists. */
export const chatApi = {
  send: '/chat/',
  of: (shoutout: PathValue, pageSize: number) =>
    withQuery('/chat/list/', { shareid: shoutout, page_size: pageSize }),
  message: (uuid: PathValue) => `/chat/${encode(uuid)}/`,
};

export const journeysApi = {
  create: '/journey/',
  ofArtist: (username: PathValue, pageSize: number) =>
    withQuery('/journey/list/', { whose_e1t1_journey: username, page_size: pageSize }),
  highlights: (username: PathValue, pageSize: number) =>
    withQuery('/journey/highlights/', { username, page_size: pageSize }),
  journey: (uuid: PathValue) => `/journey/${encode(uuid)}/`,
};
