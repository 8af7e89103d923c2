/** A purchase (or a free lab's join) of a published lab, as the buyer's lists answer it. */
import type { CURRENCY, PublishedLab } from './published-labs';

export type PurchasedLab = {
  id: number;
  uuid: string;
  plab: PublishedLab;
  price: string;
  currency: typeof CURRENCY;
  paid_at: string;
  expires_at: string;
  is_active: boolean;
};
