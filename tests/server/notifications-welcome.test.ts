/**
 * The product's welcome: a new account finds one notification with no sender, marked seen through
 * the onboarding path (only the product's own notifications) or the general one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME } from '../../src/server/features/auth/welcome';
import { createArtist } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

/** Signs up through the API, verifies the mailed link and signs in: the new account's access token. */
async function signUp(username: string): Promise<string> {
  const email = `${username}@example.com`;
  const input = {
    username,
    email,
    password1: 'cypher2024',
    password2: 'cypher2024',
    country: 'FR',
  };
  expect((await call(t, 'POST', '/api/auth/registration/', input)).status).toBe(201);
  const key = /\/verify\?key=([\w-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1];
  expect((await call(t, 'POST', '/api/auth/registration/verify-email/', { key })).status).toBe(200);
  const login = await call(t, 'POST', '/api/auth/login/', {
    email,
    password: 'cypher2024',
  });
  return login.body.access_token as string;
}
const inbox = (token: string) => call(t, 'GET', '/api/notifications/e1t1/', undefined, token);
const seen = (kind: 'e1t1' | 'onboarding', id: number, token: string, slash = '') =>
  call(t, 'PUT', `/api/notifications/${kind}/${id}${slash}`, { is_seen: true }, token);

describe('the welcome', () => {
  it('greets a new account from the product, and the onboarding path marks it seen', async () => {
    const token = await signUp('fresh_b_girl');
    const res = await inbox(token);
    expect(res.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          sender: null,
          time: expect.any(String),
          text: WELCOME.text,
          notification_context: null,
          notification_type: null,
          artist_metadata: { thumb: null },
          is_seen: false,
          e1t1object: null,
          guestobject: null,
          cookingobject: null,
          plab_created_object: null,
          student_plabpayment_object: null,
          labroom_comment_object: null,
          plab_uuid: null,
          workshopobject: null,
        },
      ],
    });
    const id = res.body.results[0].id as number;
    const marked = await seen('onboarding', id, token, '/');
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ ...res.body.results[0], is_seen: true });
    expect((await seen('onboarding', id, token)).status).toBe(200);
    expect((await inbox(token)).body.results[0].is_seen).toBe(true);
  });

  it('is marked seen on the general path too, and only by its recipient', async () => {
    const token = await signUp('fresh_b_boy');
    const other = await signUp('fresh_popper');
    const id = (await inbox(token)).body.results[0].id as number;
    expect((await seen('onboarding', id, other)).status).toBe(404);
    expect((await seen('e1t1', id, other)).status).toBe(404);
    expect((await seen('e1t1', id, token)).body.is_seen).toBe(true);
  });

  it('is the only kind the onboarding path takes', async () => {
    const owner = await createArtist(t, 'welcomeOwner');
    const fan = await createArtist(t, 'welcomeFan');
    const note = await call(
      t,
      'POST',
      '/api/whatiscooking/cooking/',
      { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 },
      owner.token,
    );
    const reacted = { cookingidobj: note.body.uuid, like_type: 'LO' };
    expect((await call(t, 'POST', '/api/whatiscooking/cooking/likes/', reacted, fan.token)).status).toBe(201);
    const id = (await inbox(owner.token)).body.results[0].id as number;
    expect((await seen('onboarding', id, owner.token)).status).toBe(404);
    expect(
      (await call(t, 'PUT', `/api/notifications/onboarding/${id}`, { is_seen: false }, owner.token)).status,
    ).toBe(400);
    expect(
      (
        await call(t, 'PUT', `/api/notifications/onboarding/${id}`, {
          is_seen: true,
        })
      ).status,
    ).toBe(401);
    expect((await inbox(owner.token)).body.results[0].is_seen).toBe(false);
  });
});
