/** A signed-in session for client tests: user "bgirl.rue", with or without a portfolio. */
import type { Session } from '../../src/client/lib/session';

export const testSession = (withPortfolio: boolean): Session => ({
  access: 'access-token',
  refresh: 'refresh-token',
  user: {
    pk: 7,
    username: 'bgirl.rue',
    email: 'rue@example.com',
    country: 'FR',
    gender: 'NS',
    language: 'en',
    portfolio: withPortfolio ? { thumb: null, country: 'FR', artist_name: 'Rue' } : null,
  },
});
