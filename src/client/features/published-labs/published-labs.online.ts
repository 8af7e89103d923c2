/**
 * The online-only calls of published labs (never queued): publish, edit, the video selection,
 * the subscription and checkout. Each surfaces its error in the screen that called it.
 */
import type { ListPage } from '../../../shared/api';
import { labsApi, paymentsApi, publishedLabsApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { PublishedRelation } from '../../../shared/schemas/labs';
import type { CheckoutAnswer } from '../../../shared/schemas/payments';
import type {
  PlabSub,
  PublishedLab,
  PublishedLabDetail,
  PublishedLabVideo,
} from '../../../shared/schemas/published-labs';
import { CURRENCY } from '../../../shared/schemas/published-labs';
import { api } from '../../lib/api';

export const createPublishedLab = (body: { uuid: string; name: string; about: string; lab: number }) =>
  api<PublishedLab>(publishedLabsApi.create, { method: 'POST', body });

/** Only the changed fields; the server answers {detail: 'No change'} or the lab. */
export const patchPublishedLab = (uuid: string, body: { name?: string; about?: string }) =>
  api<unknown>(publishedLabsApi.lab(uuid), { method: 'PATCH', body });

export const fetchPublishedLab = (uuid: string) => api<PublishedLabDetail>(publishedLabsApi.lab(uuid));

/** Which of the source lab's relations are published. */
export const updateSelections = (labId: number, relations: { id: number; publish: boolean }[]) =>
  api<PublishedRelation[]>(labsApi.publishRelations(labId), {
    method: 'PUT',
    body: relations,
  });

export type Terms = { price: string; period: number };

/** `uuid` is the client's: a repeat (after a lost answer) gets the subscription already made. */
export const createSubscription = (uuid: string, plab: string, terms: Terms) =>
  api<PlabSub>(publishedLabsApi.subscriptions, {
    method: 'POST',
    body: { uuid, plab, price: terms.price, currency: CURRENCY, subscription_period: terms.period },
  });

export const patchSubscription = (uuid: string, body: { price?: string; subscription_period?: number }) =>
  api<PlabSub>(publishedLabsApi.subscription(uuid), { method: 'PATCH', body });

/** Every published video of the lab (all pages), for the edit form's preselection. */
export async function fetchAllLabVideos(uuid: string): Promise<PublishedLabVideo[]> {
  const videos: PublishedLabVideo[] = [];
  let url: string | null = publishedLabsApi.videos(uuid, PAGE_SIZE);
  while (url) {
    const page: ListPage<PublishedLabVideo> = await api<ListPage<PublishedLabVideo>>(url);
    videos.push(...page.results);
    url = page.next;
  }
  return videos;
}

/** Buy (fee lab) or join (free lab): where to send the browser next. */
export const checkout = (plab: string) =>
  api<CheckoutAnswer>(paymentsApi.checkout, { method: 'POST', body: { plab } });
