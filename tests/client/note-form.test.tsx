import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UploadVideoRoute from '../../src/client/app/routes/upload-video';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { hasUnsavedInputAtom } from '../../src/client/lib/unsaved';
import type { Portfolio } from '../../src/shared/schemas/artists';
import type { Lab } from '../../src/shared/schemas/labs';
import type { Note } from '../../src/shared/schemas/notes';
import { page, portfolio, stubFetch } from '../helpers/artists-api';
import { serverNote } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const ME = 'bgirl.rue';

const routes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/upload/uploadvideo', element: <UploadVideoRoute /> },
  { path: '/upload/each1teach1', element: <p>Shoutout page</p> },
  { path: '/create/:uuid', element: <p>Note page</p> },
];

function openForm(path = '/upload/uploadvideo') {
  store.set(sessionAtom, testSession(true));
  return renderWithProviders(routes, path);
}

const artists: Portfolio[] = ['Kefa', 'Lilou', 'Menno', 'Sunni'].map((name) =>
  portfolio({ artist_name: name, username: name.toLowerCase() }),
);

let nextLab = 500;
function lab(name: string): Lab {
  nextLab += 1;
  return {
    id: nextLab,
    uuid: `00000000-0000-4000-8000-${String(nextLab).padStart(12, '0')}`,
    name,
    about: '',
    username: ME,
    published: false,
  };
}
const labs = [lab('Toprock'), lab('Footwork')];

const NOTE_UUID = '11111111-2222-4333-8444-555555555555';
function note(fields: Partial<Note> = {}): Note {
  return serverNote({
    id: 42,
    uuid: NOTE_UUID,
    username: ME,
    video: 'https://www.youtube.com/watch?v=abcdefghijk',
    thumbjs: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    lesson: 'Six-step drills',
    access: 1,
    ...fields,
  });
}

const asMention = (artist: Portfolio) => ({
  id: artist.id,
  uuid: null,
  s_teacher_name: artist.artist_name,
  s_photo: artist.thumb,
  teacher: { username: artist.username, artist_metadata: { thumb: artist.thumb } },
});

/**
 * The API answers the lists the form reads; writes do not reach it (as on a connection that drops),
 * so their entries stay queued to be read.
 */
const apiHandlers = {
  'GET /api/artist/portfolios/list/*': { body: page(artists) },
  'GET /api/whatiscooking/techniques/list/*': { body: page(labs) },
  'GET /api/workshops/workshops-taught-by-artist/*': { body: page([]) },
  'POST /api/whatiscooking/*': 'network-error' as const,
  'PATCH /api/whatiscooking/*': 'network-error' as const,
  'DELETE /api/whatiscooking/*': 'network-error' as const,
};

const linkField = () => screen.getByRole('textbox', { name: /YouTube link/ }) as HTMLInputElement;

async function typeLink(text: string) {
  await userEvent.click(linkField());
  await userEvent.paste(text);
}

/** Opens a picker by its label and picks the option with that name. */
const picker = (name: string | RegExp) => screen.getByRole('combobox', { name });

async function pick(name: string | RegExp, option: string) {
  await userEvent.click(picker(name));
  await userEvent.click(await screen.findByRole('option', { name: optionNamed(option) }));
}

/** An option by its label (an artist's also shows the @username after it). */
const optionNamed = (label: string) => new RegExp(`^${label}( @|$)`);

/** The pills (picked values) shown in a picker. */
function pills(name: string | RegExp): string[] {
  const field = picker(name);
  const group = field.closest('.mantine-PillsInput-input') as HTMLElement;
  return within(group)
    .queryAllByText(/.+/, { selector: '.mantine-Pill-label' })
    .map((pill) => pill.textContent ?? '');
}

/* jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it. */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(async () => {
  await clearMirror();
  stubFetch(apiHandlers);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const outbox = () => db.outbox.toArray();

describe('the video-note form, creating', () => {
  it('asks what you are working on and says what is wrong with the link, word for word', async () => {
    openForm();
    expect(screen.getByRole('heading', { name: 'What are you working on?' })).toBeTruthy();
    expect(screen.getByPlaceholderText('What are you exploring..')).toBeTruthy();
    await submit();
    expect(await screen.findByText('YouTube link is required')).toBeTruthy();

    await typeLink('https://vimeo.com/123');
    await submit();
    expect(await screen.findByText('Enter a valid Url')).toBeTruthy();
    expect(await outbox()).toHaveLength(0);
  });

  it('links to YouTube Studio in a new tab', () => {
    openForm();
    const studio = screen.getByRole('link', { name: /Open YouTube Studio/ });
    expect(studio.getAttribute('href')).toBe('https://studio.youtube.com');
    expect(studio.getAttribute('target')).toBe('_blank');
  });

  it('starts with the first YouTube link of a shared text (share target)', () => {
    const text = encodeURIComponent('new drill https://youtube.com/shorts/abcdefghijk so good');
    openForm(`/upload/uploadvideo?title=Look&text=${text}&url=`);
    expect(linkField().value).toBe('https://youtube.com/shorts/abcdefghijk');
  });

  it('prefers a shared url and ignores shared text without a YouTube link', () => {
    const url = encodeURIComponent('https://youtu.be/zyxwvutsrqp');
    openForm(`/upload/uploadvideo?text=hello%20there&url=${url}`);
    expect(linkField().value).toBe('https://youtu.be/zyxwvutsrqp');
    cleanup();
    openForm('/upload/uploadvideo?text=hello%20there');
    expect(linkField().value).toBe('');
  });

  it('sends the note through the outbox, clears the form, thanks the user and opens /create/{uuid}', async () => {
    const { sent } = stubFetch({
      'POST /api/whatiscooking/cooking/': ({ body }) => ({
        status: 201,
        body: note({ uuid: (body as Note).uuid, lesson: 'Windmill entries' }),
      }),
      ...apiHandlers,
    });
    const { router } = openForm();
    await typeLink('https://www.youtube.com/shorts/abcdefghijk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Windmill entries');
    await submit();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Thank you for sharing your progress!')).toBeTruthy();
    expect(within(dialog).queryByText(/back online/)).toBeNull();
    expect(linkField().value).toBe('');
    const [row] = await db.cookings.toArray();
    expect(row).toMatchObject({ username: ME, lesson: 'Windmill entries', access: 1 });
    expect(await outbox()).toHaveLength(0);
    const posted = sent.filter((request) => request.method === 'POST');
    expect(posted.map((request) => request.body)).toEqual([
      expect.objectContaining({
        uuid: row?.uuid,
        video: 'https://www.youtube.com/watch?v=abcdefghijk',
        lesson: 'Windmill entries',
      }),
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'View your note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/create/${row?.uuid}`));
  });

  it("shows the server's refusal under its field and keeps nothing of the refused note", async () => {
    stubFetch({
      'POST /api/whatiscooking/cooking/': {
        status: 400,
        body: { lesson: ['Ensure this field has no more than 5000 characters.'] },
      },
      ...apiHandlers,
    });
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Kept as typed');
    await submit();
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(await screen.findByText('Ensure this field has no more than 5000 characters.')).toBeTruthy();
    expect((description as HTMLTextAreaElement).value).toBe('Kept as typed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await outbox()).toHaveLength(0);
    expect(await db.cookings.count()).toBe(0);
  });

  it('says the note is saved on this device and will be sent when back online when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await submit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Saved on this device')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'You are offline: it is saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(await db.cookings.count()).toBe(1);
  });

  it('says the note is not sent yet, not that the device is offline, when a busy server holds it back', async () => {
    stubFetch({
      'POST /api/whatiscooking/cooking/': { status: 503, body: { detail: 'Busy.' } },
      ...apiHandlers,
    });
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await submit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Not sent yet: Cypher did not answer/)).toBeTruthy();
    expect(within(dialog).queryByText(/You are offline/)).toBeNull();
    expect(await outbox()).toHaveLength(1);
    expect(await db.cookings.count()).toBe(1);
  });

  it('sends the chosen labs and artists with the note', async () => {
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await pick('Labs', 'Footwork');
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    await pick(/Artists to mention/, 'Kefa');
    await pick(/Artists to mention/, 'Lilou');
    expect(pills('Labs')).toEqual(['Footwork']);
    await submit();
    await screen.findByRole('dialog');

    const [entry] = await outbox();
    expect(entry?.steps.map((step) => step.path)).toEqual([
      '/whatiscooking/cooking/',
      '/whatiscooking/ct-relations/create/',
      '/whatiscooking/taggedteachers/',
      '/whatiscooking/taggedteachers/',
      expect.stringMatching(/^\/whatiscooking\/list\//),
    ]);
    expect(entry?.steps[0]?.body).toMatchObject({
      access: 5,
      mention1: artists[0]?.id,
      mention2: artists[1]?.id,
    });
    expect(entry?.steps[1]?.body).toMatchObject({ technique: labs[1]?.id });
  });

  it('requires one artist for "Mention an artist" and takes only one', async () => {
    openForm();
    await userEvent.click(screen.getByRole('radio', { name: /Mention an artist/ }));
    await submit();
    expect(await screen.findByText('Choose the artist to mention.')).toBeTruthy();
    expect(screen.getByText('YouTube link is required')).toBeTruthy();
    expect(await outbox()).toHaveLength(0);
    await typeLink('https://youtu.be/abcdefghijk');

    await pick('Artist to mention', 'Kefa');
    expect(await screen.findByText('No workshops from this artist yet.')).toBeTruthy();
    await pick('Artist to mention', 'Lilou');
    expect(await screen.findByText('Mention only one artist when only that artist may view.')).toBeTruthy();
    expect(pills('Artist to mention')).toEqual(['Kefa']);

    await submit();
    await screen.findByRole('dialog');
    const [row] = await db.cookings.toArray();
    expect(row).toMatchObject({ access: 3, mentioned: ['kefa'], workshop: null });
  });

  it('refuses a fourth artist for a community note', async () => {
    openForm();
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    for (const name of ['Kefa', 'Lilou', 'Menno']) await pick(/Artists to mention/, name);
    await pick(/Artists to mention/, 'Sunni');
    expect(await screen.findByText('Mention at most 3 artists.')).toBeTruthy();
    expect(pills(/Artists to mention/)).toEqual(['Kefa', 'Lilou', 'Menno']);
  });

  it('says at once when switching to "Mention an artist" with more than one artist picked', async () => {
    openForm();
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    await pick(/Artists to mention/, 'Kefa');
    await pick(/Artists to mention/, 'Lilou');
    await userEvent.click(screen.getByRole('radio', { name: /Mention an artist/ }));
    expect(await screen.findByText('Mention only one artist when only that artist may view.')).toBeTruthy();
    expect(pills('Artist to mention')).toEqual(['Kefa', 'Lilou']);
  });

  it('keeps a private note free of mentions picked before switching back to Private', async () => {
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    await pick(/Artists to mention/, 'Kefa');
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    expect(screen.queryByRole('combobox', { name: /Artists to mention/ })).toBeNull();
    await submit();
    await screen.findByRole('dialog');
    expect(await db.cookings.toArray()).toMatchObject([{ access: 1, mentioned: [] }]);
  });

  it('creates a lab from the labs picker and picks it', async () => {
    openForm();
    await pick('Labs', 'Create a new lab');
    const dialog = await screen.findByRole('dialog', { name: 'Create a new lab' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(screen.queryByText('YouTube link is required')).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Power moves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = (await db.labs.toArray()).find((row) => row.name === 'Power moves');
    expect(created).toMatchObject({ username: ME, published: false });
    expect(created?.id).toBeUndefined();
    expect(await outbox()).toMatchObject([{ kind: 'lab.create', target: created?.uuid }]);
    await waitFor(() => expect(pills('Labs')).toEqual(['Power moves']));
  });

  it('is keyboard operable: arrows and Enter pick a lab, Backspace removes it', async () => {
    openForm();
    await waitFor(async () => expect(await db.labs.count()).toBe(2));
    await userEvent.click(picker('Labs'));
    await screen.findByRole('option', { name: 'Toprock' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(pills('Labs')).toHaveLength(1);
    await userEvent.keyboard('{Backspace}');
    expect(pills('Labs')).toEqual([]);
  });

  it('finds a mirrored artist by username as well as by artist name, offline too', async () => {
    const ray = portfolio({ artist_name: 'B-Boy Ray', username: 'bboyray' });
    stubFetch({
      ...apiHandlers,
      'GET /api/artist/portfolios/list/*': { body: page([...artists, ray]) },
      'GET /api/artist/search/*': 'network-error',
    });
    openForm();
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    for (const text of ['Ray', 'bboyray']) {
      await userEvent.clear(picker(/Artists to mention/));
      await userEvent.type(picker(/Artists to mention/), text);
      expect(await screen.findByRole('option', { name: 'B-Boy Ray @bboyray' })).toBeTruthy();
      expect(screen.queryByRole('option', { name: optionNamed('Kefa') })).toBeNull();
    }
  });

  it('finds an artist beyond the loaded directory through the server search and mentions them', async () => {
    const ray = portfolio({ artist_name: 'B-Boy Ray', username: 'bboyray' });
    const api = stubFetch({
      ...apiHandlers,
      'GET /api/artist/search/?query=bboyray': { body: [ray] },
      'GET /api/artist/search/*': { body: [] },
    });
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    await userEvent.type(picker(/Artists to mention/), 'bboyray');
    await userEvent.click(await screen.findByRole('option', { name: 'B-Boy Ray @bboyray' }));
    expect(pills(/Artists to mention/)).toEqual(['B-Boy Ray']);
    await submit();
    await screen.findByRole('dialog');
    const [entry] = await outbox();
    expect(entry?.steps[0]?.body).toMatchObject({ mention1: ray.id });
    expect(api.to('GET /api/artist/search/').map((s) => s.url)).toContain(
      '/api/artist/search/?query=bboyray',
    );
  });

  it('lists the artists the user gave a shoutout first, named as in the shoutout, and mentions them', async () => {
    const teacher = (id: number, username: string) => ({
      id,
      username,
      artist_name: username,
      artist_metadata: { thumb: null },
    });
    const shoutout = (n: number, name: string, to: ReturnType<typeof teacher> | null) => ({
      id: n,
      uuid: `7a000000-0000-4000-8000-00000000000${n}`,
      username: ME,
      student: teacher(1, ME),
      teacher: to,
      status: 'approved',
      s_teacher_name: name,
      s_teacher_country: '',
      s_student_country: '',
      s_appreciation: '',
      s_learnings: '',
      s_location: '',
      s_teacher_video: '',
      occured: '2026-11-01',
      image: '/media/medium/s-x',
      image_mini: '/media/mini/s-x',
      s_photo: '/media/mini/s-x',
      created: `2026-11-0${n}T10:00:00.000Z`,
    });
    const kefa = artists[0] as Portfolio;
    stubFetch({
      ...apiHandlers,
      [`GET /api/e1t1/sharing/list/teachers/?username=${ME}&page_size=20`]: {
        body: page([
          shoutout(3, 'Popping Rue', teacher(900, 'rue.pops')),
          shoutout(2, 'Kefa of Paris', teacher(kefa.id, kefa.username)),
          shoutout(1, 'Mr. Untagged', null),
        ]),
      },
    });
    openForm();
    await typeLink('https://youtu.be/abcdefghijk');
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    await userEvent.click(picker(/Artists to mention/));
    const first = await screen.findByRole('option', { name: optionNamed('Popping Rue') });
    const options = first.parentElement?.querySelectorAll('[role=option]') ?? [];
    const names = [...options].map((option) => option.textContent ?? '');
    expect(names.slice(0, 2)).toEqual(['Popping Rue @rue.pops', 'Kefa of Paris @kefa']);
    expect(names.filter((name) => name.includes('@kefa'))).toHaveLength(1);
    expect(names.join()).not.toContain('Untagged');
    await userEvent.click(first);
    await submit();
    await screen.findByRole('dialog');
    const [entry] = await outbox();
    expect(entry?.steps[0]?.body).toMatchObject({ mention1: 900 });
  });

  it('links to the shoutout form from the artist picker', async () => {
    const { router } = openForm();
    await userEvent.click(screen.getByRole('radio', { name: /Community/ }));
    await pick(/Artists to mention/, 'Give a shoutout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload/each1teach1'));
  });

  it('holds back app updates while there is unsaved input, and Cancel clears it', async () => {
    openForm();
    expect(store.get(hasUnsavedInputAtom)).toBe(false);
    await typeLink('https://youtu.be/abcdefghijk');
    expect(store.get(hasUnsavedInputAtom)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(linkField().value).toBe('');
    expect(store.get(hasUnsavedInputAtom)).toBe(false);
  });
});

describe('the video-note form, editing', () => {
  const kefa = artists[0] as Portfolio;
  const lilou = artists[1] as Portfolio;
  const mentioned = note({
    access: 3,
    mention1: asMention(kefa),
    workshop: 7,
    cooking_relations: [
      {
        id: 9,
        uuid: 'aaaaaaaa-2222-4333-8444-555555555555',
        technique: labs[0]?.id ?? 0,
        technique_uuid: labs[0]?.uuid ?? '',
      },
    ],
    taggedteachers: [
      {
        id: 3,
        uuid: 'bbbbbbbb-2222-4333-8444-555555555555',
        shareidobj: { id: kefa.id },
        username: kefa.username,
        artist_name: kefa.artist_name,
        idea: '',
        at: null,
      },
    ],
  });
  const editPath = `/upload/uploadvideo?edit=${NOTE_UUID}`;
  function serve(cooking: Note | null) {
    stubFetch({
      ...apiHandlers,
      [`GET /api/whatiscooking/cooking/${NOTE_UUID}`]: cooking
        ? { body: cooking }
        : { status: 404, body: { detail: 'Not found.' } },
    });
  }

  it('opens the note with its values and says an unchanged note is up to date', async () => {
    serve(mentioned);
    const { router } = openForm(editPath);
    expect(screen.getByRole('heading', { name: 'Edit your post' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Update' });
    expect(linkField().value).toBe(mentioned.video);
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe(
      'Six-step drills',
    );
    expect((screen.getByRole('radio', { name: /Mention an artist/ }) as HTMLInputElement).checked).toBe(true);
    expect(pills('Artist to mention')).toEqual(['Kefa']);
    await waitFor(() => expect(pills('Labs')).toEqual(['Toprock']));

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your post is up to date.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/create/${NOTE_UUID}`));
    expect(await outbox()).toHaveLength(0);
  });

  it('clears the workshop when the mentions change', async () => {
    serve(mentioned);
    const { router } = openForm(editPath);
    await screen.findByRole('button', { name: 'Update' });
    await userEvent.click(picker('Artist to mention'));
    await userEvent.keyboard('{Backspace}');
    await pick('Artist to mention', 'Lilou');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your post was updated successfully!')).toBeTruthy();
    const [entry] = await outbox();
    expect(entry?.steps[0]).toMatchObject({ method: 'PATCH', body: { mention1: lilou.id, workshop: null } });
    expect(await db.cookings.get(NOTE_UUID)).toMatchObject({ workshop: null, mentioned: ['lilou'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View your note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/create/${NOTE_UUID}`));
  });

  it('keeps the workshop when only the description changes', async () => {
    serve(mentioned);
    openForm(editPath);
    await screen.findByRole('button', { name: 'Update' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), ' and turns');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Your post was updated successfully!');
    const [entry] = await outbox();
    expect(entry?.steps).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { lesson: 'Six-step drills and turns' } }),
    ]);
    expect(await db.cookings.get(NOTE_UUID)).toMatchObject({ workshop: 7 });
  });

  it('lets only the author edit', async () => {
    serve(note({ username: 'someone.else' }));
    openForm(editPath);
    expect(await screen.findByText('Only the author of a post can edit it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('says so when the note does not exist', async () => {
    serve(null);
    openForm(editPath);
    expect(await screen.findByText('Post not found.')).toBeTruthy();
  });
});
