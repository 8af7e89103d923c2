/**
 * Shoutouts in the browser against the real server: a student's shoutout that tags an artist waits
 * for them; the artist approves it from the bell; it then shows on /e1t1, on its page and on both
 * portfolios (the student's teachers, the artist's students, and each one's hood).
 */
import { expect, test } from '@playwright/test';
import { makeArtist, postShoutout, signIn } from '../helpers/browser/artists';

test('a tagged artist approves a shoutout from the bell, and everyone sees it', async ({ page, request }) => {
  const student = await makeArtist(request, 'e1t1student');
  const teacher = await makeArtist(request, 'e1t1teacher');
  const shoutout = await postShoutout(request, student, {
    s_teacher_name: 'Teacher',
    teacher: teacher.username,
    s_appreciation: 'You taught me the six-step.',
  });
  expect(shoutout.status).toBe('pending');
  const title = `Shoutout to Artist ${teacher.username}`;

  await page.goto('/e1t1');
  await expect(page.getByRole('heading', { name: 'Each one teach one' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  await signIn(page, teacher);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(
    menu.getByText(`${student.username} gave you a shoutout. Approve it to show it on your portfolio.`),
  ).toBeVisible();
  await menu.getByRole('button', { name: 'Approve' }).click();
  await expect(menu.getByText('You approved this shoutout.')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/e1t1/sharing/${shoutout.uuid}/`)).json()) as { status: string })
          .status,
    )
    .toBe('approved');
  await page.keyboard.press('Escape');

  await page.goto('/e1t1');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('You taught me the six-step.')).toBeVisible();
  await card.getByRole('link', { name: `Read the shoutout to Artist ${teacher.username}` }).click();
  await expect(page).toHaveURL(new RegExp(`/e1t1/${shoutout.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from my portfolio' })).toBeVisible();

  await page.goto(`/${teacher.username}/each1teach1`);
  await expect(
    page.getByRole('region', { name: 'Students' }).getByRole('article', { name: title }),
  ).toBeVisible();
  await page.goto(`/${student.username}/each1teach1`);
  await expect(
    page.getByRole('region', { name: 'Teachers' }).getByRole('article', { name: title }),
  ).toBeVisible();
  await page.goto(`/${student.username}/myhood`);
  await expect(page.getByRole('link', { name: new RegExp(`Artist ${teacher.username}`) })).toBeVisible();
});
