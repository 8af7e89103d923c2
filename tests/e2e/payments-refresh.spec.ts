/**
 * The provider's refresh return page (/stripe/onboarding/refresh, where it sends an artist whose
 * onboarding link expired) with the local payments sandbox: a fresh link and on, never an error.
 */
import { expect, test } from '@playwright/test';
import { makeArtist, signIn } from '../helpers/browser/artists';

test('the refresh return page offers onboarding to a new artist and sends one mid-onboarding back to the provider', async ({
  page,
  request,
}) => {
  const artist = await makeArtist(request, 'payout');
  await signIn(page, artist, { controlled: false });

  await page.goto('/stripe/onboarding/refresh');
  await page.getByRole('button', { name: 'Connect bank account' }).click();
  await expect(page.getByText('Failed to set up payment method', { exact: false })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Country' }).fill('France');
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payments-sandbox\/onboarding\//);
  const firstLink = page.url();

  /* The artist leaves the provider's page unfinished; the provider later sends them to refresh. */
  await page.goto('/stripe/onboarding/refresh');
  await expect(page).toHaveURL(/\/payments-sandbox\/onboarding\//);
  expect(new URL(page.url()).pathname).toBe(new URL(firstLink).pathname);
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/stripe\/onboarding\/success/);
  await expect(
    page.getByText('Your bank account is connected. You can add fees to your labs.'),
  ).toBeVisible();

  /* Done: the refresh page says so rather than sending them to onboard again. */
  await page.goto('/stripe/onboarding/refresh');
  await expect(
    page.getByText('Your bank account is connected. You can add fees to your labs.'),
  ).toBeVisible();
});
