/**
 * A lab room's chat and a shoutout's comments on the real server (issue 29): what another user posts
 * while the list is shown appears in it through the live stream, with no reload and no poll (the
 * fallback poll's timer never runs here).
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LabChat } from '../../src/client/features/lab-room/lab-chat';
import { ShoutoutComments } from '../../src/client/features/shoutouts/shoutout-replies';
import { db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { insertPurchase, publishLab } from '../helpers/labs';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

let owner: Artist;
let member: Artist;
let room: string;
let shoutout: string;
const suite = realApiSuite(async (t) => {
  owner = await createArtist(t, 'liveChatOwner');
  member = await createArtist(t, 'liveChatMember');
  const lab = await publishLab(t, owner, 'Live chat room', { access: [5], price: '0' });
  await insertPurchase(t, member.id, lab.plab.id, { amountCents: 0, provider: 'free' });
  room = lab.plab.uuid;
  const image = await readyUpload(t, owner.token, 'S');
  const given = await call(t, 'POST', '/api/e1t1/sharing/', { image, s_teacher_name: 'Anyone' }, owner.token);
  shoutout = given.body.uuid;
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

/** Shows `element` to the owner once its first read has landed and its stream is held. */
async function showing(element: React.ReactElement, list: string) {
  store.set(sessionAtom, await sessionOf(suite.t, owner));
  renderWithProviders([{ path: '/', element }]);
  await vi.waitFor(async () => expect(await db.lists.get(list)).toBeTruthy());
  await vi.waitFor(() => expect(suite.t.live.size).toBe(1));
}

describe('live lists', () => {
  it('a lab room shows a member’s new message without a reload', async () => {
    await showing(<LabChat plabUuid={room} />, `labChat:${room}`);
    const message = { uuid: crypto.randomUUID(), plab: room, comment: 'Drills at eight' };
    const posted = await call(suite.t, 'POST', '/api/whatiscooking/labroom-chat/', message, member.token);
    expect(posted.status).toBe(201);
    expect(await screen.findByText('Drills at eight')).toBeTruthy();
  });

  it('a shoutout shows another artist’s new comment without a reload', async () => {
    await showing(<ShoutoutComments uuid={shoutout} />, `comment:${shoutout}`);
    const comment = { uuid: crypto.randomUUID(), shareidobj: shoutout, comment: 'Big respect' };
    const posted = await call(suite.t, 'POST', '/api/e1t1/sharing/comments/', comment, member.token);
    expect(posted.status).toBe(201);
    expect(await screen.findByText('Big respect')).toBeTruthy();
  });
});
