/**
 * The accessibility run's world and its check. `seedWorld` makes, through the API, what the pages
 * show: two artists whose notes carry reactions, comments and a mention, a personal lab, a free
 * published lab each (with its room's first message) that the other has joined, and the other's
 * approved shoutout to the artist with love, a comment and a personal message, the artist's workshop
 * (the other going, in its room with a shared note) and the artist's event (the other a judge and going). `findings` runs
 * axe-core in the page (put there by `withAxe`) and answers its serious and critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { type Artist, authed, makeArtist, postNote, postShoutout, uploadImage } from './artists';

export type World = {
  artist: Artist;
  other: Artist;
  /** The artist's public note, with reactions, comments and a mention of the other artist. */
  note: string;
  /** The artist's free published lab (uuid), joined by the other artist. */
  lab: string;
  /** The other artist's free published lab (uuid), joined by the artist: a purchased lab. */
  purchased: string;
  /** The other artist's shoutout to the artist (uuid), approved, with love, a comment and a message. */
  shoutout: string;
  /** The artist's workshop (uuid), tagging the other artist, who is going and in its room. */
  workshop: string;
  /** The battle of the artist's event (id), judged by the other artist: a bracket of 4, its first battle on. */
  battle: number;
  /** The artist's event (uuid), with the other artist as a judge and going, and a battle. */
  event: string;
};

async function post<T = { id: number; uuid: string }>(
  request: APIRequestContext,
  artist: Artist,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: authed(artist) });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A personal lab of three public notes, published for free with all three videos. */
async function freeLab(request: APIRequestContext, artist: Artist, name: string): Promise<string> {
  const lab = await post(request, artist, '/whatiscooking/techniques/create/', {
    name,
    about: `Drills for ${name.toLowerCase()}`,
  });
  const relations = [];
  for (const step of ['Basics', 'Variations', 'Freestyle']) {
    const note = await postNote(request, artist, `${name}: ${step.toLowerCase()}, slow then on beat.`);
    relations.push(
      await post(request, artist, '/whatiscooking/ct-relations/create/', {
        cooking: note.id,
        technique: lab.id,
      }),
    );
  }
  const plab = await post(request, artist, '/whatiscooking/publishedlabs/create/', {
    name,
    about: `Everything I know about ${name.toLowerCase()}.`,
    lab: lab.id,
  });
  const published = await request.put(`/api/whatiscooking/ct-relations/bulk_update/?lab_id=${lab.id}`, {
    data: relations.map(({ id }) => ({ id, publish: true })),
    headers: authed(artist),
  });
  expect(published.ok()).toBe(true);
  await post(request, artist, '/whatiscooking/plabsubs/', { plab: plab.id, price: '0' });
  return plab.uuid;
}

async function join(request: APIRequestContext, buyer: Artist, lab: string) {
  await post(request, buyer, '/payments/checkout/', { plab: lab });
  await post(request, buyer, '/whatiscooking/labroom-chat/', { plab: lab, comment: 'Glad to be here!' });
}

