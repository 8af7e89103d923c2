import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderIndex } from '../../src/client/build/prerender-plugin';
import * as shell from '../../src/client/build/shell';
import { createApp } from '../../src/server/app';
import { cookings } from '../../src/server/db/schema';
import { withLead } from '../../src/server/http/page-lead';
import { LOCALES } from '../../src/shared/locales';
import type { PageLead } from '../../src/shared/page-lead';
import { createArtist } from '../helpers/accounts';
import { createEvent } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let shellApp: ReturnType<typeof createApp>;
const dist = mkdtempSync(join(tmpdir(), 'cypher-dist-'));
/** A build's dist with the index.html the build writes: the shell prerendered into it. */
const shellDist = mkdtempSync(join(tmpdir(), 'cypher-shell-dist-'));

beforeAll(async () => {
  t = await makeTestApp();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cypher</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.x = 1');
  writeFileSync(
    join(dist, 'assets', 'big-abc123.js'),
    `const moves = ${JSON.stringify('toprock '.repeat(500))};`,
  );
  writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 1));
  writeFileSync(
    join(dist, 'assets', 'big-abc123.js.br'),
    brotliCompressSync(readFileSync(join(dist, 'assets', 'big-abc123.js'))),
  );
  app = createApp(t.deps, { distDir: dist });
  writeFileSync(
    join(shellDist, 'index.html'),
    await prerenderIndex(readFileSync('index.html', 'utf8'), shell),
  );
  shellApp = createApp(t.deps, { distDir: shellDist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(shellDist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('answers a client route with index.html, not cached', async () => {
    const res = await app.request('/artists');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Cypher</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends text gzipped to a browser that accepts it, and images as they are', async () => {
    const script = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    const text = await new Response(script.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toContain('toprock toprock');
    const image = await app.request('/icon.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(image.headers.get('content-encoding')).toBeNull();
  });

  it("sends a file's Brotli copy from the build to a browser that accepts br", async () => {
    const script = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await script.arrayBuffer())).toString()).toContain(
      'toprock toprock',
    );
  });

  it('serves the service worker without a long cache', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never falls back to index.html for a missing hashed asset, /api or /media', async () => {
    for (const path of [
      '/assets/index-gone.js',
      '/api/nothing/here/',
      '/media/mini/nothing',
      '/media/a/b/c',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('headers and errors', () => {
  it('sends a Content-Security-Policy that allows YouTube embeds and thumbnails', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(csp).toContain('https://i.ytimg.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers an unexpected failure with a plain 500 and no stack or message', async () => {
    const errors: unknown[] = [];
    t.deps.log.error = (...args: unknown[]) => void errors.push(args);
    const failing = createApp(t.deps).get('/boom', () => {
      throw new Error('database password is hunter2');
    });
    const res = await failing.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
    expect(errors).toHaveLength(1);
  });
});

describe('portfolio addresses', () => {
  it('answers a username with a dot with the app, not a missing file', async () => {
    const res = await app.request('/b.boy');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Cypher</title>');
  });
});

describe('the prerendered shell', () => {
  const directive = (csp: string, name: string) =>
    csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';

  it('serves the top bar, navigation, page frame and a feed skeleton in index.html', async () => {
    const html = await (await shellApp.request('/')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<header[^>]*>.*aria-label="Cypher home"/s);
    for (const control of [
      '>Sign in<',
      '>Sign up<',
      'aria-label="Switch to dark theme"',
      'aria-label="Account"',
    ])
      expect(root).toContain(control);
    expect(root).toMatch(/<main[^>]*>.*<h1[^>]*>Learn it\. Note it\. Pass it on\.<\/h1>/s);
    expect(root).toContain('aria-label="Loading video notes"');
    expect(root).toContain('aria-label="Loading the page"');
    expect(root).toMatch(/<footer[^>]*>.*href="\/terms".*href="\/privacy"/s);
  });

  it("writes the theme's variables and Mantine's global classes once, at the end of <head>, never in the shell", async () => {
    const html = await (await shellApp.request('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const kind of ['true', 'classes']) {
      const style = `<style data-mantine-styles="${kind}">`;
      expect(html.split(style), kind).toHaveLength(2);
      expect(head, kind).toContain(style);
    }
    expect(head).toMatch(/--mantine-primary-color-filled: var\(--mantine-color-brown-filled\)/);
    expect(head.slice(head.indexOf('data-mantine-styles'))).not.toContain('<link');
  });

  it('allows each inline script by its hash, never by unsafe-inline', async () => {
    const res = await shellApp.request('/artists');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(scripts).toHaveLength(2);
    const scriptSrc = directive(res.headers.get('content-security-policy') ?? '', 'script-src');
    for (const script of scripts)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('allows the inline styles Mantine renders, with no hash that would switch unsafe-inline off', async () => {
    const res = await shellApp.request('/');
    expect(await res.text()).toContain('<style data-mantine-styles="true">');
    const styleSrc = directive(res.headers.get('content-security-policy') ?? '', 'style-src');
    expect(styleSrc).toContain("'unsafe-inline'");
    expect(styleSrc).not.toMatch(/'(sha256|sha384|sha512|nonce)-/);
  });
});

const leadOf = async (path: string) => {
  const res = await shellApp.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const images = [...html.matchAll(/data-page-lead="(\w+)"><img src="([^"]+)"/g)].map(([, slot, src]) => ({
    slot,
    src,
  }));
  const cards = [
    ...html.matchAll(
      /data-page-lead="artist"><div><span>(?:<img src="([^"]+)"[^>]*>)?<\/span><p>([^<]*)<\/p><p>([^<]*)<\/p>/g,
    ),
  ].map(([, photo, name, username]) => ({ photo, name, username }));
  const titles = [...html.matchAll(/data-page-lead="title">(?:<img [^>]+>)?<h1>([^<]*)<\/h1>/g)].map(
    ([, text]) => text,
  );
  const notes = [
    ...html.matchAll(
      /data-page-lead="note"><div><div><span><\/span><div><p>([^<]*)<\/p><p>([^<]*)<time>([^<]*)<\/time><\/p><\/div><\/div>(?:<p>([^<]*)<\/p>)?<div>(?:<img src="([^"]+)"[^>]*>)?<\/div><\/div>/g,
    ),
  ].map(([, name, byline, date, lesson, thumbnail]) => ({ name, byline, date, lesson, thumbnail }));
  const headings = [...html.matchAll(/data-page-lead="heading"><h1>([^<]*)<\/h1>/g)].map(([, text]) => text);
  return {
    marked: /<html data-page-lead="(\w+)" /.exec(html)?.[1] ?? null,
    images,
    titles,
    cards,
    notes,
    headings,
  };
};
/** The lead image in every language's skeleton. */
const everywhere = (slot: string, src: string) => LOCALES.map(() => ({ slot, src }));
const plain = { marked: null, images: [], titles: [], cards: [], notes: [], headings: [] };

describe("a public page's lead image in the shell", () => {
  let shown: { uuid: string; image: string };
  let pending: string;

  beforeAll(async () => {
    const student = await createArtist(t, 'leadStudent');
    const teacher = await createArtist(t, 'leadTeacher');
    const give = async (fields: Record<string, string>) => {
      const image = await readyUpload(t, student.token, 'S');
      const res = await call(t, 'POST', '/api/e1t1/sharing/', { image, ...fields }, student.token);
      expect(res.status).toBe(201);
      return res.body as { uuid: string; image: string };
    };
    shown = await give({ s_teacher_name: 'Untagged, so public' });
    pending = (await give({ s_teacher_name: 'Tagged', teacher: teacher.username })).uuid;
  });

  it("puts a public shoutout's cover at the top of its page, in every language's skeleton", async () => {
    const { marked, images } = await leadOf(`/e1t1/${shown.uuid}`);
    expect(marked).toBe('image');
    expect(images).toEqual(everywhere('top', shown.image));
  });

  it("puts the newest public shoutout's cover where /e1t1 shows its first card, never a pending one", async () => {
    expect((await leadOf('/e1t1')).images).toEqual(everywhere('list', shown.image));
  });

  it('answers the plain shell where a guest may not see the shoutout, or there is none', async () => {
    for (const path of [`/e1t1/${pending}`, `/e1t1/${crypto.randomUUID()}`, '/e1t1/not-a-uuid', '/help'])
      expect(await leadOf(path), path).toEqual(plain);
  });
});

describe("a workshop's or an event's poster in the shell", () => {
  type Listed = { uuid: string; poster: string };
  const workshop = async (token: string, startDate: string) => {
    const poster = await readyUpload(t, token, 'W');
    const res = await call(
      t,
      'POST',
      '/api/workshops/create/',
      { poster, title: 'Popping Basics', start_date: startDate, timezone: 'Europe/Berlin', country: 'DE' },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Listed;
  };
  const year = new Date().getUTCFullYear();
  /** Two of each, the later one made last: the lists show the sooner one first, not the newest. */
  let later: Record<'workshops' | 'events', Listed>;
  let sooner: Record<'workshops' | 'events', Listed>;

  beforeAll(async () => {
    const { token } = await createArtist(t, 'posterOrganiser');
    const event = (y: number) =>
      createEvent(t, token, { start: `${y}-06-13T18:00`, end: `${y}-06-13T23:00` });
    sooner = { workshops: await workshop(token, `${year + 2}-05-10`), events: await event(year + 2) };
    later = { workshops: await workshop(token, `${year + 3}-05-10`), events: await event(year + 3) };
  });

  it("puts a workshop's and an event's poster in the poster's box at the top of its page", async () => {
    for (const list of ['workshops', 'events'] as const) {
      const { marked, images } = await leadOf(`/${list}/${later[list].uuid}`);
      expect(marked, list).toBe('image');
      expect(images, list).toEqual(everywhere('poster', later[list].poster));
    }
  });

  it("puts the soonest upcoming one's poster where /workshops and /events show their first card", async () => {
    expect((await leadOf('/workshops')).images).toEqual(everywhere('list', sooner.workshops.poster));
    expect((await leadOf('/events/')).images).toEqual(everywhere('list', sooner.events.poster));
  });

  it('answers the plain shell for a workshop or an event there is none of, or a bad address', async () => {
    for (const path of [
      `/workshops/${crypto.randomUUID()}`,
      `/events/${crypto.randomUUID()}`,
      '/workshops/not-a-uuid',
      '/events/not-a-uuid',
      '/events/999999',
    ])
      expect(await leadOf(path), path).toEqual(plain);
  });
});

describe("an artist's name in the shell", () => {
  it("puts it in the title's place of every language's skeleton, where the app's first render needs no wait", async () => {
    await createArtist(t, 'leadName', 'Lil Poppin <Crew> & "Friends"');
    for (const path of ['/leadName', '/LEADNAME/'])
      expect(await leadOf(path), path).toEqual({
        marked: 'text',
        images: [],
        titles: LOCALES.map(() => 'Lil Poppin &lt;Crew> &amp; &quot;Friends&quot;'),
        cards: [],
        notes: [],
        headings: [],
      });
  });

  it('puts their cover above it where they have one, and lets it paint before the app', async () => {
    const artist = await createArtist(t, 'leadCover', 'Cover Girl');
    const cover = await readyUpload(t, artist.token, 'P');
    const res = await call(t, 'PATCH', '/api/artist/portfolios/leadCover/', { cover }, artist.token);
    expect(res.status).toBe(200);
    expect(await leadOf('/leadCover')).toEqual({
      marked: 'image',
      images: everywhere('title', res.body.cover),
      titles: LOCALES.map(() => 'Cover Girl'),
      cards: [],
      notes: [],
      headings: [],
    });
  });

  it("puts the newest artist's card where /artists shows its first, with their photo where they have one", async () => {
    const artist = await createArtist(t, 'newestCard', 'Newest <Card>');
    const lead = await leadOf('/artists/');
    expect(lead).toMatchObject({ marked: 'text', images: [], titles: [], notes: [] });
    expect(lead.cards).toEqual(
      LOCALES.map(() => ({ photo: undefined, name: 'Newest &lt;Card>', username: '@newestCard' })),
    );
    const photo = await readyUpload(t, artist.token, 'P');
    const res = await call(t, 'PATCH', '/api/artist/portfolios/newestCard/', { photo }, artist.token);
    expect(res.status).toBe(200);
    const withPhoto = await leadOf('/artists');
    expect(withPhoto.marked).toBe('image');
    expect(withPhoto.cards.map((card) => card.photo)).toEqual(LOCALES.map(() => res.body.thumb));
  });

  it("answers the plain shell for an address that names no artist, or another page's", async () => {
    for (const path of ['/nobodyHere', '/artists/legacy', '/publishedlabs', '/leadName/videos', '/%E0%A4%A'])
      expect(await leadOf(path), path).toEqual(plain);
  });
});

describe("a video note's card in the shell", () => {
  const post = async (token: string, fields: Record<string, unknown>) => {
    const res = await call(t, 'POST', '/api/whatiscooking/cooking/', fields, token);
    expect(res.status).toBe(201);
    return res.body as { uuid: string; id: number; thumbjs: string };
  };

  it("puts its author, date, lesson and video thumbnail where its page shows them, in every language's skeleton", async () => {
    const author = await createArtist(t, 'leadNote', 'B-Girl <Lead>');
    const note = await post(author.token, {
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lesson: 'Windmill: chest <down> & "hips" up\nthen flare',
      access: 5,
    });
    await t.deps.db
      .update(cookings)
      .set({ createdAt: new Date('2026-03-05T12:00:00Z') })
      .where(eq(cookings.uuid, note.uuid));
    const card = {
      name: 'B-Girl &lt;Lead>',
      byline: '@leadNote · ',
      lesson: 'Windmill: chest &lt;down> &amp; &quot;hips&quot; up\nthen flare',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    };
    // The date as each language's cards write it (ui/dates/short-date.ts).
    const dates = ['Mar 5, 2026', '5 mar 2026', '5 mars 2026', '2026年3月5日', '2026년 3월 5일'];
    for (const path of [
      `/whatiscooking/${note.uuid}`,
      `/WhatIsCooking/${note.uuid}/`,
      `/whatiscooking/${note.id}`,
    ])
      expect(await leadOf(path), path).toEqual({
        ...plain,
        marked: 'image',
        notes: dates.map((date) => ({ ...card, date })),
      });
  });

  it('leaves out a lesson the note does not have', async () => {
    const author = await createArtist(t, 'leadBare');
    const note = await post(author.token, { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 });
    const { notes } = await leadOf(`/whatiscooking/${note.uuid}`);
    expect(notes.map((shown) => shown.lesson)).toEqual(LOCALES.map(() => undefined));
  });

  it('answers the plain shell for a note a guest may not see, or none', async () => {
    const author = await createArtist(t, 'leadHidden');
    const mentioned = await createArtist(t, 'leadMentioned');
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const hidden = [
      await post(author.token, { video, lesson: 'only me', access: 1 }),
      await post(author.token, { video, lesson: 'only them', access: 3, mention1: mentioned.portfolio }),
    ];
    for (const path of [
      ...hidden.map(({ uuid }) => `/whatiscooking/${uuid}`),
      `/whatiscooking/${crypto.randomUUID()}`,
      '/whatiscooking/not-a-note',
      '/whatiscooking/',
    ])
      expect(await leadOf(path), path).toEqual(plain);
  });
});

describe("a battle's page lead", () => {
  it("writes the battle's name in each language's skeleton, the crew format's word translated", async () => {
    const organiser = await createArtist(t, 'leadBattles');
    const event = await createEvent(t, organiser.token, {
      event_battles: [
        { category: 'All Styles', style: 'breaking', format: 'crew' },
        { category: 'Open <b>', style: 'popping', format: '2v2' },
        { category: 'Kids 1v1', style: 'hiphop', format: '1v1' },
      ],
    });
    const [crew, pair, solo] = event.event_battles.map(
      (battle) => `/events/${event.uuid}/battles/${battle.id}`,
    );
    const crewLead = await leadOf(crew as string);
    expect(crewLead.marked).toBe('text');
    expect(crewLead.headings).toEqual([
      'All Styles · breaking · Crew',
      'All Styles · breaking · Crew',
      'All Styles · breaking · Crew',
      'All Styles · breaking · クルー',
      'All Styles · breaking · 크루',
    ]);
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'ja', 'ko']);
    expect((await leadOf(pair as string)).headings).toEqual(LOCALES.map(() => 'Open &lt;b> · popping · 2v2'));
    expect((await leadOf(`${solo}/`)).headings).toEqual(LOCALES.map(() => 'Kids 1v1 · hiphop'));
  });

  it('answers the plain shell for a battle that is not there, or an id no battle can have', async () => {
    const uuid = crypto.randomUUID();
    for (const id of ['987654', '0', '2147483648', '99999999999999999999', 'abc', '1.5', '-1'])
      expect(await leadOf(`/events/${uuid}/battles/${id}`), id).toEqual(plain);
  });
});

/** Replacement patterns `String.prototype.replace` would expand, were user text passed to it as one. */
const DOLLARS = '$` autofocus onfocus=alert(1) style=position:fixed;inset:0 x=';
const MORE_DOLLARS = "$' $& $$ $1";

describe('user text with `$` patterns in a lead, taken literally', () => {
  it('writes every kind of lead with its text and image as given, in every language', async () => {
    const index = await prerenderIndex(readFileSync('index.html', 'utf8'), shell);
    const image = "/media/$`$'$&$$.webp";
    const leads: PageLead[] = [
      ...(['top', 'poster', 'list'] as const).map((slot) => ({ slot, image })),
      { slot: 'title', text: DOLLARS + MORE_DOLLARS, image },
      { slot: 'artist', text: DOLLARS, username: MORE_DOLLARS, image },
      {
        slot: 'heading',
        texts: { en: DOLLARS, es: DOLLARS, fr: DOLLARS, ja: DOLLARS, ko: DOLLARS },
        image: null,
      },
      {
        slot: 'note',
        text: MORE_DOLLARS,
        name: DOLLARS,
        username: '$`',
        created: '2026-03-05T12:00:00Z',
        image,
      },
    ];
    for (const lead of leads) {
      const html = withLead(index, lead);
      // What was added is the lead's markup, its user text escaped and nothing of the page copied in.
      const added = html.length - index.length;
      // A heading's texts are one per language.
      const values = Object.values(lead).flatMap((value) =>
        value && typeof value === 'object' ? Object.values(value) : [value],
      );
      const texts = values.join('').length;
      expect(added, lead.slot).toBeLessThan(LOCALES.length * (texts + 400));
      const written = (text: string) => html.split(text.replaceAll('&', '&amp;')).length - 1;
      expect(written(image), lead.slot).toBe(lead.image ? LOCALES.length : 0);
      for (const text of [DOLLARS, MORE_DOLLARS])
        if (values.some((value) => value === text))
          expect(written(text), lead.slot).toBeGreaterThanOrEqual(LOCALES.length);
    }
  });

  it("never adds attributes to an artist's name on their portfolio or the /artists card", async () => {
    await createArtist(t, 'dollarName', DOLLARS);
    expect((await leadOf('/dollarName')).titles).toEqual(LOCALES.map(() => DOLLARS));
    expect((await leadOf('/artists')).cards).toEqual(
      LOCALES.map(() => ({ photo: undefined, name: DOLLARS, username: '@dollarName' })),
    );
    const html = await (await shellApp.request('/dollarName')).text();
    expect(html).not.toMatch(/<[^>]* autofocus onfocus=/);
  });

  it("keeps a note's page the size of its text when its lesson and author's name are `$` patterns", async () => {
    const author = await createArtist(t, 'dollarNote', DOLLARS);
    const lesson = '$$`'.repeat(1000);
    const res = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/',
      { video: 'https://youtu.be/dQw4w9WgXcQ', lesson, access: 5 },
      author.token,
    );
    expect(res.status).toBe(201);
    const plainShell = await (await shellApp.request('/help')).text();
    const html = await (await shellApp.request(`/whatiscooking/${res.body.uuid}`)).text();
    expect(html.length - plainShell.length).toBeLessThan(LOCALES.length * (lesson.length + 1000));
    const { notes } = await leadOf(`/whatiscooking/${res.body.uuid}`);
    expect(notes.map(({ name, lesson: shown }) => ({ name, lesson: shown }))).toEqual(
      LOCALES.map(() => ({ name: DOLLARS, lesson })),
    );
    expect(html).not.toMatch(/<[^>]* autofocus onfocus=/);
  });
});
