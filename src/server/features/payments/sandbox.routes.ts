/**
 * /payments-sandbox: the sandbox provider's onboarding, dashboard and checkout pages, reached through
 * the links it hands out. Plain server-rendered HTML; every page and POST needs its link token.
 * Absent (404 everywhere) when the sandbox is off: with Stripe, or on a deployed server without it.
 * The pages speak the request's Accept-Language.
 */
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { formatCents } from '../../../shared/schemas/published-labs';
import type { AppEnv } from '../../deps';
import { requestLocale, translate } from '../../i18n';
import { completePurchase } from './purchases.service';
import {
  completeSandboxCheckout,
  completeSandboxOnboarding,
  findSandboxAccount,
  findSandboxCheckout,
  validSandboxToken,
} from './sandbox-provider';

/** The request's language, and its texts in it. */
function language(c: Context<AppEnv>) {
  const locale = requestLocale(c);
  return { locale, t: (text: string) => translate(locale, text) };
}

const page = (c: Context<AppEnv>, title: string, body: ReturnType<typeof html>) => {
  const { locale, t } = language(c);
  return html`<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · ${t(/*i18n*/ 'Payments sandbox')}</title>
    <style>
      :root { color-scheme: light dark; --text: #1f1a14; --muted: #5c5148; --bg: #fcfbf8; --card: #fff;
        --border: #e4ddd4; --accent: #8a5834; --button: #8a5834; --note: #f8f1ec; }
      @media (prefers-color-scheme: dark) {
        :root { --text: #e9e4de; --muted: #b3aaa1; --bg: #242424; --card: #2e2e2e; --border: #424242;
          --accent: #cba385; --button: #a0683f; --note: #3a2e25; }
      }
      * { box-sizing: border-box; }
      body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; max-width: 36rem;
        margin: 0 auto; padding: 2rem 1rem; color: var(--text); background: var(--bg); line-height: 1.5; }
      main { background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 1.25rem; }
      .note { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 6px; background: var(--note);
        color: var(--muted); font-size: 0.875rem; }
      h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
      a { color: var(--accent); font-weight: 600; }
      code { overflow-wrap: anywhere; }
      dl { margin: 0 0 1.25rem; }
      dt { font-size: 0.875rem; color: var(--muted); }
      dd { margin: 0 0 0.75rem; font-weight: 600; overflow-wrap: anywhere; }
      form { margin: 0 0 1rem; }
      main > :last-child { margin-bottom: 0; }
      button { font: inherit; font-weight: 600; width: 100%; max-width: 20rem; padding: 0.6rem 1.2rem;
        border-radius: 6px; border: 0; color: #fff; background: var(--button); cursor: pointer; }
      button:focus-visible, a:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <p class="note">${t(/*i18n*/ 'Payments sandbox: no real money moves here.')}</p>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>`;
};

/** The account behind a link, or undefined when the account is unknown or the token wrong. */
async function linkedAccount(c: Context<AppEnv>) {
  const deps = c.var.deps;
  const accountId = c.req.param('accountId') ?? '';
  if (!validSandboxToken(deps, 'account', accountId, c.req.query('token'))) return undefined;
  return findSandboxAccount(deps, accountId);
}

/** The checkout behind a link, on the same terms as an account. */
async function linkedCheckout(c: Context<AppEnv>) {
  const deps = c.var.deps;
  const id = c.req.param('checkoutId') ?? '';
  if (!validSandboxToken(deps, 'checkout', id, c.req.query('token'))) return undefined;
  return findSandboxCheckout(deps, id);
}

/**
 * Only our own pages are return targets, so the link cannot send anyone elsewhere. The target is
 * parsed and re-serialised, so a line break in it cannot reach (and break) the Location header.
 */
function returnUrl(c: Context<AppEnv>): string {
  const base = c.var.deps.config.publicUrl;
  const target = URL.parse(c.req.query('return') ?? '')?.href ?? '';
  return target.startsWith(`${base}/`) ? target : `${base}/`;
}

