/**
 * /help/admin against the real server: a moderator sees the open reports grouped by what they are
 * about (the content, the count, the reasons, the reporters' words), hides one and suspends another
 * (after confirming), each card leaving, the suspended account and the log of actions below, and
 * lifts the suspension; offline the actions are disabled; anyone else keeps the help text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HelpAdminRoute from '../../src/client/app/routes/help-admin';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';

let moderator: Artist;
let author: Artist;
let reporters: Artist[];

const suite = realApiSuite(
  async (t) => {
    moderator = await createArtist(t, 'modMay', 'May');
    author = await createArtist(t, 'spamSam', 'Sam');
    await createArtist(t, 'rudeRay', 'Ray');
    reporters = [await createArtist(t, 'repOne', 'One'), await createArtist(t, 'repTwo', 'Two')];
    const note = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/',
      { video: 'https://youtu.be/dQw4w9WgXcQ', lesson: 'Buy my course now', access: 5 },
      author.token,
    );
    const report = (by: Artist, body: Record<string, string>) =>
      call(t, 'POST', '/api/reports/', body, by.token).then((res) => expect(res.status).toBe(201));
    const [one, two] = reporters as [Artist, Artist];
    await report(one, {
      target_type: 'note',
      target_id: note.body.uuid,
      reason: 'spam',
      text: 'Sells followers',
    });
    await report(two, { target_type: 'note', target_id: note.body.uuid, reason: 'spam', text: '' });
    await report(one, { target_type: 'artist', target_id: 'rudeRay', reason: 'harassment', text: 'Insults' });
  },
  { env: { MODERATOR_EMAILS: 'modmay@example.com' }, timeout: 120_000 },
);
afterEach(() => vi.unstubAllGlobals());

async function open(as: Artist) {
  store.set(sessionAtom, await sessionOf(suite.t, as));
  return renderWithProviders([{ path: '/help/admin', element: <HelpAdminRoute /> }], '/help/admin');
}

const card = (name: string) => screen.findByLabelText(`Reports about ${name}`);
/** Waits for the log of actions (read again after each) to show `what`. */
const logged = (what: string) =>
  waitFor(() => expect(within(screen.getByLabelText('Actions taken')).getByText(what)).toBeTruthy());

describe('the moderators’ queue', () => {
  it('shows a group with its content, count, reasons and words; Hide takes it away and logs it', async () => {
    await open(moderator);
    const spam = await card('Sam');
    expect(within(spam).getByText('Video note')).toBeTruthy();
    expect(within(spam).getByText('Buy my course now')).toBeTruthy();
    expect(within(spam).getByText('2 reports')).toBeTruthy();
    expect(within(spam).getByText('Spam 2')).toBeTruthy();
    expect(within(spam).getByText('“Sells followers”')).toBeTruthy();

    await userEvent.click(within(spam).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByLabelText('Reports about Sam')).toBeNull());
    await logged('Hid');
    expect(within(screen.getByLabelText('Actions taken')).getByText('@modMay')).toBeTruthy();
  });

  it('suspends after confirming, lists the account, and lifts the suspension', async () => {
    await open(moderator);
    const artist = await card('Ray');
    expect(within(artist).getByText('Artist')).toBeTruthy();
    expect(within(artist).queryByRole('button', { name: 'Hide' })).toBeNull();
    await userEvent.click(within(artist).getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Ray?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('No open reports. All clear.')).toBeTruthy();
    await logged('Suspended');
    await userEvent.click(await screen.findByRole('button', { name: 'Lift the suspension of Ray' }));
    expect(await screen.findByText('No account is suspended.')).toBeTruthy();
    await logged('Lifted the suspension');
    const actions = await call(suite.t, 'GET', '/api/moderation/actions/', undefined, moderator.token);
    expect(actions.body.results.map((r: { action: string }) => r.action)).toEqual([
      'lift',
      'suspend',
      'hide',
    ]);
  });

  it('says when offline and disables the actions', async () => {
    // From someone whose session a suspension has not ended.
    const [, two] = reporters as [Artist, Artist];
    const body = { target_type: 'artist', target_id: 'spamSam', reason: 'spam', text: '' };
    expect((await call(suite.t, 'POST', '/api/reports/', body, two.token)).status).toBe(201);
    await open(moderator);
    const group = await card('Sam');
    suite.online = false;
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('You are offline')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Dismiss' }).hasAttribute('disabled')).toBe(true);
    expect(within(group).getByRole('button', { name: 'Suspend' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the help text for anyone else', async () => {
    await open(author);
    expect(await screen.findByRole('heading', { name: 'Help for admins' })).toBeTruthy();
    expect(screen.getByText(/Admin tools are not part of the app yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).toBeNull();
  });
});
