/**
 * The workshop a shoutout names (issue 29), against the real server: the form's picker offers the
 * workshops the user is going to (from the mirror, so offline too), posts and clears it through the
 * outbox; the shoutout's page and card say "At {workshop}", linking to it, with the Attended badge
 * once the organiser checked the author in; a shoutout kept on the device from before names none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { type RouteObject, useParams } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ShoutoutRoute from '../../src/client/app/routes/shoutout';
import ShoutoutsRoute from '../../src/client/app/routes/shoutouts';
import UploadShoutoutRoute from '../../src/client/app/routes/upload-shoutout';
import { renderCrop } from '../../src/client/lib/crop-image';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { type Session, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { workshopsApi } from '../../src/shared/api-paths';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import type { Workshop } from '../../src/shared/schemas/workshops';
import { type Artist, createArtist, pngFile, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

/* jsdom draws no canvas: the cropper's output is a real PNG made here. */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));
/* jsdom has no FontFaceSet (autosize Textarea) nor object URLs (the cover preview). */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});
URL.createObjectURL = () => 'blob:cover';
URL.revokeObjectURL = () => {};

function WorkshopPage() {
  return <p>Workshop {useParams().uuid}</p>;
}
const routes: RouteObject[] = [
  { path: '/upload/each1teach1', element: <UploadShoutoutRoute /> },
  { path: '/e1t1', element: <ShoutoutsRoute /> },
  { path: '/e1t1/:uuid', element: <ShoutoutRoute /> },
  { path: '/workshops/:uuid', element: <WorkshopPage /> },
];
const userEvent = userEventModule.setup({ delay: null });

let me: Artist & { session: Session };
let organiser: Artist;
let wave: Workshop;
let other: Workshop;

const api = (method: string, path: string, who: Artist, body?: unknown) =>
  call(suite.t, method, `/api${path}`, body, who.token);
async function workshopBy(who: Artist, title: string): Promise<Workshop> {
  const poster = await readyUpload(suite.t, who.token, 'W');
  const body = { title, poster, start_date: '2031-06-06', country: 'FR' };
  return (await api('POST', workshopsApi.create, who, body)).body;
}

const suite = realApiSuite(async (t) => {
  const artist = await createArtist(t, 'citingRue', 'Rue');
  me = { ...artist, session: await sessionOf(t, artist) };
  organiser = await createArtist(t, 'waveOrganiser', 'Wave');
  wave = await workshopBy(organiser, 'Wave Class');
  other = await workshopBy(organiser, 'Other Class');
  await api('POST', workshopsApi.going, me, { workshop: wave.uuid });
});
beforeEach(() => {
  vi.mocked(renderCrop).mockImplementation(() => pngFile('cropped.png'));
});

function open(path: string) {
  store.set(sessionAtom, me.session);
  return renderWithProviders(routes, path);
}
const picker = () => screen.getByRole('combobox', { name: 'Workshop' }) as HTMLInputElement;
const posts = () => suite.server.sent.filter((s) => s.method === 'POST' && s.path === '/api/e1t1/sharing/');
const onServer = async (uuid: string) =>
  (await call(suite.t, 'GET', `/api/e1t1/sharing/${uuid}/`, undefined, me.token)).body as Shoutout;

/** A cover and a name: what a shoutout needs before it is sent. */
async function fillIn(container: HTMLElement, name: string) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, await pngFile('photo.png'));
  const crop = await screen.findByRole('dialog', { name: 'Crop your cover' });
  await userEvent.click(within(crop).getByRole('button', { name: 'Use this image' }));
  await userEvent.click(screen.getByLabelText(/^Artist name/, { selector: 'input' }));
  await userEvent.paste(name);
}

async function pickWave() {
  await userEvent.click(picker());
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Wave Class']);
  await userEvent.click(options[0] as HTMLElement);
  expect(picker().value).toBe('Wave Class');
}