const notFoundPage = (c: Context<AppEnv>) => {
  const { t } = language(c);
  return c.html(
    page(c, t(/*i18n*/ 'Link not valid'), html`<p>${t(/*i18n*/ 'This link is not valid.')}</p>`),
    404,
  );
};

export const sandboxRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => (c.var.deps.config.paymentsSandbox ? next() : notFoundPage(c)))
  .get('/onboarding/:accountId', async (c) => {
    const account = await linkedAccount(c);
    if (!account) return notFoundPage(c);
    const done = account.detailsSubmitted;
    const here = new URL(c.req.url);
    const { t } = language(c);
    return c.html(
      page(
        c,
        t(/*i18n*/ 'Set up payouts'),
        html`<p>${t(/*i18n*/ 'Account')} <code>${account.accountId}</code> (${account.country}, ${account.email}).</p>
          <p>${done ? t(/*i18n*/ 'Onboarding is complete.') : t(/*i18n*/ 'Onboarding is not complete yet.')}</p>
          <form method="post" action="${here.pathname}${here.search}">
            <button type="submit">${t(/*i18n*/ 'Complete onboarding')}</button>
          </form>`,
      ),
    );
  })
  .post('/onboarding/:accountId', async (c) => {
    const account = await linkedAccount(c);
    if (!account) return notFoundPage(c);
    await completeSandboxOnboarding(c.var.deps, account.accountId);
    return c.redirect(returnUrl(c), 303);
  })
  .get('/dashboard/:accountId', async (c) => {
    const account = await linkedAccount(c);
    if (!account) return notFoundPage(c);
    const { t } = language(c);
    const yesNo = (value: boolean) => (value ? t(/*i18n*/ 'Yes') : t(/*i18n*/ 'No'));
    return c.html(
      page(
        c,
        t(/*i18n*/ 'Payouts dashboard'),
        html`<dl>
            <dt>${t(/*i18n*/ 'Account')}</dt>
            <dd><code>${account.accountId}</code></dd>
            <dt>${t(/*i18n*/ 'Country')}</dt>
            <dd>${account.country}</dd>
            <dt>${t(/*i18n*/ 'Can take payments')}</dt>
            <dd>${yesNo(account.chargesEnabled)}</dd>
            <dt>${t(/*i18n*/ 'Payouts enabled')}</dt>
            <dd>${yesNo(account.payoutsEnabled)}</dd>
          </dl>
          <p><a href="${c.var.deps.config.publicUrl}/">${t(/*i18n*/ 'Back to the app')}</a></p>`,
      ),
    );
  })
  .get('/checkout/:checkoutId', async (c) => {
    const checkout = await linkedCheckout(c);
    if (!checkout) return notFoundPage(c);
    const here = new URL(c.req.url);
    const paid = checkout.status === 'complete';
    const { t } = language(c);
    return c.html(
      page(
        c,
        t(/*i18n*/ 'Checkout'),
        html`<dl>
            <dt>${t(/*i18n*/ 'Lab')}</dt>
            <dd>${checkout.description}</dd>
            <dt>${t(/*i18n*/ 'Amount')}</dt>
            <dd>$${formatCents(checkout.amountCents)} ${checkout.currency}</dd>
          </dl>
          ${
            paid
              ? html`<p>${t(/*i18n*/ 'This checkout is paid.')} <a href="${checkout.successUrl}">${t(/*i18n*/ 'Continue')}</a></p>`
              : html`<form method="post" action="${here.pathname}${here.search}">
                  <button type="submit">${t(/*i18n*/ 'Pay')}</button>
                </form>
                <p><a href="${checkout.cancelUrl}">${t(/*i18n*/ 'Cancel')}</a></p>`
          }`,
      ),
    );
  })
  .post('/checkout/:checkoutId', async (c) => {
    const checkout = await linkedCheckout(c);
    if (!checkout) return notFoundPage(c);
    const deps = c.var.deps;
    await deps.db.transaction(async (tx) => {
      await completeSandboxCheckout({ ...deps, db: tx }, checkout.id);
      await completePurchase({ ...deps, db: tx }, { uuid: checkout.reference });
    });
    return c.redirect(checkout.successUrl, 303);
  });
