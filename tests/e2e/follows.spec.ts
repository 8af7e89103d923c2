/**
 * Following in the browser against the real server: an artist follows another from their portfolio,
 * whose count then says so; the follower's home has the followed artist's community note under
 * Following; an unfollow made offline waits, shown at once, and lands once the connection is back.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { makeArtist, postNote, signIn } from '../helpers/browser/artists';

/** How many follow `username` on the server now. */
async function followersOf(request: APIRequestContext, username: string): Promise<number> {
  const portfolio = await (await request.get(`/api/artist/portfolios/${username}`)).json();
  return (portfolio as { followers_count: number }).followers_count;
}

test('an artist follows another, sees their notes under Following, and unfollows offline', async ({
  page,
  context,
  request,
}) => {
  const fan = await makeArtist(request, 'fan');
  const star = await makeArtist(request, 'star');
  const lesson = `Footwork from the star ${Date.now().toString(36)}`;
  await postNote(request, star, lesson);

  await signIn(page, fan);
  await page.goto(`/${star.username}`);
  const header = page.getByRole('navigation', { name: 'Follows' });
  await expect(header.getByRole('link', { name: '0 followers' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('link', { name: '1 follower' })).toBeVisible();
  await expect.poll(() => followersOf(request, star.username)).toBe(1);
  await header.getByRole('link', { name: '1 follower' }).click();
  await expect(page).toHaveURL(new RegExp(`/${star.username}/followers$`));
  await expect(
    page.getByRole('list', { name: 'Followers' }).getByRole('link', { name: new RegExp(fan.username) }),
  ).toBeVisible();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByText(lesson)).toBeVisible();

  await page.goto(`/${star.username}`);
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  const unfollows: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE' && sent.url().includes('/api/artist/follow/')) unfollows.push(sent.url());
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  await expect(header.getByRole('link', { name: '0 followers' })).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  expect(await followersOf(request, star.username)).toBe(1);

  await context.setOffline(false);
  await expect(page.getByText('Waiting to sync')).toBeHidden();
  await expect.poll(() => followersOf(request, star.username)).toBe(0);
  expect(unfollows).toHaveLength(1);
});
