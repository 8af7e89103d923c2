/**
 * The server's languages (DESIGN 5c): details and field errors follow the request's Accept-Language
 * (English when it is absent or unknown), the sandbox pages too; a new account keeps the sign-up's
 * language, the user changes it with PUT /api/auth/user/language/, and mails go out in it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import { createArtist, createVerifiedUser } from '../helpers/accounts';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const speaking = (language: string) => ({ 'accept-language': language });

let counter = 0;
const signUp = () => {
  counter += 1;
  return {
    username: `lockerlang${counter}`,
    email: `lockerlang${counter}@example.com`,
    password1: 'cypher2024',
    password2: 'cypher2024',
    country: 'ES',
  };
};

describe('answers in the request language', () => {
  it('gives a field error (400) in Spanish, and in English with no Accept-Language', async () => {
    const input = { ...signUp(), email: '' };
    const es = await call(t, 'POST', '/api/auth/registration/', input, undefined, speaking('es-MX,es;q=0.9'));
    expect(es.status).toBe(400);
    expect(es.body.email).toEqual(['El correo electrónico es obligatorio.']);
    const en = await call(t, 'POST', '/api/auth/registration/', input);
    expect(en.body.email).toEqual([msg.emailRequired]);
  });

  it("says what is wrong with a malformed field in the request language, not in valibot's English", async () => {
    const artist = await createArtist(t, 'malformed');
    const bad = { uuid: 5, video: 'https://youtu.be/dQw4w9WgXcQ', access: 5 };
    const ja = await call(t, 'POST', '/api/whatiscooking/cooking/', bad, artist.token, speaking('ja'));
    expect(ja.status).toBe(400);
    expect(ja.body.uuid).toEqual(['この値は無効です。']);
    const en = await call(t, 'POST', '/api/whatiscooking/cooking/', bad, artist.token);
    expect(en.body.uuid).toEqual([msg.invalidValue]);
  });

  it('says 401 in French and 404 in Korean', async () => {
    const fr = await call(t, 'GET', '/api/auth/user/', undefined, undefined, speaking('fr-CA'));
    expect(fr).toMatchObject({
      status: 401,
      body: { detail: 'Les informations d’authentification n’ont pas été fournies.' },
    });
    const ko = await call(t, 'GET', '/api/no-such-thing/', undefined, undefined, speaking('ko'));
    expect(ko).toMatchObject({ status: 404, body: { detail: '찾을 수 없습니다.' } });
  });

  it('gives the 429 detail in Japanese', async () => {
    const { user } = await createVerifiedUser(t);
    const headers = { ...speaking('ja'), 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await call(
            t,
            'POST',
            '/api/auth/login/',
            { email: user.email, password: 'wrong-pass1' },
            undefined,
            headers,
          )
        ).body,
      ).toEqual({
        non_field_errors: ['入力された情報ではログインできません。'],
      });
    const res = await call(
      t,
      'POST',
      '/api/auth/login/',
      { email: user.email, password: 'wrong-pass1' },
      undefined,
      headers,
    );
    expect(res).toMatchObject({
      status: 429,
      body: { detail: '試行回数が多すぎます。しばらくしてからもう一度お試しください。' },
    });
  });

  it('takes the most wanted language it speaks, and English for one it does not', async () => {
    const ask = (language: string) =>
      call(t, 'GET', '/api/no-such-thing/', undefined, undefined, speaking(language));
    expect((await ask('de-DE, fr;q=0.5, ja;q=0.8')).body.detail).toBe('見つかりません。');
    expect((await ask('de-DE')).body.detail).toBe(msg.notFound);
    expect((await ask('*')).body.detail).toBe(msg.notFound);
  });

  it('translates a message with a value filled in', async () => {
    const { token } = await createArtist(t, 'langLabs');
    const lab = await call(
      t,
      'POST',
      '/api/whatiscooking/techniques/create/',
      { name: 'Popping basics' },
      token,
    );
    expect(lab.status).toBe(201);
    const res = await call(
      t,
      'PUT',
      `/api/whatiscooking/ct-relations/bulk_update/?lab_id=${lab.body.id}`,
      [{ id: 999999, publish: true }],
      token,
      speaking('fr'),
    );
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toEqual(['Ces relations ne font pas partie de ce lab : 999999.']);
  });

  it('translates a success detail', async () => {
    const res = await call(
      t,
      'POST',
      '/api/auth/password/reset/',
      { email: 'nobody@example.com' },
      undefined,
      speaking('ko'),
    );
    expect(res.body).toEqual({ detail: '비밀번호 재설정 이메일을 보냈습니다.' });
  });

  it('shows the payments sandbox pages in the request language', async () => {
    const res = await t.app.request('/payments-sandbox/onboarding/acct_nope?token=x', {
      headers: speaking('fr'),
    });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Ce lien n’est pas valide.');
    expect(html).toContain('Bac à sable des paiements : aucun argent réel ne circule ici.');
  });
});

describe("the user's stored language", () => {
  it('is the sign-up request language, and the verification mail is in it', async () => {
    const input = signUp();
    const res = await call(t, 'POST', '/api/auth/registration/', input, undefined, speaking('ja-JP'));
    expect(res).toMatchObject({ status: 201, body: { detail: '確認メールを送信しました。' } });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.language).toBe('ja');
    const mail = t.mails.at(-1);
    expect(mail?.subject).toBe('メールアドレスの確認');
    expect(mail?.text).toContain('Cypherへようこそ！');
    expect(mail?.text).toContain('このリンクの有効期限は3日間です。');
  });

  it('is English when the sign-up sends no Accept-Language, and the mail says it word for word', async () => {
    const input = signUp();
    expect((await call(t, 'POST', '/api/auth/registration/', input)).status).toBe(201);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.language).toBe('en');
    const mail = t.mails.at(-1);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toMatch(
      /^Welcome to Cypher! Open this link to confirm your e-mail address:\n\nhttp:\/\/localhost:8080\/verify\?key=[\w-]+\n\nThe link is valid for 3 days\. If you did not ask for it, ignore this e-mail\.\n$/,
    );
  });

  it('is returned with the user and changed by PUT /api/auth/user/language/', async () => {
    const { token } = await createVerifiedUser(t);
    expect((await call(t, 'GET', '/api/auth/user/', undefined, token)).body.language).toBe('en');
    const res = await call(t, 'PUT', '/api/auth/user/language/', { language: 'ko' }, token);
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('ko');
    expect((await call(t, 'GET', '/api/auth/user/', undefined, token)).body.language).toBe('ko');
  });

  it('takes only a language the app speaks, from a signed-in user', async () => {
    const { token } = await createVerifiedUser(t);
    for (const body of [{ language: 'de' }, { language: 'EN' }, {}, { language: 3 }]) {
      const res = await call(t, 'PUT', '/api/auth/user/language/', body, token, speaking('es'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ language: ['Elige uno de los idiomas de la app.'] });
    }
    const anonymous = await call(t, 'PUT', '/api/auth/user/language/', { language: 'fr' });
    expect(anonymous.status).toBe(401);
  });

  it('is the language of the password reset and verification mails, whatever the request asks', async () => {
    const { user, token } = await createVerifiedUser(t);
    await call(t, 'PUT', '/api/auth/user/language/', { language: 'fr' }, token);
    await call(t, 'POST', '/api/auth/password/reset/', { email: user.email }, undefined, speaking('ko'));
    const reset = t.mails.at(-1);
    expect(reset?.to).toBe(user.email);
    expect(reset?.subject).toBe('Réinitialisez votre mot de passe Cypher');
    expect(reset?.text).toContain('Le lien est valable 1 heure.');

    const input = signUp();
    await call(t, 'POST', '/api/auth/registration/', input, undefined, speaking('es'));
    await call(
      t,
      'POST',
      '/api/auth/resend-confirmation-email/',
      { email: input.email },
      undefined,
      speaking('en'),
    );
    expect(t.mails.at(-1)?.subject).toBe('Confirma tu correo electrónico');
  });
});
