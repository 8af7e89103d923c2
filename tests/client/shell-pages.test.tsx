import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ComingSoonRoute from '../../src/client/app/routes/coming-soon';
import CustomerCareRoute from '../../src/client/app/routes/customer-care';
import HomeRoute from '../../src/client/app/routes/home';
import PrivacyRoute from '../../src/client/app/routes/privacy';
import TermsRoute from '../../src/client/app/routes/terms';
import UpdatesRoute from '../../src/client/app/routes/updates';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => store.set(sessionAtom, null));

describe('the home page', () => {
  it('welcomes a visitor with what Cypher is and the ways in', async () => {
    renderWithProviders([{ path: '/', element: <HomeRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    for (const idea of ['Video notes', 'Labs', 'Shoutouts']) expect(screen.getByText(idea)).toBeTruthy();
    expect(href('Get started')).toBe('/verify');
    expect(href('Browse artists')).toBe('/artists');
    expect(document.title).toBe('Home - Cypher');
  });

  it('greets a signed-in user without a portfolio and asks them to create one', async () => {
    store.set(sessionAtom, testSession(false));
    renderWithProviders([{ path: '/', element: <HomeRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, bgirl.rue' })).toBeTruthy();
    expect(href('Create your portfolio')).toBe('/upload/website');
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('does not ask a user who has a portfolio to create one', async () => {
    store.set(sessionAtom, testSession(true));
    renderWithProviders([{ path: '/', element: <HomeRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Rue' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create your portfolio' })).toBeNull();
  });

  it('writes the name as it was typed, backslashes and all', async () => {
    const session = testSession(true);
    const name = 'Rue \\x41\\u0042';
    const portfolio = session.user.portfolio && { ...session.user.portfolio, artist_name: name };
    store.set(sessionAtom, { ...session, user: { ...session.user, portfolio } });
    renderWithProviders([{ path: '/', element: <HomeRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: `Hi, ${name}` })).toBeTruthy();
  });
});

describe('the coming-soon page', () => {
  it('names the feature from the path and says it is coming soon', async () => {
    renderWithProviders([{ path: '*', element: <ComingSoonRoute /> }], '/upload/workshop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a workshop' })).toBeTruthy();
    expect(screen.getByText('This part of Cypher is coming soon.')).toBeTruthy();
    expect(href('Back to home')).toBe('/');
    expect(document.title).toBe('Create a workshop - Cypher');
  });
});

describe('the help and legal pages', () => {
  it('gives the help line e-mail address', async () => {
    renderWithProviders([{ path: '/', element: <CustomerCareRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help line' })).toBeTruthy();
    expect(href('care@cypher.dance')).toBe('mailto:care@cypher.dance');
    expect(document.title).toBe('Help line - Cypher');
  });

  it('says in the privacy page what is stored and that the local copy is cleared at sign-out', async () => {
    renderWithProviders([{ path: '/', element: <PrivacyRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const fact of ['e-mail address', 'hash', 'portfolio', 'images', 'cleared when you sign out']) {
      expect(text).toContain(fact);
    }
  });

  it('titles the terms page', async () => {
    renderWithProviders([{ path: '/', element: <TermsRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(document.title).toBe('Terms - Cypher');
  });
});

describe('the updates page', () => {
  it('lists what is built as built and only what is not yet built as coming next', async () => {
    renderWithProviders([{ path: '/', element: <UpdatesRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Updates' })).toBeTruthy();
    const now = screen.getByRole('list', { name: 'In Cypher now' }).textContent ?? '';
    const next = screen.getByRole('list', { name: 'Coming next' }).textContent ?? '';
    for (const built of [
      'Video notes',
      'Reactions and comments',
      'Labs',
      'Published and purchased labs',
      'Payments',
      'Notifications',
      'Offline',
      'Languages',
      'Push notifications',
      'Your data',
    ])
      expect(now).toContain(built);
    for (const coming of ['Shoutouts', 'Journeys', 'Workshops and events']) expect(next).toContain(coming);
    expect(next).not.toMatch(/video notes|labs|reactions|payments|offline|languages|push/i);
  });
});
