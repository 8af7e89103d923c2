import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { type RouteObject, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import UploadShoutoutRoute from '../../src/client/app/routes/upload-shoutout';
import { activateLocale } from '../../src/client/i18n/i18n';
import { renderCrop } from '../../src/client/lib/crop-image';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { type Session, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import { type Artist, createArtist, pngFile, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

/* jsdom draws no canvas: the cropper's output is a real PNG made here (the browser test crops for real). */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));

function ShoutoutPage() {
  return <p>Shoutout {useParams().uuid}</p>;
}
const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/upload/each1teach1', element: <UploadShoutoutRoute /> },
  { path: '/e1t1/:uuid', element: <ShoutoutPage /> },
];

/* No pause between keys: the form re-renders at each one, and jsdom is slow enough. */
const userEvent = userEventModule.setup({ delay: null });

type SignedIn = Artist & { session: Session };
let me: SignedIn;
let other: SignedIn;

const signedInArtist = async (username: string, name: string): Promise<SignedIn> => {
  const artist = await createArtist(suite.t, username, name);
  return { ...artist, session: await sessionOf(suite.t, artist) };
};

/* jsdom has no FontFaceSet (autosize Textarea) nor object URLs (the cover preview). */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});
URL.createObjectURL = () => 'blob:cover';
URL.revokeObjectURL = () => {};

// The server's database and two artists (argon2 hashes): as long as the server tests give theirs.
const suite = realApiSuite(async () => {
  me = await signedInArtist('rueShout', 'Rue');
  other = await signedInArtist('kidBoogie', 'Kid Boogie');
});
beforeEach(() => {
  vi.mocked(renderCrop).mockImplementation(() => pngFile('cropped.png'));
});

function open(path = '/upload/each1teach1', session: Session = me.session) {
  store.set(sessionAtom, session);
  return renderWithProviders(routes, path);
}

/** A field by its label (faster than by role in a form this size, which jsdom renders slowly). */
const exactly = (label: string) => new RegExp(`^${label.replace(/[?*().]/g, '\\$&')}( \\*)?$`);
const field = (name: string | RegExp) =>
  screen.getByLabelText(typeof name === 'string' ? exactly(name) : name, {
    selector: 'input, textarea',
  }) as HTMLInputElement;
const posts = () => suite.server.sent.filter((s) => s.method === 'POST' && s.path === '/api/e1t1/sharing/');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function chooseCover(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, await pngFile('photo.png'));
  const dialog = await screen.findByRole('dialog', { name: 'Crop your cover' });
  return dialog;
}

