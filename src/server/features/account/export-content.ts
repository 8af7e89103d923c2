/**
 * The sections of a download about what the user made on the platform: account, portfolio, video
 * notes (with their mentions and tagged teachers), personal labs, shoutouts given, journeys, reactions, comments
 * and received notifications. Each reads the user's own rows only.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { SOURCE_LOCALE } from '../../../shared/locales';
import {
  comments,
  cookings,
  ctRelations,
  journeys,
  likes,
  notifications,
  paymentAccounts,
  portfolios,
  shoutouts,
  taggedTeachers,
  techniques,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { journeyDetails } from '../journeys/journey-shape';
import { textIn } from '../notifications/notification-shape';
import { artistOf, imagePath, iso, usernameOf } from './export-names';

export async function accountSection(deps: Deps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  const [payments] = await deps.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return {
    username: user?.username,
    email: user?.email,
    country: user?.country,
    gender: user?.gender,
    email_verified: user?.emailVerified,
    google_sign_in: Boolean(user?.googleSub),
    created: iso(user?.createdAt ?? null),
    payment_account: payments
      ? {
          provider: payments.provider,
          country: payments.country,
          charges_enabled: payments.chargesEnabled,
          payouts_enabled: payments.payoutsEnabled,
        }
      : null,
  };
}

export async function portfolioSection(deps: Deps, userId: number) {
  const [row] = await deps.db.select().from(portfolios).where(eq(portfolios.userId, userId));
  if (!row) return null;
  return {
    username: row.username,
    artist_name: row.artistName,
    country: row.country,
    bio: row.bio,
    photo: row.photo && imagePath(row.photo),
    cover: row.cover && imagePath(row.cover),
    created: iso(row.createdAt),
  };
}

export async function videoNotesSection(deps: Deps, userId: number) {
  const notes = await deps.db
    .select({
      id: cookings.id,
      uuid: cookings.uuid,
      video: cookings.video,
      lesson: cookings.lesson,
      access: cookings.access,
      mention1: artistOf(cookings.mention1),
      mention2: artistOf(cookings.mention2),
      mention3: artistOf(cookings.mention3),
      created: cookings.createdAt,
    })
    .from(cookings)
    .where(eq(cookings.userId, userId))
    .orderBy(asc(cookings.id));
  const ids = notes.map((note) => note.id);
  const teachers = ids.length
    ? await deps.db
        .select({
          cookingId: taggedTeachers.cookingId,
          artist: artistOf(taggedTeachers.portfolioId),
          idea: taggedTeachers.idea,
        })
        .from(taggedTeachers)
        .where(inArray(taggedTeachers.cookingId, ids))
    : [];
  return notes.map(({ id, mention1, mention2, mention3, created, ...note }) => ({
    ...note,
    mentioned_artists: [mention1, mention2, mention3].filter(Boolean),
    tagged_teachers: teachers.filter((t) => t.cookingId === id).map(({ artist, idea }) => ({ artist, idea })),
    created: iso(created),
  }));
}

export async function labsSection(deps: Deps, userId: number) {
  const labs = await deps.db
    .select()
    .from(techniques)
    .where(eq(techniques.userId, userId))
    .orderBy(asc(techniques.id));
  const relations = await deps.db
    .select({ techniqueId: ctRelations.techniqueId, note: cookings.uuid, publish: ctRelations.publish })
    .from(ctRelations)
    .innerJoin(cookings, eq(cookings.id, ctRelations.cookingId))
    .where(eq(ctRelations.userId, userId))
    .orderBy(asc(ctRelations.id));
  return labs.map((lab) => ({
    uuid: lab.uuid,
    name: lab.name,
    about: lab.about,
    published: lab.published,
    created: iso(lab.createdAt),
    video_notes: relations
      .filter((r) => r.techniqueId === lab.id)
      .map(({ note, publish }) => ({ video_note: note, in_published_lab: publish })),
  }));
}

export async function reactionsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ uuid: likes.uuid, video_note: cookings.uuid, type: likes.likeType, created: likes.createdAt })
    .from(likes)
    .innerJoin(cookings, eq(cookings.id, likes.cookingId))
    .where(eq(likes.userId, userId))
    .orderBy(asc(likes.id));
  return rows.map((row) => ({ ...row, created: iso(row.created) }));
}

export async function commentsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      uuid: comments.uuid,
      video_note: cookings.uuid,
      comment: comments.comment,
      created: comments.createdAt,
    })
    .from(comments)
    .innerJoin(cookings, eq(cookings.id, comments.cookingId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.id));
  return rows.map((row) => ({ ...row, created: iso(row.created) }));
}

/** The notifications received, their text in the user's language, as the bell and pushes write it. */
export async function notificationsSection(deps: Deps, userId: number) {
  const [user] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const rows = await deps.db
    .select({ notification: notifications, sender: usernameOf(notifications.senderId) })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.id));
  return rows.map(({ notification, sender }) => ({
    text: textIn(notification, user?.language ?? SOURCE_LOCALE),
    context: notification.context,
    type: notification.type,
    sender,
    is_seen: notification.isSeen,
    created: iso(notification.createdAt),
  }));
}

export async function shoutoutsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({
      uuid: shoutouts.uuid,
      teacher: usernameOf(shoutouts.teacherId),
      status: shoutouts.status,
      s_teacher_name: shoutouts.teacherName,
      s_teacher_country: shoutouts.teacherCountry,
      s_student_country: shoutouts.studentCountry,
      s_appreciation: shoutouts.appreciation,
      s_learnings: shoutouts.learnings,
      s_location: shoutouts.location,
      s_teacher_video: shoutouts.teacherVideo,
      occured: shoutouts.occurred,
      image: shoutouts.image,
      created: shoutouts.createdAt,
    })
    .from(shoutouts)
    .where(eq(shoutouts.userId, userId))
    .orderBy(asc(shoutouts.id));
  return rows.map((row) => ({ ...row, image: imagePath(row.image), created: iso(row.created) }));
}

export async function journeysSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select()
    .from(journeys)
    .where(eq(journeys.userId, userId))
    .orderBy(asc(journeys.id));
  return rows.map((j) => ({
    uuid: j.uuid,
    ...journeyDetails(j),
    photos: [j.photo1, j.photo2, j.photo3].filter(Boolean).map(imagePath),
    created: iso(j.createdAt),
  }));
}
