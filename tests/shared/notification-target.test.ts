/**
 * Where a click on a notification leads (notificationTarget), for every context and type the server
 * makes, so that renumbering a type or a context cannot leave a notification leading nowhere.
 */
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CONTEXT as C,
  type Notification,
  notificationTarget,
  NOTIFICATION_TYPE as T,
} from '../../src/shared/schemas/notifications';
import { apiNotification } from '../helpers/notifications';

const SHOUTOUT = { e1t1object: 'shout-uuid' };
const NOTE = { cookingobject: 'note-uuid' };
const LAB = { plab_uuid: 'lab-uuid' };
const WORKSHOP = { workshopobject: 'workshop-uuid' };
const EVENT = { guestobject: { event: 'event-uuid' } };

/** Each context and type the server makes, with the objects it carries, and where it leads. */
const MADE: [string, number, number, Partial<Notification>, string][] = [
  ['a shoutout tag', C.post, T.tagged, SHOUTOUT, '/e1t1/shout-uuid'],
  ['love on a shoutout', C.post, T.reaction, SHOUTOUT, '/e1t1/shout-uuid'],
  ['a comment on a shoutout', C.post, T.comment, SHOUTOUT, '/e1t1/shout-uuid'],
  ['a shoutout approved', C.post, T.shoutoutApproved, SHOUTOUT, '/e1t1/shout-uuid'],
  ["a shoutout's message", C.privateMessage, T.comment, SHOUTOUT, '/e1t1/shout-uuid'],
  ['a reaction to a note', C.video, T.reaction, NOTE, '/whatiscooking/note-uuid'],
  ['a comment on a note', C.video, T.comment, NOTE, '/whatiscooking/note-uuid'],
  ["a question about a moment of a note's video", C.video, T.question, NOTE, '/whatiscooking/note-uuid'],
  ['a mention in a note', C.taggedVideo, T.tagged, NOTE, '/whatiscooking/note-uuid'],
  [
    "a teacher's lab listed",
    C.publishedLab,
    T.tagged,
    { ...LAB, plab_created_object: 'lab-uuid' },
    '/publishedlabs/lab-uuid',
  ],
  ['a lab joined', C.joinedLab, T.tagged, LAB, '/mypurchasedlabs/lab-uuid'],
  ['a lab-room message', C.labComment, T.comment, LAB, '/mypurchasedlabs/lab-uuid'],
  ['a new follower', C.follower, T.follow, { sender: 'bboy.kid' }, '/bboy.kid'],
  ["a workshop's artist tagged", C.workshop, T.tagged, WORKSHOP, '/workshops/workshop-uuid'],
  ["a workshop's change", C.workshop, T.changed, WORKSHOP, '/workshops/workshop-uuid'],
  ['goers of a workshop', C.workshop, T.going, WORKSHOP, '/workshops/workshop-uuid'],
  ['a room request', C.workshop, T.roomRequest, WORKSHOP, '/workshops/workshop-uuid'],
  ['a room entry', C.workshop, T.roomEntry, WORKSHOP, '/workshops/workshop-uuid'],
  ['a room refusal', C.workshop, T.roomRefused, WORKSHOP, '/workshops/workshop-uuid'],
  ["an event's guest tagged", C.event, T.tagged, EVENT, '/events/event-uuid'],
  ["an event's change", C.event, T.changed, EVENT, '/events/event-uuid'],
  ['goers of an event', C.event, T.going, EVENT, '/events/event-uuid'],
  ['a report handled', C.moderation, T.reportHandled, { sender: null }, '/help#moderation'],
  ['a row hidden', C.moderation, T.hidden, { sender: null }, '/help#moderation'],
];

describe('a notification leads', () => {
  it.each(MADE)('for %s (context %i, type %i) to its page', (_, context, type, objects, target) => {
    const n = apiNotification({ notification_context: context, notification_type: type, ...objects });
    expect(notificationTarget(n)).toBe(target);
  });

  it('for the product’s welcome to the first steps', () => {
    const welcome = apiNotification({ sender: null, notification_context: null, notification_type: null });
    expect(notificationTarget(welcome)).toBe('/onboarding');
  });

  it('somewhere for every type and every context', () => {
    expect(new Set(MADE.map(([, , type]) => type))).toEqual(new Set(Object.values(T)));
    expect(new Set(MADE.map(([, context]) => context))).toEqual(new Set(Object.values(C)));
  });

  it('nowhere when the object it is about is gone', () => {
    const orphan = apiNotification({ notification_context: C.workshop, notification_type: T.going });
    expect(notificationTarget(orphan)).toBeNull();
  });
});
