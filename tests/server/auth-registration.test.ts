import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

let counter = 0;
const signUp = (fields: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `b_girl${counter}`,
    email: `bgirl${counter}@example.com`,
    password1: 'cypher2024',
    password2: 'cypher2024',
    country: 'FR',
    ...fields,
  };
};

const keyFromLastMail = (page: string) => {
  const text = t.mails.at(-1)?.text ?? '';
  const match = new RegExp(`http://localhost:8080${page}\\?key=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in the last mail`);
  return match[1];
};

describe('registration', () => {
  it('signs up, verifies the e-mail from the mailed link, and then signs in', async () => {
    const input = signUp({ username: 'Poppin_Pete', email: 'Pete@Example.com', gender: 'M' });
    const res = await call(t, 'POST', '/api/auth/registration/', input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Verification e-mail sent.' });
    expect(t.mails.at(-1)?.to).toBe('pete@example.com');

    const login = { email: 'pete@example.com', password: 'cypher2024' };
    const early = await call(t, 'POST', '/api/auth/login/', login);
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ non_field_errors: [msg.emailNotVerified] });

    const key = keyFromLastMail('/verify');
    const verified = await call(t, 'POST', '/api/auth/registration/verify-email/', { key });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ detail: 'ok' });

    const res2 = await call(t, 'POST', '/api/auth/login/', { ...login, email: 'PETE@example.com' });
    expect(res2.status).toBe(200);
    expect(res2.body.user).toEqual({
      pk: expect.any(Number),
      username: 'Poppin_Pete',
      email: 'pete@example.com',
      country: 'FR',
      gender: 'M',
      language: 'en',
      portfolio: null,
      is_moderator: false,
    });
  });

  it('stores the password as an argon2id hash and defaults the gender to NS', async () => {
    const input = signUp();
    expect((await call(t, 'POST', '/api/auth/registration/', input)).status).toBe(201);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.gender).toBe('NS');
    expect(row?.emailVerified).toBe(false);
  });

  it('refuses a username taken in another letter case', async () => {
    await call(t, 'POST', '/api/auth/registration/', signUp({ username: 'KrumpKing' }));
    const res = await call(t, 'POST', '/api/auth/registration/', signUp({ username: 'krumpking' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ username: [msg.usernameTaken] });
  });

  it('refuses an e-mail address that is already registered, whatever its case', async () => {
    await call(t, 'POST', '/api/auth/registration/', signUp({ email: 'taken@example.com' }));
    const res = await call(t, 'POST', '/api/auth/registration/', signUp({ email: 'Taken@Example.com' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [msg.emailTaken] });
  });

  it('gives the loser of two simultaneous sign-ups for one username the field error', async () => {
    const [a, b] = await Promise.all([
      call(t, 'POST', '/api/auth/registration/', signUp({ username: 'SameTime' })),
      call(t, 'POST', '/api/auth/registration/', signUp({ username: 'sametime' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a.body, b.body]).toContainEqual({ username: [msg.usernameTaken] });
  });

  it('reports a taken username and a taken e-mail together', async () => {
    const first = signUp();
    await call(t, 'POST', '/api/auth/registration/', first);
    const res = await call(
      t,
      'POST',
      '/api/auth/registration/',
      signUp({ username: first.username, email: first.email }),
    );
    expect(res.body).toEqual({ username: [msg.usernameTaken], email: [msg.emailTaken] });
  });

  it.each([
    ['a missing username', { username: undefined }, 'username', 'Username is required.'],
    ['a blank username', { username: '   ' }, 'username', 'Username is required.'],
    ['a username with a space', { username: 'b boy' }, 'username', 'No spaces are allowed.'],
    [
      'a username with other characters',
      { username: 'b/boy' },
      'username',
      'Use only letters, numbers and @ . + - _ characters.',
    ],
    [
      'a username over 150 characters',
      { username: 'x'.repeat(151) },
      'username',
      'Username must be 150 characters or less',
    ],
    [
      'a username that is a page route',
      { username: 'Settings' },
      'username',
      'This username is not available.',
    ],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required.'],
    ['an e-mail with a space', { email: 'a b@example.com' }, 'email', 'No spaces are allowed.'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid e-mail'],
    ['a missing password', { password1: undefined }, 'password1', 'Password is required.'],
    [
      'a short password',
      { password1: 'abc123', password2: 'abc123' },
      'password1',
      'Min. 8 characters and an alphabet required',
    ],
    [
      'a password without a letter',
      { password1: '12345678', password2: '12345678' },
      'password1',
      'Min. 8 characters and an alphabet required',
    ],
    [
      'a password over 128 characters',
      { password1: `a${'1'.repeat(128)}`, password2: `a${'1'.repeat(128)}` },
      'password1',
      'Password must be 128 characters or less',
    ],
    ['a missing confirmation', { password2: undefined }, 'password2', 'Password is required.'],
    ['passwords that differ', { password2: 'cypher2025' }, 'password2', "Passwords doesn't match."],
    ['a missing country', { country: undefined }, 'country', 'Country is required'],
    ['an unknown country code', { country: 'XX' }, 'country', 'Country is required'],
  ])('answers 400 at the field for %s', async (_case, fields, field, message) => {
    const before = t.mails.length;
    const res = await call(t, 'POST', '/api/auth/registration/', signUp(fields));
    expect(res.status).toBe(400);
    expect(res.body[field]).toEqual([message]);
    expect(t.mails.length).toBe(before);
  });

  it('refuses a gender code outside the list with a field error', async () => {
    const res = await call(t, 'POST', '/api/auth/registration/', signUp({ gender: 'Z' }));
    expect(res.status).toBe(400);
    expect(res.body.gender).toHaveLength(1);
  });

  it('answers 400 with every required field for malformed JSON', async () => {
    const res = await t.app.request('/api/auth/registration/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "half',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      username: ['Username is required.'],
      email: ['Email is required.'],
      password1: ['Password is required.'],
      country: ['Country is required'],
    });
  });

  it('answers 400 with field errors, not 500, for a JSON array', async () => {
    const res = await call(t, 'POST', '/api/auth/registration/', ['username']);
    expect(res.status).toBe(400);
    expect(res.body.username).toEqual(['Username is required.']);
  });

  it('accepts a multipart registration form', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(
      signUp({ username: 'form_dancer', email: 'form@example.com' }),
    )) {
      form.append(name, String(value));
    }
    const res = await t.app.request('/api/auth/registration/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    expect(t.mails.at(-1)?.to).toBe('form@example.com');
  });
});

describe('e-mail verification', () => {
  it('refuses an unknown key', async () => {
    const res = await call(t, 'POST', '/api/auth/registration/verify-email/', { key: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ key: [msg.invalidKey] });
  });

  it('refuses a missing key with the same message', async () => {
    const res = await call(t, 'POST', '/api/auth/registration/verify-email/', {});
    expect(res.body).toEqual({ key: [msg.invalidKey] });
  });

  it('accepts a key only once', async () => {
    await call(t, 'POST', '/api/auth/registration/', signUp());
    const key = keyFromLastMail('/verify');
    expect((await call(t, 'POST', '/api/auth/registration/verify-email/', { key })).status).toBe(200);
    const again = await call(t, 'POST', '/api/auth/registration/verify-email/', { key });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ key: [msg.invalidKey] });
  });

  it('refuses a key after three days', async () => {
    const input = signUp();
    await call(t, 'POST', '/api/auth/registration/', input);
    const key = keyFromLastMail('/verify');
    t.advance(3 * 24 * 60 * 60 * 1000 + 1000);
    const res = await call(t, 'POST', '/api/auth/registration/verify-email/', { key });
    expect(res.body).toEqual({ key: [msg.invalidKey] });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.emailVerified).toBe(false);
  });
});