/** The text under a field (its error), found by the field's description links. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Types into a field at once (paste): jsdom is slow at typing long texts key by key. */
async function fill(name: string | RegExp, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

async function tagArtist(search: string, option: RegExp) {
  await fill('Tag the artist', search);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('giving a shoutout', () => {
  it('crops, rotates and flips the cover, and tags the artist picked from the search', async () => {
    const { container } = open();
    expect(screen.getByRole('heading', { name: 'Give a shoutout' })).toBeTruthy();
    expect(field('Date').value).toBe(today());
    const dialog = await chooseCover(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate right' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flip horizontally' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop your cover' })).toBeNull());
    expect(vi.mocked(renderCrop).mock.calls[0]?.slice(1)).toEqual([
      null,
      90,
      { horizontal: true, vertical: false },
    ]);
    expect(screen.getByRole('img', { name: 'Cover preview' })).toBeTruthy();

    await tagArtist('Boog', /^Kid Boogie @kidBoogie/);
    expect(field('Tag the artist').value).toBe('Kid Boogie (@kidBoogie)');
    expect(field(/Artist name/).value).toBe('Kid Boogie');
    expect(screen.getByText('10/255')).toBeTruthy();
    const searches = suite.server.sent.filter((s) => s.path.startsWith('/api/artist/search/'));
    expect(searches.map((s) => s.path)).toEqual(['/api/artist/search/?query=Boog']);
  });

  it('posts the cover and every field with the tagged artist, and leads to the shoutout', async () => {
    const { container } = open();
    const dialog = await chooseCover(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await tagArtist('Boog', /^Kid Boogie @kidBoogie/);
    await userEvent.click(screen.getByRole('combobox', { name: "Artist's country" }));
    await userEvent.paste('Fran');
    await userEvent.click(await screen.findByRole('option', { name: 'France' }));
    await fill('What do you appreciate about them?', 'Patience with my waves');
    await fill('What did you learn?', 'Isolations first');
    await fill('Location', 'Paris');
    await fill('YouTube link of the lesson', 'https://youtube.com/shorts/dQw4w9WgXcQ');
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const done = await screen.findByRole('dialog', { name: 'Your shoutout is posted. 🎉' });
    expect(
      within(done).getByText('The artist you tagged must approve it before it becomes visible to everyone.'),
    ).toBeTruthy();
    expect(posts()).toHaveLength(1);
    const uuid = String((posts()[0]?.body as { uuid?: string } | undefined)?.uuid);
    const saved = (await call(suite.t, 'GET', `/api/e1t1/sharing/${uuid}/`, undefined, me.token))
      .body as Shoutout;
    expect(saved).toMatchObject({
      username: 'rueShout',
      status: 'pending',
      teacher: { username: 'kidBoogie' },
      s_teacher_name: 'Kid Boogie',
      s_teacher_country: 'FR',
      s_appreciation: 'Patience with my waves',
      s_learnings: 'Isolations first',
      s_location: 'Paris',
      s_teacher_video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      occured: today(),
    });
    expect(saved.image).toMatch(/^\/media\/medium\/s-/);
    // The form starts afresh behind the dialog.
    expect(field(/Artist name/).value).toBe('');

    await userEvent.click(within(done).getByRole('button', { name: 'View Shoutout' }));
    expect(await screen.findByText(`Shoutout ${uuid}`)).toBeTruthy();
  });

  it("names the calendar's months in the app's language", async () => {
    await activateLocale('fr');
    try {
      open();
      await userEvent.click(field('Date'));
      const month = new Intl.DateTimeFormat('fr', { month: 'long' }).format(new Date());
      expect(await screen.findByText(`${month} ${new Date().getFullYear()}`)).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });

  it("says what is wrong, in the spec's words, and sends nothing", async () => {
    open();
    await userEvent.clear(field('Date'));
    await fill('YouTube link of the lesson', 'https://youtu.be/ dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please upload at least one image.')).toBeTruthy();
    expect(errorOf(field(/Artist name/))).toContain('Required.');
    expect(errorOf(field('Date'))).toContain('Date is required');
    expect(errorOf(field('YouTube link of the lesson'))).toContain('No spaces are allowed.');

    await userEvent.clear(field('YouTube link of the lesson'));
    await fill('YouTube link of the lesson', 'https://vimeo.com/1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(field('YouTube link of the lesson'))).toContain('Enter a valid Url'));
    expect(suite.server.sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });

  it("shows the server's field errors at their fields, and a refusal leaves nothing behind", async () => {
    await call(
      suite.t,
      'POST',
      '/api/e1t1/sharing/',
      { s_teacher_name: 'Kid', teacher: 'kidBoogie', image: await readyUpload(suite.t, me.token, 'S') },
      me.token,
    );
    const { container } = open();
    const dialog = await chooseCover(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await tagArtist('kidboo', /^Kid Boogie @kidBoogie/);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(errorOf(field('Tag the artist'))).toContain('You have already given this artist a shoutout.'),
    );

    suite.server.answer((sent) =>
      sent.method === 'POST' && sent.path === '/api/e1t1/sharing/'
        ? Response.json({ s_teacher_video: ['Enter a valid Url'] }, { status: 400 })
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(field('YouTube link of the lesson'))).toContain('Enter a valid Url'));
    // A refused write leaves nothing behind: no queued entry, no row.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shoutouts.count()).toBe(0);
  });

  it('shows a failure that belongs to no field in the error dialog, and Ok leaves the form', async () => {
    suite.server.answer((sent) =>
      sent.method === 'POST' && sent.path === '/api/e1t1/sharing/'
        ? Response.json({ detail: 'Forbidden' }, { status: 403 })
        : undefined,
    );
    // Come from the home page, where Ok goes back to.
    const { container, router } = open('/');
    await router.navigate('/upload/each1teach1');
    await screen.findByRole('button', { name: 'Submit' });
    const dialog = await chooseCover(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await fill(/Artist name/, 'Mr. Wiggles');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const failed = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(failed).getByText('Some error occured. Please try again.')).toBeTruthy();
    await userEvent.click(within(failed).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});

describe('editing a shoutout', () => {
  async function mine(fields: Record<string, unknown> = {}) {
    const image = await readyUpload(suite.t, me.token, 'S');
    const res = await call(
      suite.t,
      'POST',
      '/api/e1t1/sharing/',
      { s_teacher_name: 'Popping Pete', s_location: 'Paris', image, ...fields },
      me.token,
    );
    return res.body as Shoutout;
  }

  it('opens the shoutout and sends only what changed, then shows it updated', async () => {
    const shoutout = await mine();
    open(`/upload/each1teach1?edit=${shoutout.uuid}`);
    expect(screen.getByRole('heading', { name: 'Edit your shoutout' })).toBeTruthy();
    await waitFor(() => expect(field(/Artist name/).value).toBe('Popping Pete'));
    expect(screen.getByRole('img', { name: 'Cover preview' }).getAttribute('src')).toBe(shoutout.image);
    await userEvent.clear(field('Location'));
    await fill('Location', 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    const done = await screen.findByRole('dialog', { name: 'Your shoutout is updated. 🎉' });
    const patches = suite.server.sent.filter((s) => s.method === 'PATCH');
    expect(patches).toEqual([
      { method: 'PATCH', path: `/api/e1t1/sharing/${shoutout.uuid}/`, body: { s_location: 'Lyon' } },
    ]);
    await userEvent.click(within(done).getByRole('button', { name: 'View Shoutout' }));
    expect(await screen.findByText(`Shoutout ${shoutout.uuid}`)).toBeTruthy();
  });

  it("goes to the shoutout with 'No change' when nothing changed", async () => {
    const shoutout = await mine({ s_teacher_name: 'Lock Master' });
    open(`/upload/each1teach1?edit=${shoutout.uuid}`);
    await waitFor(() => expect(field(/Artist name/).value).toBe('Lock Master'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(`Shoutout ${shoutout.uuid}`)).toBeTruthy();
    expect(screen.getByText('No change')).toBeTruthy();
  });

  it('is for the author alone', async () => {
    const shoutout = await mine({ s_teacher_name: 'Someone' });
    open(`/upload/each1teach1?edit=${shoutout.uuid}`, other.session);
    expect(await screen.findByText('Not your shoutout.')).toBeTruthy();
  });
});

describe('giving a shoutout offline', () => {
  it('keeps it with its cover on the device, then uploads and posts it, resuming where it stopped', async () => {
    suite.online = false;
    const { container, router } = open();
    const dialog = await chooseCover(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await fill(/Artist name/, 'Offline Olga');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    // Held on the device, it says only that: not that it is posted, nor who can see it.
    const done = await screen.findByRole('dialog', { name: 'Saved on this device' });
    expect(
      within(done).getByText(
        'You are offline: it is saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(within(done).queryByText(/Everyone can see it now|must approve it/)).toBeNull();
    expect(suite.server.sent.filter((s) => s.method !== 'GET')).toEqual([]);
    const [entry] = await db.outbox.toArray();
    expect(entry?.steps.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /uploads/presign/',
      'PUT {{url0}}',
      'POST /uploads/{{key0}}/complete/',
      'POST /e1t1/sharing/',
    ]);
    expect(entry?.images?.[0]?.type).toBe('image/png');
    const pending = await db.shoutouts.get(entry?.target ?? '');
    expect(pending).toMatchObject({ s_teacher_name: 'Offline Olga', status: 'approved', image: '' });
    expect(pending?.localImage?.bytes.byteLength).toBe(entry?.images?.[0]?.bytes.byteLength);
    // Opened again while it waits, it shows the cover kept on the device.
    await router.navigate(`/upload/each1teach1?edit=${entry?.target}`);
    await waitFor(() => expect(field(/Artist name/).value).toBe('Offline Olga'));
    expect(screen.getByRole('img', { name: 'Cover preview' }).getAttribute('src')).toBe('blob:cover');

    // Back online, the server fails the third step once: the entry resumes there, not from the start.
    let failed = false;
    suite.server.answer((sent) => {
      if (failed || !sent.path.endsWith('/complete/')) return undefined;
      failed = true;
      return Response.json({ detail: 'Busy' }, { status: 503 });
    });
    suite.online = true;
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(suite.server.sent.filter((s) => s.path === '/api/uploads/presign/')).toHaveLength(1);
    expect(suite.server.sent.filter((s) => s.path.endsWith('/complete/'))).toHaveLength(2);
    const posted = await db.shoutouts.get(entry?.target ?? '');
    expect(posted?.image).toMatch(/^\/media\/medium\/s-/);
    expect(posted?.localImage).toBeUndefined();
    const saved = await call(suite.t, 'GET', `/api/e1t1/sharing/${entry?.target}/`, undefined, me.token);
    expect(saved.body).toMatchObject({ s_teacher_name: 'Offline Olga', image: posted?.image });
  });

  it('made offline, an edit online goes behind it through the outbox, and both land in order', async () => {
    suite.online = false;
    const { container, unmount } = open();
    const crop = await chooseCover(container);
    await userEvent.click(within(crop).getByRole('button', { name: 'Use this image' }));
    await fill(/Artist name/, 'Queued Quinn');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Saved on this device' });
    const [entry] = await db.outbox.toArray();
    unmount();

    suite.online = true;
    open(`/upload/each1teach1?edit=${entry?.target}`);
    await waitFor(() => expect(field(/Artist name/).value).toBe('Queued Quinn'));
    await fill('Location', 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const done = await screen.findByRole('dialog', { name: 'Your shoutout is updated. 🎉' });
    expect(within(done).queryByText(/You are offline/)).toBeNull();
    const writes = suite.server.sent.filter(
      (sent) => sent.path.startsWith('/api/e1t1/') && sent.method !== 'GET',
    );
    expect(writes.map((sent) => sent.method)).toEqual(['POST', 'PATCH']);
    expect(await db.outbox.count()).toBe(0);
    const saved = await call(suite.t, 'GET', `/api/e1t1/sharing/${entry?.target}/`, undefined, me.token);
    expect(saved.body).toMatchObject({ s_teacher_name: 'Queued Quinn', s_location: 'Lyon' });
  });

  it('edits it offline, a new cover included: the change shows at once and is sent once back online', async () => {
    const image = await readyUpload(suite.t, me.token, 'S');
    const body = { image, s_teacher_name: 'Edit Offline', s_location: 'Paris' };
    const made = (await call(suite.t, 'POST', '/api/e1t1/sharing/', body, me.token)).body as Shoutout;
    const first = open(`/upload/each1teach1?edit=${made.uuid}`);
    await waitFor(() => expect(field('Location').value).toBe('Paris'));
    first.unmount();

    suite.online = false;
    suite.server.offline = true;
    const { container } = open(`/upload/each1teach1?edit=${made.uuid}`);
    await waitFor(() => expect(field('Location').value).toBe('Paris'));
    await userEvent.clear(field('Location'));
    await fill('Location', 'Lyon');
    const crop = await chooseCover(container);
    await userEvent.click(within(crop).getByRole('button', { name: 'Use this image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const done = await screen.findByRole('dialog', { name: 'Saved on this device' });
    expect(
      within(done).getByText(
        'You are offline: it is saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(await db.shoutouts.get(made.uuid)).toMatchObject({ s_location: 'Lyon', image: '' });
    const [entry] = await db.outbox.toArray();
    expect(entry?.steps.map((step) => `${step.method} ${step.path}`)).toEqual([
      'POST /uploads/presign/',
      'PUT {{url0}}',
      'POST /uploads/{{key0}}/complete/',
      `PATCH /e1t1/sharing/${made.uuid}/`,
    ]);
    expect(entry?.steps.at(-1)?.body).toEqual({ s_location: 'Lyon', image: '{{key0}}' });

    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const saved = (await call(suite.t, 'GET', `/api/e1t1/sharing/${made.uuid}/`, undefined, me.token)).body;
    expect(saved).toMatchObject({ s_teacher_name: 'Edit Offline', s_location: 'Lyon' });
    expect(saved.image).toMatch(/^\/media\/medium\/s-/);
    expect(saved.image).not.toBe(made.image);
    expect(suite.server.sent.filter((sent) => sent.method === 'PATCH')).toHaveLength(1);
    expect((await db.shoutouts.get(made.uuid))?.image).toBe(saved.image);
  });
});
