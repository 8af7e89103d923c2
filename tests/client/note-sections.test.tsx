/**
 * A note's sections under its video, against the real server (issue 28): chips from the server that
 * loop their section on the video when tapped, shown offline as last seen; nothing for a reader when
 * there are none; the author's editor, with the shared schema's words under its fields, saving online
 * (it lands) and offline (shown at once, "Saved on this device", sent once when back online).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoteSections } from '../../src/client/features/notes/sections/note-sections';
import { db, type NoteRow } from '../../src/client/lib/db';
import { toRow } from '../../src/client/lib/mirror';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { PracticeHandle } from '../../src/client/ui/video/practice-link';
import { practiceMsg, type Section } from '../../src/shared/schemas/practice';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';

const userEvent = userEventModule.setup({ delay: null });
const W = '/api/whatiscooking';
const intro: Section = { title: 'intro groove', start: 0, end: 15 };
const sixStep: Section = { title: 'six-step', start: 32, end: 45 };

let author: Artist;
let reader: Artist;

/** A public note of the author's, with these sections saved on the server, as the mirror keeps it. */
async function noteWith(sections: Section[]): Promise<NoteRow> {
  const note = await call(
    suite.t,
    'POST',
    `${W}/cooking/`,
    { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 },
    author.token,
  );
  if (sections.length > 0)
    await call(suite.t, 'PUT', `${W}/cooking/${note.body.uuid}/sections/`, { sections }, author.token);
  return toRow('cookings', note.body as never) as NoteRow;
}

const serverSections = async (note: NoteRow) =>
  (await call(suite.t, 'GET', `${W}/cooking/${note.uuid}/sections/`)).body.sections as Section[];
const puts = (note: NoteRow) =>
  suite.server.sent.filter((s) => s.method === 'PUT' && s.path === `${W}/cooking/${note.uuid}/sections/`);

/** Renders the note's sections for `as` (a guest when absent), with a video handle that records its calls. */
async function show(note: NoteRow, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(suite.t, as) : null);
  const handle = { current: { seek: vi.fn(), loop: vi.fn(), time: () => null } satisfies PracticeHandle };
  const view = renderWithProviders([{ path: '/', element: <NoteSections note={note} handle={handle} /> }]);
  return { ...view, handle };
}

/** Opens the author's editor once the list is known (before, it is disabled: it would start empty). */
async function openEditor() {
  const edit = await screen.findByRole('button', { name: 'Edit sections' });
  await waitFor(() => expect(edit).toHaveProperty('disabled', false));
  await userEvent.click(edit);
  return screen.findByRole('dialog', { name: 'Edit sections' });
}

/** Types into a row's field of the open editor, replacing what it held. */
async function fill(row: number, field: 'Title' | 'Start' | 'End', text: string) {
  const input = within(screen.getByRole('group', { name: `Section ${row}` })).getByRole('textbox', {
    name: field,
  });
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
}

const suite = realApiSuite(async (t) => {
  author = await createArtist(t, 'sectionsAuthor');
  reader = await createArtist(t, 'sectionsReader');
});

describe('the sections of a note', () => {
  it('shows them as chips from the server; a tap loops the video on that section', async () => {
    const note = await noteWith([sixStep, intro]);
    const { handle } = await show(note, reader);
    const chip = await screen.findByRole('button', { name: 'Loop intro groove, 0:00 to 0:15' });
    expect(chip.textContent).toBe('intro groove 0:00–0:15');
    const chips = within(screen.getByRole('group', { name: 'Sections' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['intro groove 0:00–0:15', 'six-step 0:32–0:45']);
    await userEvent.click(screen.getByRole('button', { name: 'Loop six-step, 0:32 to 0:45' }));
    expect(handle.current.loop).toHaveBeenCalledWith(32, 45);
    await userEvent.click(chip);
    expect(handle.current.loop).toHaveBeenLastCalledWith(0, 15);
    expect(screen.queryByRole('button', { name: 'Edit sections' })).toBeNull();
  });

  it('shows them offline as last seen, without asking the server', async () => {
    const note = await noteWith([intro]);
    const first = await show(note);
    await screen.findByRole('button', { name: 'Loop intro groove, 0:00 to 0:15' });
    first.unmount();
    suite.online = false;
    suite.server.offline = true;
    const asked = suite.server.sent.length;
    await show(note);
    expect(await screen.findByRole('button', { name: 'Loop intro groove, 0:00 to 0:15' })).toBeTruthy();
    expect(suite.server.sent.length).toBe(asked);
  });

  it('shows nothing to a reader when the note has none', async () => {
    const note = await noteWith([]);
    await show(note, reader);
    await waitFor(async () => expect(await db.sections.get(note.uuid)).toMatchObject({ sections: [] }));
    expect(suite.server.sent.some((s) => s.path === `${W}/cooking/${note.uuid}/sections/`)).toBe(true);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe("the author's editor", () => {
  it('saves the edited list online: the chips change and the server has it', async () => {
    const note = await noteWith([intro]);
    await show(note, author);
    const dialog = await openEditor();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'intro groove');
    await fill(1, 'Title', 'warm-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await fill(2, 'Title', 'six-step');
    await fill(2, 'Start', '0:32');
    await fill(2, 'End', '0:45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Loop warm-up, 0:00 to 0:15' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Loop six-step, 0:32 to 0:45' })).toBeTruthy();
    expect(await serverSections(note)).toEqual([{ ...intro, title: 'warm-up' }, sixStep]);
    expect(puts(note)).toHaveLength(1);
  });

  it('clears the list when every row is removed', async () => {
    const note = await noteWith([intro]);
    await show(note, author);
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove section 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The chips follow the mirror, which the save updates as the dialog closes.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Sections' })).toBeNull());
    expect(await serverSections(note)).toEqual([]);
  });

  it("shows the schema's words under the fields and sends nothing", async () => {
    const note = await noteWith([]);
    await show(note, author);
    const dialog = await openEditor();
    await fill(1, 'Start', '0:20');
    await fill(1, 'End', 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(practiceMsg.sectionTitle)).toBeTruthy();
    expect(within(dialog).getByText(practiceMsg.momentInvalid)).toBeTruthy();
    const end = within(screen.getByRole('group', { name: 'Section 1' })).getByRole('textbox', {
      name: 'End',
    });
    expect(end.getAttribute('aria-invalid')).toBe('true');

    await fill(1, 'Title', 'freeze');
    await fill(1, 'End', '0:10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(practiceMsg.sectionOrder)).toBeTruthy();

    await fill(1, 'End', '0:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await fill(2, 'Title', 'kick');
    await fill(2, 'Start', '0:25');
    await fill(2, 'End', '0:40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(practiceMsg.sectionsOverlap)).toBeTruthy();
    expect(puts(note)).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves offline: shown at once, said to be on this device, sent once back online', async () => {
    const note = await noteWith([intro]);
    await show(note, author);
    const dialog = await openEditor();
    suite.online = false;
    suite.server.offline = true;
    await fill(1, 'Title', 'top rock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const told = await screen.findByRole('dialog', { name: 'Edit sections' });
    expect(await within(told).findByText('Saved on this device')).toBeTruthy();
    expect(
      within(told).getByText(
        'You are offline: it is saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(told).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Loop top rock, 0:00 to 0:15' })).toBeTruthy();
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
    expect(await serverSections(note)).toEqual([intro]);

    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverSections(note)).toEqual([{ ...intro, title: 'top rock' }]);
    expect(puts(note)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
  });
});
