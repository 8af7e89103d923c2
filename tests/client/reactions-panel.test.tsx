import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReactionsPanel } from '../../src/client/features/notes/feed/reactions-panel';
import { clearMirror, db, type ReactionRow } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { LikeType, Reaction } from '../../src/shared/schemas/notes';
import { type Sent, stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const NOTE = '3c2b1a00-0000-4000-8000-000000000001';
const LIKES = `GET /api/whatiscooking/cooking/likes/?cookingidobj=${NOTE}`;
const note = noteRow({ uuid: NOTE, thumbjs: '', lesson: '' });

let nextId = 10;
/** A reaction as the server answers it. */
function reaction(username: string, like_type: LikeType): Reaction {
  nextId += 1;
  return {
    id: nextId,
    uuid: `aaaaaaaa-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    username,
    like_type,
    cookingidobj: 1,
    profile_photo: null,
  };
}
const asRow = ({ cookingidobj: _, ...r }: Reaction): ReactionRow => ({ ...r, cooking: NOTE });

async function showPanel(server: Reaction[], extra: Record<string, unknown> = {}) {
  await db.cookings.put(note);
  await db.reactions.bulkPut(server.map(asRow));
  const fetch = stubFetch({ [LIKES]: { body: server }, ...extra });
  renderWithProviders([{ path: '/', element: <ReactionsPanel noteUuid={NOTE} /> }]);
  await screen.findByRole('button', { name: /^Like, / });
  return fetch;
}
/** A reaction's button, named by its label and its count ("Like, 3"). */
const button = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}, \\d+$`) });
const count = (label: string) => button(label).textContent;

beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the reactions panel', () => {
  it('names the three reactions with their counts, the mirrored rows and queued ones', async () => {
    await showPanel([reaction('a', 'LO'), reaction('b', 'LO'), reaction('c', 'FI')]);
    // A like queued on this device and not yet sent counts too.
    await db.reactions.add({
      uuid: crypto.randomUUID(),
      username: 'd',
      like_type: 'LO',
      cooking: NOTE,
      profile_photo: null,
    });
    // The name holds the visible count (label in name), so speech and sight agree.
    await screen.findByRole('button', { name: 'Like, 3' });
    expect(count('Like')).toBe('3');
    expect(screen.getByRole('button', { name: 'Fire, 1' }).textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Head-flash, 0' }).textContent).toBe('0');
    expect(button('Like').getAttribute('aria-pressed')).toBe('false');
  });

  it('marks the reactions of the signed-in user as pressed', async () => {
    store.set(sessionAtom, testSession(true));
    await showPanel([reaction('bgirl.rue', 'FI'), reaction('a', 'LO')]);
    await waitFor(() => expect(button('Fire').getAttribute('aria-pressed')).toBe('true'));
    expect(button('Like').getAttribute('aria-pressed')).toBe('false');
  });

  it('queues a tap: the row and its outbox entry appear at once, then the like is sent', async () => {
    store.set(sessionAtom, testSession(true));
    let answer: (sent: Sent) => void = () => {};
    const { to } = await showPanel([reaction('a', 'DE')], {
      'POST /api/whatiscooking/cooking/likes/': (sent: Sent) =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              status: 201,
              body: { ...reaction('bgirl.rue', 'DE'), uuid: (sent.body as { uuid: string }).uuid },
            });
        }),
    });
    await userEvent.click(button('Head-flash'));

    await waitFor(() => expect(count('Head-flash')).toBe('2'));
    expect(button('Head-flash').getAttribute('aria-pressed')).toBe('true');
    const mine = (await db.reactions.where('cooking').equals(NOTE).toArray()).find(
      (r) => r.username === 'bgirl.rue',
    );
    expect(mine).toMatchObject({ like_type: 'DE', cooking: NOTE });
    expect(
      await db.outbox
        .where('target')
        .equals(mine?.uuid ?? '')
        .first(),
    ).toMatchObject({
      kind: 'reaction.add',
      state: 'pending',
    });
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();

    await waitFor(() => expect(to('POST /api/whatiscooking/cooking/likes/')).toHaveLength(1));
    expect(to('POST /api/whatiscooking/cooking/likes/')[0]?.body).toMatchObject({
      cookingidobj: 1,
      like_type: 'DE',
    });
    answer({} as Sent);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
    expect(count('Head-flash')).toBe('2');
  });

  it('takes a reaction back with a second tap', async () => {
    store.set(sessionAtom, testSession(true));
    const mine = reaction('bgirl.rue', 'LO');
    const { to } = await showPanel([mine, reaction('a', 'LO')], {
      [`DELETE /api/whatiscooking/cooking/likes/${mine.id}`]: { status: 204 },
    });
    await waitFor(() => expect(count('Like')).toBe('2'));
    await userEvent.click(button('Like'));
    await waitFor(() => expect(count('Like')).toBe('1'));
    expect(button('Like').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(to('DELETE /api/whatiscooking/cooking/likes/')).toHaveLength(1));
  });

  it('lists up to three distinct names who reacted, then "and N others"', async () => {
    await showPanel([
      reaction('ann', 'LO'),
      reaction('ann', 'FI'),
      reaction('ben', 'LO'),
      reaction('cas', 'DE'),
      reaction('dee', 'LO'),
      reaction('eve', 'FI'),
    ]);
    const line = await screen.findByText(/^Reacted by/);
    expect(line.textContent).toBe('Reacted by ann, ben, cas and 2 others');
    const links = within(line).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/ann', '/ben', '/cas']);
  });

  it('hides the "Reacted by" line when nobody reacted', async () => {
    await showPanel([]);
    expect(screen.queryByText(/Reacted by/)).toBeNull();
  });

  it('asks a visitor to sign in and queues nothing', async () => {
    await showPanel([]);
    await userEvent.click(button('Fire'));
    expect(await screen.findByText('Please sign in first.')).toBeTruthy();
    expect(await db.reactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
