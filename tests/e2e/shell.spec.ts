import { expect, test } from '@playwright/test';

test('an unknown route shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Cypher');
});

test('an unknown API path is a JSON 404, never the app', async ({ request }) => {
  const res = await request.get('/api/no/such/path/');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ detail: 'Not found.' });
});

test('a forged token is refused with token_not_valid', async ({ request }) => {
  const forged =
    'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwidHlwIjoiYWNjZXNzIiwic3ViIjoiMSIsImV4cCI6NDEwMjQ0NDgwMH0.c2lnbmF0dXJlLWZyb20tYW5vdGhlci1rZXk';
  const res = await request.get('/api/auth/user/', { headers: { authorization: `Bearer ${forged}` } });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ code: 'token_not_valid' });
});
