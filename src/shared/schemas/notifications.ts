/**
 * Notifications (platform-shell 2.7, 3 and 4.4) as the API answers them, for their recipient only.
 * Lab purchases, lab-room messages, mentions, reactions and comments on video notes, new followers,
 * shoutouts, workshops and events make them, and a new account gets the product's welcome (no
 * sender, no context or type).
 *
 * The context says what a notification is about, the type what happened; a type means one kind of
 * happening wherever it happens (a change of time or place is 6 for a workshop and an event alike).
 * Every notification is pushed to the recipient's devices, save where the table says otherwise.
 *
 * | type | name             | sent when                                                      | to                         | push      |
 * |------|------------------|----------------------------------------------------------------|----------------------------|-----------|
 * | 1    | tagged           | a shoutout tags an artist (to approve), a video note mentions  | the artist named;          | yes       |
 * |      |                  | one, a workshop names its artist, an event its guests; and the | the students; the owner    |           |
 * |      |                  | spec's lab notices: a teacher's lab listed (context 6), a lab  | and the buyer              |           |
 * |      |                  | joined (context 7)                                             |                            |           |
 * | 2    | reaction         | love on a shoutout, a reaction to a video note                 | its author (and the        | yes       |
 * |      |                  |                                                                | shoutout's artist)         |           |
 * | 3    | comment          | a comment on a video note or a shoutout, a shoutout's personal | its author; the other one  | yes       |
 * |      |                  | message, a lab-room message                                    | of the two; the lab's side |           |
 * | 4    | shoutoutApproved | the tagged artist approves a shoutout                          | its author                 | yes       |
 * | 5    | follow           | someone follows an artist (once a day per follower)            | the artist followed        | yes       |
 * | 6    | changed          | the organiser changes a workshop's or an event's time or place | everyone going             | yes       |
 * |      |                  | (the notice names the new time or place)                       |                            |           |
 * | 7    | going            | someone says "I'm going" to a workshop or an event: one a day  | the organiser              | the day's |
 * |      |                  | per item, which the day's later goers rewrite and unsee        |                            | first     |
 * | 8    | roomRequest      | a dancer asks to enter a workshop's room                       | the organiser              | yes       |
 * | 9    | roomEntry        | the organiser lets a requester into the room                   | the requester              | yes       |
 * | 10   | roomRefused      | the organiser refuses a room request                           | the requester              | yes       |
 * | 11   | reportHandled    | a moderator acts on a report (context 11)                      | the reporter               | yes       |
 * | 12   | hidden           | a moderator hides a row (context 11; the notice names the      | its author                 | yes       |
 * |      |                  | reason)                                                        |                            |           |
 * | 13   | question         | a note's author asks its tagged teacher about a moment          | the teacher                | yes       |
 *
 * Before migration 0023, which renumbered the rows stored until then, a workshop's notifications
 * were context 5 (now 10) with types 1, 3 and 4, and an event's change type 1.
 */
import * as v from 'valibot';

/**
 * The spec's notification contexts (1-8), and ours after them: 9, the sender themselves (a new
 * follower); 10, a workshop (5 is an event); 11, a moderator's act (a report handled, a row hidden).
 */
export const NOTIFICATION_CONTEXT = {
  post: 1,
  video: 2,
  taggedVideo: 3,
  privateMessage: 4,
  event: 5,
  publishedLab: 6,
  joinedLab: 7,
  labComment: 8,
  follower: 9,
  workshop: 10,
  moderation: 11,
} as const;

/** The spec's notification types (1-4), and ours after them (5-13): see the table above. */
export const NOTIFICATION_TYPE = {
  tagged: 1,
  reaction: 2,
  comment: 3,
  shoutoutApproved: 4,
  follow: 5,
  changed: 6,
  going: 7,
  roomRequest: 8,
  roomEntry: 9,
  roomRefused: 10,
  reportHandled: 11,
  hidden: 12,
  question: 13,
} as const;

export type Notification = {
  id: number;
  /** The sender's username; null when the product sent it (the welcome, marked seen as onboarding). */
  sender: string | null;
  /** ISO date-time. */
  time: string;
  text: string;
  notification_context: number | null;
  notification_type: number | null;
  artist_metadata: { thumb: string | null };
  is_seen: boolean;
  /** Object references; null when the notification is not about such an object. */
  /** The shoutout's uuid (contexts 1 and 4). */
  e1t1object: string | null;
  /** The event's uuid (context 5). */
  guestobject: { event: string } | null;
  /** The video note's uuid (context 2). */
  cookingobject: string | null;
  /** The published lab's uuid (context 6). */
  plab_created_object: string | null;
  /** The purchase's uuid (context 7). */
  student_plabpayment_object: string | null;
  /** The lab-room message's id (context 8). */
  labroom_comment_object: number | null;
  plab_uuid: string | null;
  /** The workshop's uuid (context 10). */
  workshopobject: string | null;
};

/** PUT /notifications/e1t1/{id} and /notifications/onboarding/{id}: only marking seen. */
export const notificationSeenInput = v.object({
  is_seen: v.literal(true, /*i18n*/ 'Only is_seen: true is accepted.'),
});

/**
 * The product's welcome: no sender, context or type; it is marked seen as onboarding. (The
 * moderators' notices, context 11, have no sender either: they speak for the product.)
 */
export const fromProduct = (n: Pick<Notification, 'sender' | 'notification_context'>) =>
  n.sender === null && n.notification_context === null;

const FIRST_STEPS = '/onboarding';
/** What reports, hiding and suspending mean: the help page's section. */
const MODERATION_HELP = '/help#moderation';

/**
 * Where a click on a notification leads (the bell and a push alike): the first steps for the
 * product's welcome, the purchased lab, the video note, the newly published lab, the shoutout, the
 * workshop or event, a new follower's portfolio, what moderation means (a moderator's notice), or
 * nowhere (null).
 */
export function notificationTarget(n: Notification): string | null {
  if (fromProduct(n)) return FIRST_STEPS;
  const C = NOTIFICATION_CONTEXT;
  const lab = n.notification_context === C.joinedLab || n.notification_context === C.labComment;
  if (lab && n.plab_uuid) return `/mypurchasedlabs/${n.plab_uuid}`;
  const video = n.notification_context === C.video || n.notification_context === C.taggedVideo;
  if (video && n.cookingobject) return `/whatiscooking/${n.cookingobject}`;
  if (n.notification_context === C.publishedLab && n.plab_created_object)
    return `/publishedlabs/${n.plab_created_object}`;
  const shoutout = n.notification_context === C.post || n.notification_context === C.privateMessage;
  if (shoutout && n.e1t1object) return `/e1t1/${n.e1t1object}`;
  if (n.notification_context === C.workshop && n.workshopobject) return `/workshops/${n.workshopobject}`;
  if (n.notification_context === C.event && n.guestobject) return `/events/${n.guestobject.event}`;
  // A follower without a portfolio gets the page's "not found", which names them.
  if (n.notification_type === NOTIFICATION_TYPE.follow && n.sender) return `/${encodeURIComponent(n.sender)}`;
  if (n.notification_context === C.moderation) return MODERATION_HELP;
  return null;
}
