import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingRoute from '../../src/client/app/routes/onboarding';
import { installedAtom, installPromptAtom } from '../../src/client/features/pwa/install-prompt';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { page, stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const step = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);
const state = (title: string) => (step(title).queryByText('Done') ? 'done' : 'not done');

function open() {
  renderWithProviders([{ path: '/onboarding', element: <OnboardingRoute /> }], '/onboarding');
}

beforeEach(async () => {
  await clearMirror();
  store.set(installPromptAtom, null);
  store.set(installedAtom, false);
  stubFetch({ 'GET /api/whatiscooking/latest_cookings/*': { body: page([]) } });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('/onboarding', () => {
  it('shows a new account its three first steps, none done, each with the way to do it', async () => {
    store.set(sessionAtom, testSession(false));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cypher' })).toBeTruthy();
    expect(document.title).toBe('First steps - Cypher');
    expect(screen.getByText(/0 of 3 done\./)).toBeTruthy();
    expect(['Make your portfolio', 'Take your first video note', 'Install the app'].map(state)).toEqual([
      'not done',
      'not done',
      'not done',
    ]);
    expect(
      step('Make your portfolio').getByRole('link', { name: 'Create your portfolio' }).getAttribute('href'),
    ).toBe('/upload/website');
    expect(step('Take your first video note').getByText('Create your portfolio first.')).toBeTruthy();
    expect(step('Install the app').getByText(/Open your browser menu and choose Install app/)).toBeTruthy();
  });

  it('marks the portfolio and the first note done, counting a note still waiting to sync', async () => {
    store.set(sessionAtom, testSession(true));
    open();
    expect((await screen.findByRole('link', { name: 'Take a video note' })).getAttribute('href')).toBe(
      '/upload/uploadvideo',
    );
    expect(state('Make your portfolio')).toBe('done');
    expect(
      step('Make your portfolio').getByRole('link', { name: 'View your portfolio' }).getAttribute('href'),
    ).toBe('/bgirl.rue');

    const { id: _, ...queued } = noteRow({ username: 'bgirl.rue' });
    await act(() => db.cookings.put(queued));
    expect(await step('Take your first video note').findByText('Done')).toBeTruthy();
    expect(
      step('Take your first video note')
        .getByRole('link', { name: 'View your video notes' })
        .getAttribute('href'),
    ).toBe('/bgirl.rue/videos');
    expect(screen.getByText(/2 of 3 done\./)).toBeTruthy();
  });

  it("offers the browser's install prompt, and marks the step done once installed", async () => {
    store.set(sessionAtom, testSession(true));
    const prompt = vi.fn(async () => undefined);
    store.set(
      installPromptAtom,
      Object.assign(new Event('beforeinstallprompt'), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      }),
    );
    open();
    await userEvent.click(await step('Install the app').findByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalled();
    expect(await step('Install the app').findByText('Done')).toBeTruthy();
    expect(step('Install the app').queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
