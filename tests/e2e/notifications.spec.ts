/**
 * The bell against the real server: a new artist's welcome leads to the first steps; another
 * dancer's reaction and comment reach the note's owner when the bell opens, each opening the note;
 * a deleted note takes its notifications with it.
 */
import { expect, test } from '@playwright/test';
import { authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';

test('the bell welcomes a new artist, tells of reactions and comments, and forgets a deleted note', async ({
  page,
  request,
}) => {
  const owner = await makeArtist(request, 'bellowner');
  const fan = await makeArtist(request, 'bellfan');
  await signIn(page, owner);

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('No notifications yet.')).toHaveCount(0);
  await menu.getByRole('menuitem', { name: /Welcome to Cypher!/ }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  const note = await postNote(request, owner, 'Windmill entries');
  const cooking = { cookingidobj: note.uuid };
  const reacted = await request.post('/api/whatiscooking/cooking/likes/', {
    data: { ...cooking, like_type: 'FI' },
    headers: authed(fan),
  });
  expect(reacted.status()).toBe(201);
  const commented = await request.post('/api/whatiscooking/cooking/comments/', {
    data: { ...cooking, comment: 'Clean entries!' },
    headers: authed(fan),
  });
  expect(commented.status()).toBe(201);

  // Opening the bell fetches the list: no wait for the next poll.
  await bell.click();
  await expect(bell).toHaveAccessibleName('Notifications, 2 new');
  await expect(
    menu.getByRole('menuitem', { name: `${fan.username} commented on your video note.` }),
  ).toBeVisible();
  await menu.getByRole('menuitem', { name: `${fan.username} reacted to your video note.` }).click();
  await expect(page).toHaveURL(new RegExp(`/whatiscooking/${note.uuid}$`));
  await expect(page.getByText('Windmill entries')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');

  const deleted = await request.delete(`/api/whatiscooking/cooking/${note.uuid}/`, {
    headers: authed(owner),
  });
  expect(deleted.status()).toBe(204);
  await bell.click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(menu.getByRole('menuitem', { name: /your video note/ })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: /Welcome to Cypher!/ })).toBeVisible();
});