describe('the workshop picker', () => {
  it('offers the workshops the user is going to, and posts the one chosen', async () => {
    const { container } = open('/upload/each1teach1');
    await fillIn(container, 'Wave teacher');
    await waitFor(() => expect(picker()).toBeTruthy());
    await pickWave();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Your shoutout is posted. 🎉' });
    const body = posts()[0]?.body as { uuid: string; workshop: string };
    expect(body.workshop).toBe(wave.uuid);
    expect((await onServer(body.uuid)).workshop).toEqual({
      uuid: wave.uuid,
      title: 'Wave Class',
      attended: false,
    });
  });

  it('works offline from the mirror: the kept shoutout names it, sent once back online', async () => {
    const first = open('/upload/each1teach1');
    await userEvent.click(picker());
    await screen.findByRole('option', { name: 'Wave Class' });
    first.unmount();

    suite.online = false;
    suite.server.offline = true;
    const { container } = open('/upload/each1teach1');
    await fillIn(container, 'Offline teacher');
    await pickWave();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Saved on this device' });
    const [entry] = await db.outbox.toArray();
    const kept = await db.shoutouts.get(entry?.target ?? '');
    expect(kept?.workshop).toEqual({ uuid: wave.uuid, title: 'Wave Class', attended: false });
    expect(entry?.steps.at(-1)?.body).toMatchObject({ workshop: wave.uuid });

    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect((await onServer(entry?.target ?? '')).workshop?.uuid).toBe(wave.uuid);
  });

  it('is cleared in an edit, which sends only that', async () => {
    const image = await readyUpload(suite.t, me.token, 'S');
    const made = (
      await api('POST', '/e1t1/sharing/', me, { image, s_teacher_name: 'Clear me', workshop: other.uuid })
    ).body as Shoutout;
    open(`/upload/each1teach1?edit=${made.uuid}`);
    // A workshop named before stays shown though the user is not going to it.
    await waitFor(() => expect(picker().value).toBe('Other Class'));
    // Mantine keeps its clear button from assistive tech (aria-hidden): a pointer clears it.
    await userEvent.click(document.querySelector('[aria-label="Clear the workshop"]') as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Your shoutout is updated. 🎉' });
    expect(suite.server.sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([
      { workshop: '' },
    ]);
    expect((await onServer(made.uuid)).workshop).toBeNull();
  });
});

describe('a shoutout naming a workshop', () => {
  let cited: Shoutout;

  beforeAll(async () => {
    const image = await readyUpload(suite.t, me.token, 'S');
    const body = { image, s_teacher_name: 'Cited teacher', workshop: wave.uuid };
    cited = (await api('POST', '/e1t1/sharing/', me, body)).body;
  });

  it('says where, linking to the workshop, without Attended before the author is checked in', async () => {
    open(`/e1t1/${cited.uuid}`);
    const link = await screen.findByRole('link', { name: 'Wave Class' });
    expect(link.getAttribute('href')).toBe(`/workshops/${wave.uuid}`);
    expect(link.parentElement?.textContent).toBe('At Wave Class');
    expect(screen.queryByRole('img', { name: 'Attended: checked in at the door' })).toBeNull();
  });

  it('says Attended once the organiser checked the author in at the door', async () => {
    const going = (await api('GET', workshopsApi.workshop(wave.uuid), me)).body.my_door.going;
    await api('POST', workshopsApi.checkin, organiser, { workshop_uuid: wave.uuid, going });
    open(`/e1t1/${cited.uuid}`);
    expect(await screen.findByRole('img', { name: 'Attended: checked in at the door' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Wave Class' }));
    expect(await screen.findByText(`Workshop ${wave.uuid}`)).toBeTruthy();
  });

  it('says so on its card too', async () => {
    open('/e1t1');
    const card = within(await screen.findByRole('article', { name: 'Shoutout to Cited teacher' }));
    expect(card.getByRole('link', { name: 'Wave Class' }).getAttribute('href')).toBe(
      `/workshops/${wave.uuid}`,
    );
    expect(card.getByRole('img', { name: 'Attended: checked in at the door' })).toBeTruthy();
  });

  it('kept on the device from before shoutouts named workshops, shows none', async () => {
    const first = open(`/e1t1/${cited.uuid}`);
    await screen.findByRole('link', { name: 'Wave Class' });
    first.unmount();
    await db.shoutouts.update(cited.uuid, { workshop: undefined });
    suite.online = false;
    suite.server.offline = true;
    open(`/e1t1/${cited.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Shoutout to Cited teacher' })).toBeTruthy();
    expect(screen.queryByText(/^At /)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Wave Class' })).toBeNull();
  });
});
