import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArtistsLegacyRoute from '../../src/client/app/routes/artists-legacy';
import { clearMirror, db } from '../../src/client/lib/db';
import { page, stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';

const LIST = 'GET /api/artist/portfolios/legacy/list/?page_size=20';
const NEXT = 'http://localhost:8080/api/artist/portfolios/legacy/list/?after=2&page_size=20';
const entry = (id: number, name: string, teacher: string) => ({
  id,
  s_teacher_name: name,
  image_mini: null,
  teacher,
});

beforeEach(async () => {
  await clearMirror();
});
afterEach(() => vi.unstubAllGlobals());

describe('the A-Z artist list', () => {
  it("keeps the server's A-Z order, names linking to the portfolios, as it loads more pages", async () => {
    const api = stubFetch({
      [LIST]: { body: page([entry(3, 'alpha', 'al'), entry(-7, 'Élan Vital', '')], NEXT) },
      'GET /api/artist/portfolios/legacy/list/?after=2*': {
        body: page([entry(1, 'Mona', 'mona'), entry(2, 'Zulu Crew', 'zulu')]),
      },
    });
    renderWithProviders([{ path: '/artists/legacy', element: <ArtistsLegacyRoute /> }], '/artists/legacy');

    expect((await screen.findByRole('link', { name: 'alpha' })).getAttribute('href')).toBe('/al');
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    expect((await screen.findByRole('link', { name: 'Zulu Crew' })).getAttribute('href')).toBe('/zulu');

    expect(api.sent.at(-1)?.url).toBe(NEXT);
    const names = screen.getAllByRole('listitem').map((item) => item.lastElementChild?.textContent);
    expect(names).toEqual(['alpha', 'Élan Vital', 'Mona', 'Zulu Crew']);
    // An artist without an account is named, not linked.
    expect(within(screen.getAllByRole('listitem')[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(await db.legacyArtists.count()).toBe(4);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
  });

  it('says so when the list is empty', async () => {
    stubFetch({ [LIST]: { body: page([]) } });
    renderWithProviders([{ path: '/artists/legacy', element: <ArtistsLegacyRoute /> }], '/artists/legacy');
    expect(await screen.findByText('No artists in the A-Z list yet.')).toBeTruthy();
  });
});
