/**
 * The earnings chart on My Payments in real Chromium against the built app and the real server with
 * the payments sandbox: beside the sales table on a laptop and above the sales on a phone, without a
 * serious or critical axe finding in the light and the dark theme; offline, the months last read.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { settled, withAxe } from '../helpers/browser/accessibility';
import { type Artist, authed, makeArtist, postNote, signIn } from '../helpers/browser/artists';

async function post<T = { id: number; uuid: string; url: string }>(
  request: APIRequestContext,
  artist: Artist,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: authed(artist) });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The seller onboarded in the sandbox, with a $9.99 lab of three public notes (a fee lab's least); its uuid. */
async function feeLab(request: APIRequestContext, seller: Artist): Promise<string> {
  await post(request, seller, '/payments/create-connect-account/', { country: 'US' });
  const { url } = await post(request, seller, '/payments/create-account-link/', {});
  expect((await request.post(url, { maxRedirects: 0 })).status()).toBe(303);
  await request.get('/api/payments/account-status/', { headers: authed(seller) }); // reads the onboarding back
  const lab = await post(request, seller, '/whatiscooking/techniques/create/', { name: 'Chart drills' });
  const relations: { id: number }[] = [];
  for (const step of ['toprock', 'drops', 'freezes']) {
    const note = await postNote(request, seller, `Chart drills: ${step}`);
    relations.push(
      await post(request, seller, '/whatiscooking/ct-relations/create/', {
        cooking: note.id,
        technique: lab.id,
      }),
    );
  }
  const plab = await post(request, seller, '/whatiscooking/publishedlabs/create/', {
    name: 'Chart drills',
    lab: lab.id,
  });
  const published = await request.put(`/api/whatiscooking/ct-relations/bulk_update/?lab_id=${lab.id}`, {
    data: relations.map(({ id }) => ({ id, publish: true })),
    headers: authed(seller),
  });
  expect(published.ok()).toBe(true);
  await post(request, seller, '/whatiscooking/plabsubs/', { plab: plab.id, price: '9.99' });
  return plab.uuid;
}

/** `buyer` pays for the lab on the sandbox's page. */
async function buy(request: APIRequestContext, buyer: Artist, lab: string) {
  const { url } = await post(request, buyer, '/payments/checkout/', { plab: lab });
  expect((await request.post(url, { maxRedirects: 0 })).status()).toBe(303);
}

/** axe's serious and critical findings on the page's content (the shell has its own run, accessibility.spec.ts). */
async function findingsInMain(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode(true)
    .include('main')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} on ${node.target.join(' ')}`));
}

const box = async (page: Page, name: 'figure' | 'sales') => {
  const main = page.getByRole('main');
  const found =
    name === 'figure' ? main.getByRole('figure') : main.getByRole('link', { name: 'Chart drills' });
  const first = await found.first().boundingBox();
  if (!first) throw new Error(`${name} is not shown`);
  return first;
};

test('the earnings chart sits beside the sales on a laptop, above them on a phone, in both themes and offline', async ({
  page,
  context,
  request,
}) => {
  const seller = await makeArtist(request, 'chartseller');
  const lab = await feeLab(request, seller);
  for (const name of ['chartfan', 'chartfriend']) await buy(request, await makeArtist(request, name), lab);

  await withAxe(context);
  await signIn(page, seller);
  await page.goto('/payments');
  const chart = page.getByRole('figure', { name: 'Net earnings by month' });
  await expect(chart.getByRole('img')).toHaveCount(12);
  const thisMonth = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(chart.getByRole('img').last()).toHaveAccessibleName(`${thisMonth}: $17.98 from 2 sales`);

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await settled(page);
      const [figure, sales] = [await box(page, 'figure'), await box(page, 'sales')];
      if (width > 1000) expect(figure.x + figure.width).toBeLessThan(sales.x);
      else expect(figure.y + figure.height).toBeLessThan(sales.y);
      expect(await findingsInMain(page)).toEqual([]);
    }
  }

  await context.setOffline(true);
  await page.reload();
  await expect(chart.getByRole('img').last()).toHaveAccessibleName(`${thisMonth}: $17.98 from 2 sales`);
  await context.setOffline(false);
});
