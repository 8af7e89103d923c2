/**
 * Journeys: written, edited and deleted by their author, who may name an event and a workshop it was
 * at (ones they may see); read by whoever may see them (a private one by its author alone, in every
 * list and count too).
 */
import { and, eq } from 'drizzle-orm';
import type { Ref } from '../../../shared/schemas/fields';
import {
  type Journey,
  type JourneyInput,
  type JourneyPatch,
  journeyMsg,
} from '../../../shared/schemas/journeys';
import { insertOnce } from '../../db/insert-once';
import { namedWorkshopId } from '../../db/named-workshop';
import { events, journeys } from '../../db/schema';
import { userIdOf } from '../../db/users';
import { rowShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { byRef } from '../../http/refs';
import { requireReadyUploads } from '../../storage/ready-uploads';
import { type JourneyRow, journeyVisibleTo, selectJourneys, toJourney } from './journey-shape';

type Stored = typeof journeys.$inferSelect;

const today = () => new Date().toISOString().slice(0, 10);

/** The journey as `viewer` may see it; 404 when missing or not theirs to see. */
export async function readJourney(deps: Deps, viewer: AuthUser | null, ref: Ref): Promise<JourneyRow> {
  const [row] = await selectJourneys(deps, viewer?.id, byRef(journeys, ref));
  if (!row) throw notFound();
  return row;
}

const COLUMNS = {
  joevent: 'title',
  jocontent: 'content',
  occured: 'occurred',
  jophoto1: 'photo1',
  jophoto2: 'photo2',
  jophoto3: 'photo3',
  country: 'country',
  city: 'city',
  jolink: 'link',
  joiglink: 'instagram',
  joytlink: 'youtube',
  isprivate: 'isPrivate',
  ishighlight: 'isHighlight',
} as const satisfies Record<Exclude<keyof JourneyPatch, 'event' | 'workshop'>, keyof Stored>;

type Field = keyof typeof COLUMNS;

const photosOf = (fields: Partial<Record<'jophoto1' | 'jophoto2' | 'jophoto3', string>>) => ({
  jophoto1: fields.jophoto1,
  jophoto2: fields.jophoto2,
  jophoto3: fields.jophoto3,
});

/**
 * The id of the event `uuid` names, as the author may see it; null for none (''). 400 when there is
 * no such event for them.
 */
async function eventIdOf(deps: Deps, user: AuthUser, uuid: string): Promise<number | null> {
  if (uuid === '') return null;
  const [event] = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.uuid, uuid), rowShown(user.id, events.userId, events.hiddenAt)));
  if (!event) throw fieldError('event', journeyMsg.unknownEvent);
  return event.id;
}

/** Posts the caller's journey; a repeat of their uuid answers the one already made. */
export async function createJourney(deps: Deps, user: AuthUser, input: JourneyInput) {
  await requireReadyUploads(deps, user, photosOf(input));
  const fields = Object.entries(COLUMNS).map(([field, column]) => [column, input[field as Field]]);
  const values = {
    ...(Object.fromEntries(fields) as Omit<typeof journeys.$inferInsert, 'userId'>),
    eventId: await eventIdOf(deps, user, input.event),
    workshopId: await namedWorkshopId(deps, user.id, input.workshop),
    userId: user.id,
    uuid: input.uuid,
    occurred: input.occured || today(),
  };
  const { row, created } = await insertOnce(
    user,
    () => deps.db.insert(journeys).values(values).onConflictDoNothing().returning(),
    () =>
      deps.db
        .select()
        .from(journeys)
        .where(eq(journeys.uuid, input.uuid ?? '')),
  );
  return { journey: toJourney(await readJourney(deps, user, row.id)), created };
}

/** The caller's own journey; 404 when they may not see it, 403 when they may but it is not theirs. */
async function ownJourney(deps: Deps, user: AuthUser, ref: Ref): Promise<Stored> {
  const { journey } = await readJourney(deps, user, ref);
  if (journey.userId !== user.id) throw forbidden();
  return journey;
}

/** Applies the fields that differ; null when nothing does. */
export async function updateJourney(
  deps: Deps,
  user: AuthUser,
  ref: Ref,
  patch: JourneyPatch,
): Promise<Journey | null> {
  const stored = await ownJourney(deps, user, ref);
  const { event, workshop, ...fields } = patch;
  const wanted: Partial<Stored> = {};
  for (const [field, value] of Object.entries(fields) as [Field, string | boolean | undefined][]) {
    if (value !== undefined && stored[COLUMNS[field]] !== value)
      Object.assign(wanted, { [COLUMNS[field]]: value });
  }
  if (event !== undefined) {
    const eventId = await eventIdOf(deps, user, event);
    if (eventId !== stored.eventId) wanted.eventId = eventId;
  }
  if (workshop !== undefined) {
    const workshopId = await namedWorkshopId(deps, user.id, workshop);
    if (workshopId !== stored.workshopId) wanted.workshopId = workshopId;
  }
  if (Object.keys(wanted).length === 0) return null;
  await requireReadyUploads(deps, user, photosOf(patch));
  await deps.db.update(journeys).set(wanted).where(eq(journeys.id, stored.id));
  return toJourney(await readJourney(deps, user, stored.id));
}

export async function deleteJourney(deps: Deps, user: AuthUser, ref: Ref): Promise<void> {
  const stored = await ownJourney(deps, user, ref);
  await deps.db.delete(journeys).where(eq(journeys.id, stored.id));
}

/**
 * One page of the journeys the viewer may see, newest first: the user named `username`'s when given
 * (an unknown name gives none), only highlights when asked.
 */
export async function listJourneys(
  deps: Deps,
  viewer: AuthUser | null,
  filter: { username?: string; highlights?: boolean },
  page: Page,
) {
  const conditions = [];
  if (filter.username !== undefined) {
    const id = await userIdOf(deps, filter.username);
    if (id === undefined) return { rows: [], count: 0 };
    conditions.push(eq(journeys.userId, id));
  }
  if (filter.highlights) conditions.push(eq(journeys.isHighlight, true));
  const where = and(...conditions);
  const bounded = keyset(journeys.id, page, where);
  const [rows, count] = await Promise.all([
    selectJourneys(deps, viewer?.id, bounded.where).orderBy(bounded.orderBy).limit(bounded.limit),
    countUpTo(
      deps.db,
      journeys.id,
      deps.db
        .select({ id: journeys.id })
        .from(journeys)
        .where(and(journeyVisibleTo(viewer?.id), where))
        .$dynamic(),
    ),
  ]);
  return { rows: rows.map(toJourney), count };
}