describe('resending the verification e-mail', () => {
  it('mails a new working link to an unverified account, also from a multipart form', async () => {
    const input = signUp();
    await call(t, 'POST', '/api/auth/registration/', input);
    const firstKey = keyFromLastMail('/verify');
    const form = new FormData();
    form.append('email', input.email);
    const res = await t.app.request('/api/auth/resend-confirmation-email/', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: msg.verificationSent });
    const key = keyFromLastMail('/verify');
    expect(key).not.toBe(firstKey);
    expect((await call(t, 'POST', '/api/auth/registration/verify-email/', { key })).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mails.length;
    const res = await call(t, 'POST', '/api/auth/resend-confirmation-email/', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: msg.verificationSent });
    expect(t.mails.length).toBe(before);
  });

  it('refuses an address that is already verified', async () => {
    const input = signUp();
    await call(t, 'POST', '/api/auth/registration/', input);
    await call(t, 'POST', '/api/auth/registration/verify-email/', { key: keyFromLastMail('/verify') });
    const res = await call(t, 'POST', '/api/auth/resend-confirmation-email/', { email: input.email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: ['This e-mail is already verified.'] });
  });

  it('refuses a malformed address at the email field', async () => {
    const res = await call(t, 'POST', '/api/auth/resend-confirmation-email/', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [msg.invalidEmail] });
  });
});
