/**
 * Something of every reportable kind for the reports and moderation tests, inserted straight into
 * the database: an artist's public and private note, a comment, a shoutout, a public and a private
 * journey, a workshop, an event, and a message in the room of their published lab. `ids` names each
 * target as a report does (a uuid; the artist by username).
 */

import {
  comments,
  cookings,
  events,
  journeys,
  labroomMessages,
  publishedLabs,
  shoutouts,
  techniques,
  workshops,
} from '../../src/server/db/schema';
import type { ReportTarget } from '../../src/shared/schemas/reports';
import { createArtist } from './accounts';
import type { TestContext } from './server';

export const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

export async function reportWorld(t: TestContext, username: string) {
  const author = await createArtist(t, username, `${username} Name`);
  const db = t.deps.db;
  const userId = author.id;
  const one = <T>(rows: T[]) => {
    if (!rows[0]) throw new Error('row not inserted');
    return rows[0];
  };
  const note = one(
    await db
      .insert(cookings)
      .values({ userId, video: VIDEO, lesson: 'Footwork drills', access: 5 })
      .returning(),
  );
  const privateNote = one(await db.insert(cookings).values({ userId, video: VIDEO, access: 1 }).returning());
  const comment = one(
    await db.insert(comments).values({ userId, cookingId: note.id, comment: 'Buy followers' }).returning(),
  );
  const shoutout = one(
    await db
      .insert(shoutouts)
      .values({
        userId,
        status: 'approved',
        teacherName: 'Kim',
        occurred: '2026-01-01',
        image: 'cover-key',
        appreciation: 'Thanks',
      })
      .returning(),
  );
  const journey = { userId, occurred: '2026-01-02', photo1: 'journey-key' };
  const [open, closed] = await db
    .insert(journeys)
    .values([
      { ...journey, title: 'Road', content: 'Trip' },
      { ...journey, title: 'Diary', isPrivate: true },
    ])
    .returning();
  const workshop = one(
    await db
      .insert(workshops)
      .values({
        userId,
        title: 'Popping Basics',
        content: 'Bring shoes',
        poster: 'poster-key',
        startDate: '2031-01-01',
        startsAt: new Date('2031-01-01T10:00Z'),
        country: 'US',
        uniqueurl: `${username}-class`,
      })
      .returning(),
  );
  const event = one(
    await db
      .insert(events)
      .values({
        userId,
        title: 'Jam',
        poster: 'event-key',
        startLocal: '2031-02-01T20:00',
        endLocal: '2031-02-01T23:00',
        timeZone: 'UTC',
        startsAt: new Date('2031-02-01T20:00Z'),
        endsAt: new Date('2031-02-01T23:00Z'),
        country: 'US',
      })
      .returning(),
  );
  const lab = one(await db.insert(techniques).values({ userId, name: 'Room lab' }).returning());
  const plab = one(
    await db.insert(publishedLabs).values({ userId, labId: lab.id, name: 'Room lab' }).returning(),
  );
  const message = one(
    await db.insert(labroomMessages).values({ userId, plabId: plab.id, comment: 'Welcome' }).returning(),
  );
  const ids: Record<ReportTarget, string> = {
    note: note.uuid,
    comment: comment.uuid,
    shoutout: shoutout.uuid,
    journey: open?.uuid ?? '',
    workshop: workshop.uuid,
    event: event.uuid,
    room_message: message.uuid,
    artist: username,
  };
  return { author, ids, note, privateNote: privateNote.uuid, privateJourney: closed?.uuid ?? '', plab };
}
