import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommentsPanel } from '../../src/client/features/notes/feed/comments-panel';
import { type CommentRow, clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import type { Comment } from '../../src/shared/schemas/notes';
import { page, type Sent, stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const NOTE = '4d3c2b1a-0000-4000-8000-000000000001';
const COMMENTS = 'GET /api/whatiscooking/cooking/comments/*';
const note = noteRow({ uuid: NOTE, thumbjs: '', lesson: '' });

let nextId = 10;
/** A comment as the server answers it. */
function comment(username: string, text: string, created: string): Comment {
  nextId += 1;
  return {
    id: nextId,
    uuid: `cccccccc-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    username,
    comment: text,
    at: null,
    cookingidobj: 1,
    created,
    artist_metadata: { thumb: null },
    hidden: false,
  };
}
const asRow = ({ cookingidobj: _, ...c }: Comment): CommentRow => ({ ...c, cooking: NOTE });

async function showPanel(server: Comment[], extra: Record<string, unknown> = {}) {
  await db.cookings.put(note);
  await db.comments.bulkPut(server.map(asRow));
  const fetch = stubFetch({ [COMMENTS]: { body: page(server) }, ...extra });
  renderWithProviders([{ path: '/', element: <CommentsPanel noteUuid={NOTE} /> }]);
  await screen.findByRole('textbox', { name: 'Write a comment' });
  return fetch;
}
const signIn = (withPortfolio = true) => store.set(sessionAtom, testSession(withPortfolio));
const rows = () => screen.queryAllByRole('listitem');

beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the comments panel', () => {
  it('lists comments newest first with linked names and short dates, in a 148 px area', async () => {
    await showPanel([
      comment('ann', 'First!', '2026-03-01T09:00:00Z'),
      comment('ben', 'Clean freeze.', '2026-03-04T09:00:00Z'),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => within(row).getByText(/!|\./).textContent)).toEqual([
      'Clean freeze.',
      'First!',
    ]);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'ben' }).getAttribute('href')).toBe('/ben');
    expect(within(first).getByText(shortDate('2026-03-04T09:00:00Z'))).toBeTruthy();
    const area = screen.getByRole('region', { name: 'Comments' }).closest('[style*="max-height"]');
    expect((area as HTMLElement).style.maxHeight).toContain(`${148 / 16}rem`); // 148 px
  });

  it('says "Write something to post." for an empty comment', async () => {
    signIn();
    await showPanel([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something to post.')).toBeTruthy();
    expect(await db.comments.count()).toBe(0);
  });

  it('asks a visitor to sign in; the field is disabled with the reason', async () => {
    await showPanel([]);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    expect(box.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sign in to comment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please sign in first.')).toBeTruthy();
  });

  it('lets only users with a portfolio type', async () => {
    signIn(false);
    await showPanel([]);
    expect(screen.getByRole('textbox', { name: 'Write a comment' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Create your portfolio first.')).toBeTruthy();
  });

  it('posts a comment: it shows at once, the box clears, and it is sent', async () => {
    signIn();
    const { to } = await showPanel([comment('ann', 'First!', '2026-03-01T09:00:00Z')], {
      'POST /api/whatiscooking/cooking/comments/': (sent: Sent) => ({
        status: 201,
        body: {
          ...comment('bgirl.rue', 'Sharp hits.', new Date().toISOString()),
          uuid: (sent.body as { uuid: string }).uuid,
        },
      }),
    });
    const box = screen.getByRole('textbox', { name: 'Write a comment' }) as HTMLTextAreaElement;
    await userEvent.type(box, 'Sharp hits.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(rows()[0]?.textContent).toContain('Sharp hits.'));
    expect(box.value).toBe('');
    await waitFor(() => expect(to('POST /api/whatiscooking/cooking/comments/')).toHaveLength(1));
    expect(to('POST /api/whatiscooking/cooking/comments/')[0]?.body).toMatchObject({
      cookingidobj: 1,
      comment: 'Sharp hits.',
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('offers Delete to the author only, and says "Your comment is deleted."', async () => {
    signIn();
    const mine = comment('bgirl.rue', 'My own words.', '2026-03-04T09:00:00Z');
    const theirs = comment('ann', 'Their words.', '2026-03-03T09:00:00Z');
    const { to } = await showPanel([mine, theirs], {
      [`DELETE /api/whatiscooking/cooking/comments/${mine.id}`]: { status: 204 },
    });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await userEvent.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Comment actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Your comment is deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('My own words.')).toBeNull());
    await waitFor(() => expect(to('DELETE /api/whatiscooking/cooking/comments/')).toHaveLength(1));
  });

  it('asks a visitor to sign in before reporting a comment, and sends nothing', async () => {
    const { to } = await showPanel([comment('ann', 'Their words.', '2026-03-03T09:00:00Z')]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    // The mirror's comments can show before the panel's opening fetch has gone out.
    await waitFor(() => expect(to('GET /api/whatiscooking/cooking/comments/')).toHaveLength(1));
    const { sent } = stubFetch({});
    await userEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByText('Please sign in first.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Report' })).toBeNull();
    expect(sent).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows a comment the server refused with its reason, Retry and Discard', async () => {
    signIn();
    await showPanel([]);
    const uuid = crypto.randomUUID();
    await db.comments.add({
      uuid,
      username: 'bgirl.rue',
      comment: 'Refused words.',
      at: null,
      cooking: NOTE,
      created: new Date().toISOString(),
      artist_metadata: { thumb: null },
      hidden: false,
    });
    await db.outbox.add({
      key: 'k1',
      kind: 'comment.add',
      target: uuid,
      steps: [{ method: 'POST', path: '/whatiscooking/cooking/comments/', body: {}, apply: 'comments' }],
      done: 0,
      state: 'failed',
      error: 'Comment must be 1000 characters or less',
      attempts: 0,
      undo: [{ table: 'comments', uuid, before: null }],
      created: Date.now(),
    });
    const row = await screen.findByText('Refused words.');
    const item = row.closest('li') as HTMLElement;
    expect(await within(item).findByText('Comment must be 1000 characters or less')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Refused words.')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries a refused comment', async () => {
    signIn();
    const { to } = await showPanel([], {
      'POST /api/whatiscooking/cooking/comments/': { status: 503, body: { detail: 'Busy.' } },
    });
    const uuid = crypto.randomUUID();
    await db.comments.add({
      uuid,
      username: 'bgirl.rue',
      comment: 'Try again.',
      at: null,
      cooking: NOTE,
      created: new Date().toISOString(),
      artist_metadata: { thumb: null },
      hidden: false,
    });
    const seq = await db.outbox.add({
      key: 'k2',
      kind: 'comment.add',
      target: uuid,
      steps: [
        { method: 'POST', path: '/whatiscooking/cooking/comments/', body: { uuid }, apply: 'comments' },
      ],
      done: 0,
      state: 'failed',
      error: 'Refused.',
      attempts: 0,
      undo: [{ table: 'comments', uuid, before: null }],
      created: Date.now(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(to('POST /api/whatiscooking/cooking/comments/')).toHaveLength(1));
    expect((await db.outbox.get(seq))?.state).toBe('pending');
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
  });
});