export async function seedWorld(request: APIRequestContext): Promise<World> {
  const artist = await makeArtist(request, 'axe');
  const other = await makeArtist(request, 'crew');
  const otherId = (
    (await (await request.get(`/api/artist/portfolios/${other.username}/`)).json()) as {
      id: number;
    }
  ).id;
  const note = await post(request, artist, '/whatiscooking/cooking/', {
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    lesson: `Windmill entry from the baby freeze, thanks @${other.username} for the tip.`,
    access: 5,
    mention1: otherId,
  });
  const theirs = await postNote(request, other, 'Six-step in half time, then double time.');
  for (const [who, cooking] of [
    [artist, note],
    [other, note],
    [artist, theirs],
  ] as const) {
    for (const like_type of ['LO', 'FI', 'DE'])
      await post(request, who, '/whatiscooking/cooking/likes/', { cookingidobj: cooking.id, like_type });
    await post(request, who, '/whatiscooking/cooking/comments/', {
      cookingidobj: cooking.id,
      comment: 'Clean! The exit into the chair freeze is smooth.',
    });
  }
  await post(request, artist, '/whatiscooking/techniques/create/', {
    name: 'Power moves',
    about: 'Windmills, flares and airflares',
  });
  const lab = await freeLab(request, artist, 'Toprock');
  const purchased = await freeLab(request, other, 'Footwork');
  await join(request, other, lab);
  await join(request, artist, purchased);
  const shoutout = await postShoutout(request, other, {
    s_teacher_name: 'Axe',
    teacher: artist.username,
    s_appreciation: 'Taught me the windmill entry, one patient Sunday at a time.',
  });
  await post(request, artist, `/e1t1/sharing/${shoutout.uuid}/approve/`, {});
  await post(request, artist, '/e1t1/sharing/love/', { shareidobj: shoutout.uuid });
  await post(request, artist, '/e1t1/sharing/comments/', {
    shareidobj: shoutout.uuid,
    comment: 'Proud of you!',
  });
  await post(request, other, '/chat/', { shareid: shoutout.uuid, message: 'See you at the jam.' });
  const workshop = await post(request, artist, '/workshops/create/', {
    title: 'Windmill clinic',
    poster: await uploadImage(request, artist, 'W'),
    start_date: '2031-04-12',
    start_time: '14:00',
    end_time: '17:00',
    timezone: 'Europe/Paris',
    country: 'FR',
    venue: 'Centre Barbara, Paris',
    content: 'Entries, exits and the chair freeze in between.',
    teacher1: other.username,
  });
  await post(request, other, '/workshops/iamgoing/', { workshop: workshop.uuid });
  await post(request, artist, '/workshops/room/videos/', {
    workshop_uuid: workshop.uuid,
    cooking: note.uuid,
  });
  const event = await post<EventRead>(request, artist, '/events/create/', {
    title: 'Axe Battle Night',
    poster: await uploadImage(request, artist, 'W'),
    start: '2031-07-04T19:00',
    end: '2031-07-04T23:00',
    timezone: 'America/New_York',
    venue: 'Pier 17',
    country: 'US',
    content: 'Open circle, bring your crew.',
    event_guests: [{ username: other.username, role: 'judge' }],
    event_battles: [{ category: '2v2', style: 'Breaking' }],
  });
  await post(request, other, '/events/iamgoing/', { event: event.uuid });
  const battle = await seedBracket(request, artist, event.event_battles[0]?.id as number);
  return {
    artist,
    other,
    note: note.uuid,
    lab,
    purchased,
    shoutout: shoutout.uuid,
    workshop: workshop.uuid,
    event: event.uuid,
    battle,
  };
}

type EventRead = { uuid: string; event_battles: { id: number }[] };
type BracketRead = { rounds: { matches: { id: number }[] }[] };

/** Four dancers added at the door and checked in, a bracket of 4 at random, its first battle on. */
async function seedBracket(request: APIRequestContext, artist: Artist, battle: number) {
  const at = `/events/battles/${battle}/`;
  for (const name of ['Ana', 'Bo', 'Cy', 'Di']) {
    const entrant = await post(request, artist, `${at}entrants/`, { name });
    await post(request, artist, `${at}checkin/`, { entrant: entrant.id });
  }
  const bracket = await post<BracketRead>(request, artist, `${at}bracket/`, { size: 4, seeding: 'random' });
  await post(request, artist, `${at}matches/${bracket.rounds[0]?.matches[0]?.id}/start/`, {});
  return battle;
}

/**
 * Puts axe-core in every document of `context` as it loads. AxeBuilder would inject its 550 kB into
 * the page twice per check; with it in place (AxeBuilder gets a no-op source), a check costs about
 * 40% less, and the run checks each page four times.
 */
export const withAxe = (context: BrowserContext) => context.addInitScript({ content: axe.source });

/** The serious and critical violations axe-core finds in the page: rule, element and why, one line each. */
export async function findings(page: Page): Promise<string[]> {
  // Legacy mode runs axe once in the page, without a blank page per run: about twice as fast.
  // Frames are left out: here they are only YouTube's players.
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode(true)
    // label-content-name-mismatch is experimental in axe, so off by default; a control's name holds
    // what it shows (WCAG 2.5.3), and this keeps it so.
    .options({
      resultTypes: ['violations'],
      iframes: false,
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const why = (summary = '') =>
    summary.replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' ');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) on ${node.target.join(' ')}: ${why(node.failureSummary)}`),
    );
}

/**
 * Loading is over (no skeleton or loader shows) and the page shows its final look: transitions a
 * resize or a theme switch started (the next frames) are run to their end rather than waited out.
 */
export async function settled(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0);
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    for (const animation of document.getAnimations())
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
  });
}
