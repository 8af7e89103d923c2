import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UploadWebsiteRoute from '../../src/client/app/routes/upload-website';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { User } from '../../src/shared/schemas/auth';
import { portfolio, stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';

const routes = [
  { path: '/upload/website', element: <UploadWebsiteRoute /> },
  { path: '/:username', element: <p>Portfolio page</p> },
];
const baseUser: User = {
  pk: 1,
  username: 'bboy',
  email: 'b@x.io',
  country: 'US',
  gender: 'NS',
  language: 'en',
  portfolio: null,
};
const withPortfolio: User = {
  ...baseUser,
  portfolio: { thumb: '/media/mini/k1', country: 'FR', artist_name: 'B-Boy' },
};
const original = portfolio({ username: 'bboy', artist_name: 'B-Boy', country: 'FR', bio: 'Toprock.' });
const upload = {
  'POST /api/uploads/presign/': {
    body: { statusCode: 200, key: 'k1', body: '"/api/uploads/original/k1?s=1"' },
  },
  'PUT /api/uploads/original/k1?s=1': { body: null },
  'POST /api/uploads/k1/complete/': {
    body: { key: 'k1', medium: '/media/medium/k1', mini: '/media/mini/k1' },
  },
};

function open(user: User) {
  store.set(sessionAtom, { access: 'a', refresh: 'r', user });
  return renderWithProviders(routes, '/upload/website');
}
async function chooseCountry(name: string) {
  const country = screen.getByRole('combobox', { name: /Country/ });
  await userEvent.clear(country);
  await userEvent.type(country, name.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name }));
}
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const choosePhoto = (file: File) =>
  userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
const png = () => new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

/* jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it. */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(async () => {
  await clearMirror();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('the portfolio form', () => {
  it('says what is missing, word for word, and sends nothing', async () => {
    const api = stubFetch({});
    open({ ...baseUser, country: '' });
    expect(screen.getByRole('heading', { name: 'Create your portfolio' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    expect(await screen.findByText('Artist name is required.')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  it('starts a new portfolio from the country given at sign-up', async () => {
    const api = stubFetch({
      'POST /api/artist/portfolios/': { status: 201, body: { ...original, country: 'US' } },
      'GET /api/auth/user/': { body: withPortfolio },
    });
    open(baseUser);

    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLInputElement).value).toBe(
      'United States',
    );
    await chooseCountry('United States'); // choosing it again keeps it
    await fill(screen.getByRole('textbox', { name: /Artist name/ }), 'B-Boy');
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    await waitFor(() =>
      expect(api.to('POST /api/artist/portfolios/').map((s) => s.body)).toEqual([
        { artist_name: 'B-Boy', country: 'US', bio: '' },
      ]),
    );
  });

  it('limits the artist name to 255 and the bio to 1000 characters, with counters', async () => {
    stubFetch({});
    open(baseUser);
    fireEvent.change(screen.getByRole('textbox', { name: /Artist name/ }), {
      target: { value: 'x'.repeat(256) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bio' }), { target: { value: 'y'.repeat(1001) } });
    expect(screen.getByText('256/255')).toBeTruthy();
    expect(screen.getByText('1001/1000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    expect(await screen.findByText('Must be less than 255 characters')).toBeTruthy();
    expect(screen.getByText('Bio must be 1000 characters or less')).toBeTruthy();
  });

  it('creates the portfolio with the uploaded photo key, refreshes the session user and opens the portfolio', async () => {
    const api = stubFetch({
      ...upload,
      'POST /api/artist/portfolios/': { status: 201, body: { ...original, thumb: '/media/mini/k1' } },
      'GET /api/auth/user/': { body: withPortfolio },
    });
    const { router } = open(baseUser);

    await choosePhoto(png());
    await fill(screen.getByRole('textbox', { name: /Artist name/ }), '  B-Boy ');
    await chooseCountry('France');
    await fill(screen.getByRole('textbox', { name: 'Bio' }), 'Toprock.');
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    expect(await screen.findByText('Your portfolio is saved.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bboy'));
    expect(api.to('POST /api/artist/portfolios/').map((s) => s.body)).toEqual([
      { artist_name: 'B-Boy', country: 'FR', bio: 'Toprock.', photo: 'k1' },
    ]);
    expect(store.get(sessionAtom)?.user.portfolio?.artist_name).toBe('B-Boy');
    expect(await db.artists.get(original.id)).toMatchObject({ username: 'bboy' });
  });

  it('edits with a PATCH of only the changed fields', async () => {
    const api = stubFetch({
      'GET /api/artist/portfolios/bboy': { body: original },
      'PATCH /api/artist/portfolios/bboy': ({ body }) => ({ body: { ...original, ...(body as object) } }),
      'GET /api/auth/user/': { body: withPortfolio },
    });
    const { router } = open(withPortfolio);

    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(screen.getByRole('heading', { name: 'Edit your portfolio' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Artist name/ }) as HTMLInputElement).value).toBe('B-Boy');
    await userEvent.clear(bio);
    await fill(bio, 'Footwork and freezes.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your portfolio is saved.')).toBeTruthy();
    expect(api.to('PATCH /api/artist/portfolios/bboy').map((s) => s.body)).toEqual([
      { bio: 'Footwork and freezes.' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bboy'));
  });

  it('says the portfolio is up to date and sends nothing when nothing changed', async () => {
    const api = stubFetch({ 'GET /api/artist/portfolios/bboy': { body: original } });
    const { router } = open(withPortfolio);

    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your portfolio is up to date.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bboy'));
    expect(api.sent.filter((s) => s.method !== 'GET')).toHaveLength(0);
  });

  it('shows server field errors at their fields and keeps what was typed', async () => {
    stubFetch({
      'POST /api/artist/portfolios/': { status: 400, body: { artist_name: ['That name is taken.'] } },
    });
    open(baseUser);

    await fill(screen.getByRole('textbox', { name: /Artist name/ }), 'B-Boy');
    await chooseCountry('France');
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    expect(await screen.findByText('That name is taken.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Artist name/ }) as HTMLInputElement).value).toBe('B-Boy');
  });

  it('shows an upload failure at the photo field and does not save', async () => {
    const api = stubFetch({
      ...upload,
      'POST /api/uploads/k1/complete/': {
        status: 400,
        body: { file: ['The file is not a supported image.'] },
      },
    });
    open(baseUser);

    await choosePhoto(png());
    await fill(screen.getByRole('textbox', { name: /Artist name/ }), 'B-Boy');
    await chooseCountry('France');
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));

    const photoField = screen.getByRole('button', { name: /Profile photo/ });
    await waitFor(() =>
      expect(document.getElementById(photoField.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'The file is not a supported image.',
      ),
    );
    expect(api.to('POST /api/artist/portfolios/')).toHaveLength(0);
  });

  it('disables saving offline and says why', async () => {
    stubFetch({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(baseUser);
    window.dispatchEvent(new Event('offline'));

    expect(
      await screen.findByText('You are offline. Saving your portfolio needs a connection.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create portfolio' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
