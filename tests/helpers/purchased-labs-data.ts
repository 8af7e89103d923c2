/** Published labs, purchases, lab room members and chat messages as the server answers them. */
import type { LabChatMessage, LabMember } from '../../src/shared/schemas/lab-room';
import type { PublishedLab, PublishedLabDetail } from '../../src/shared/schemas/published-labs';
import type { PurchasedLab } from '../../src/shared/schemas/purchased-labs';

export const PLAB = '0b8a4f3e-6d1c-4f53-9a0e-2f1f6c8b9d10';
export const FUTURE = '2026-12-21T10:00:00Z';
export const PAST = '2026-10-01T10:00:00Z';

export function publishedLab(fields: Partial<PublishedLab> = {}): PublishedLab {
  return {
    id: 3,
    uuid: PLAB,
    name: 'Footwork Basics',
    about: 'Six-step variations',
    username: 'bboy_kim',
    lab: 11,
    created: '2026-09-01T10:00:00Z',
    artist: { name: 'Kim', thumb: null },
    subscription: {
      id: 5,
      uuid: '7c1d2e3f-0000-4000-8000-000000000005',
      username: 'bboy_kim',
      price: '9.99',
      currency: 'USD',
      subscription_period: 30,
      is_active: true,
      created: '2026-09-01T10:00:00Z',
      plab: 3,
    },
    video_count: 4,
    ...fields,
  };
}

export function purchasedLab(n: number, fields: Partial<PurchasedLab> = {}): PurchasedLab {
  return {
    id: n,
    uuid: `1e2d3c4b-0000-4000-8000-00000000000${n}`,
    plab: publishedLab({ id: n, uuid: `2f3e4d5c-0000-4000-8000-00000000000${n}`, name: `Lab ${n}` }),
    price: '9.99',
    currency: 'USD',
    paid_at: '2026-11-01T10:00:00Z',
    expires_at: FUTURE,
    is_active: true,
    ...fields,
  };
}

export function labDetail(access: Partial<PublishedLabDetail['access']> = {}): PublishedLabDetail {
  return {
    ...publishedLab(),
    access: {
      is_owner: false,
      can_watch: true,
      purchase: { uuid: '1e2d3c4b-0000-4000-8000-000000000009', expires_at: FUTURE, is_active: true },
      ...access,
    },
  };
}

export const member = (fields: Partial<LabMember> = {}): LabMember => ({
  username: 'bgirl.rue',
  artist_name: 'Rue',
  thumb: null,
  role: 'member',
  joined: '2026-11-01T10:00:00Z',
  ...fields,
});

export const chatMessage = (n: number, fields: Partial<LabChatMessage> = {}): LabChatMessage => ({
  id: n,
  uuid: `3a4b5c6d-0000-4000-8000-00000000000${n}`,
  username: 'bboy_kim',
  comment: `Message ${n}`,
  plab: 3,
  created: '2026-11-02T10:00:00Z',
  artist_metadata: { thumb: null },
  hidden: false,
  ...fields,
});
