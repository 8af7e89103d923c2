/**
 * Reporting against the real server: the dialog sends a note's, a comment's and an artist's report
 * once, through the outbox, with its reason and words; a second report shows the server's words;
 * offline it is held on the device and sent once back online. One's own note and portfolio offer no
 * Report, Block or Mute; Block asks first; a note a moderator hid says so to its author alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { cookings, reports } from '../../src/server/db/schema';
import { makeWorld, open, postNote, type World } from '../helpers/follows-world';
import { serveFetch } from '../helpers/real-api';
import { call } from '../helpers/server';

let w: World;
let net: ReturnType<typeof serveFetch>;
let note: { uuid: string; id: number };
let comment: { uuid: string };

beforeAll(async () => {
  w = await makeWorld();
  note = (await postNote(w, w.star, 'Lesson from the star')) as typeof note;
  const said = await call(
    w.t,
    'POST',
    '/api/whatiscooking/cooking/comments/',
    { cookingidobj: note.id, comment: 'Their words.' },
    w.other.token,
  );
  comment = said.body;
  // The menus' lazy chunks, transformed once here so the first test does not wait on the compiler.
  await import('../../src/client/features/reports/actions-menu');
  await import('../../src/client/features/reports/report-dialog');
}, 120_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await clearMirror();
  net = serveFetch(w.t);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
  await w.t.deps.db.delete(reports);
});

const reportsSent = () => net.sent.filter((s) => s.method === 'POST' && s.path === '/api/reports/');
const reportsOnServer = async () => (await w.t.deps.db.select().from(reports)).length;
const starCard = () => screen.findByRole('article', { name: 'Video note by starKid' });

/** Opens the menu of `button` (inside `where`) and chooses `item`. */
async function choose(button: string, item: string, where: HTMLElement = document.body) {
  await userEvent.click(await within(where).findByRole('button', { name: button }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** Fills the open Report dialog with `reason` (and `words`) and sends it. */
async function report(reason: string, words = '') {
  const dialog = await screen.findByRole('dialog', { name: 'Report' });
  await userEvent.click(within(dialog).getByRole('radio', { name: reason }));
  if (words) await userEvent.type(within(dialog).getByRole('textbox'), words);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  return dialog;
}

const thanks = 'Thank you. A moderator will look at it.';

describe('Report', () => {
  it("sends a note's report once, with its reason and words", async () => {
    await open(w, '/', w.fan);
    await choose('Note actions', 'Report', await starCard());
    const dialog = await report('Spam', 'Not a lesson');
    expect(await within(dialog).findByText(thanks)).toBeTruthy();
    expect(reportsSent()).toEqual([
      {
        method: 'POST',
        path: '/api/reports/',
        body: { target_type: 'note', target_id: note.uuid, reason: 'spam', text: 'Not a lesson' },
      },
    ]);
    expect(await reportsOnServer()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends a comment's and an artist's; a second report shows the server's words", async () => {
    const home = await open(w, '/', w.fan);
    const card = await starCard();
    await within(card).findByText('Their words.');
    await choose('Comment actions', 'Report', card);
    expect(await within(await report('Harassment or bullying')).findByText(thanks)).toBeTruthy();
    expect(reportsSent().at(-1)?.body).toEqual({
      target_type: 'comment',
      target_id: comment.uuid,
      reason: 'harassment',
      text: '',
    });
    home.unmount();

    await open(w, '/starKid', w.fan);
    await choose('More', 'Report');
    const dialog = await report("Someone else's work");
    expect(await within(dialog).findByText(thanks)).toBeTruthy();
    expect(reportsSent().at(-1)?.body).toEqual({
      target_type: 'artist',
      target_id: 'starKid',
      reason: 'not_theirs',
      text: '',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await choose('More', 'Report');
    const again = await report('Something else');
    expect((await within(again).findByRole('alert')).textContent).toBe('You have already reported this.');
    expect(within(again).queryByText(thanks)).toBeNull();
    expect(await reportsOnServer()).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks for a reason before sending', async () => {
    await open(w, '/starKid', w.fan);
    await choose('More', 'Report');
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeTruthy();
    expect(reportsSent()).toHaveLength(0);
  });

  it('is held on the device offline and sent once back online', async () => {
    await open(w, '/starKid', w.fan);
    await screen.findByRole('button', { name: 'More' });
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await choose('More', 'Report');
    const dialog = await report('Nudity or violence', 'Offline words');
    expect(await within(dialog).findByText('Saved on this device')).toBeTruthy();
    expect(within(dialog).getByText(/You are offline/)).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    expect(await reportsOnServer()).toBe(0);

    const before = reportsSent().length;
    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await replayOutbox();
    expect(reportsSent().slice(before)).toHaveLength(1);
    const [made] = await w.t.deps.db.select().from(reports);
    expect(made).toMatchObject({ targetType: 'artist', reason: 'violence', text: 'Offline words' });
    expect(await reportsOnServer()).toBe(1);
  });
});

describe("one's own and someone else's", () => {
  it("offers no Report, Block or Mute on one's own note, nor More on one's own portfolio", async () => {
    await open(w, '/starKid', w.star);
    await userEvent.click(await within(await starCard()).findByRole('button', { name: 'Note actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Share', 'Edit', 'Delete']);
    expect(screen.getByRole('link', { name: 'Edit portfolio' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it("offers Report, Mute and Block on someone else's note; Block asks first", async () => {
    await open(w, '/', w.fan);
    await userEvent.click(await within(await starCard()).findByRole('button', { name: 'Note actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Share', 'Report', 'Mute Kid', 'Block Kid']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Kid' }));
    const ask = await screen.findByRole('dialog', { name: 'Block Kid?' });
    expect(within(ask).getByText(/neither of you can reach the other\. They are not told\./)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.sent.filter((s) => s.method !== 'GET')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('Hidden by a moderator', () => {
  it('shows on a hidden note to its author, who alone sees it', async () => {
    await w.t.deps.db.update(cookings).set({ hiddenAt: new Date() }).where(eq(cookings.uuid, note.uuid));
    try {
      const own = await open(w, '/starKid', w.star);
      expect(await within(await starCard()).findByText('Hidden by a moderator')).toBeTruthy();
      own.unmount();
      await clearMirror();
      await open(w, '/starKid', w.fan);
      await screen.findByRole('heading', { level: 1, name: 'Kid' });
      await waitFor(() => expect(net.sent.some((s) => s.path.startsWith('/api/whatiscooking/'))).toBe(true));
      expect(screen.queryByText('Lesson from the star')).toBeNull();
      expect(screen.queryByText('Hidden by a moderator')).toBeNull();
    } finally {
      await w.t.deps.db.update(cookings).set({ hiddenAt: null }).where(eq(cookings.uuid, note.uuid));
    }
  });
});
