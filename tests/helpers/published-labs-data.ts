/** Sample published labs, subscriptions and lab notes for the published labs client tests. */

import type { Lab, LabNote } from '../../src/shared/schemas/labs';
import type { Note } from '../../src/shared/schemas/notes';
import type { PlabSub, PublishedLab, PublishedLabDetail } from '../../src/shared/schemas/published-labs';
import { serverNote } from './notes';

export const ME = 'bgirl.rue';
export const LAB_UUID = '00000000-0000-4000-8000-000000000900';
export const PLAB_UUID = '00000000-0000-4000-8000-000000000500';

export const lab = (fields: Partial<Lab> = {}): Lab => ({
  id: 900,
  uuid: LAB_UUID,
  name: 'Footwork',
  about: 'Six steps',
  username: ME,
  published: false,
  ...fields,
});

const relation = (id: number) => ({
  id,
  uuid: `00000000-0000-4000-8000-0000000007${id}`,
  technique: 900,
  technique_uuid: LAB_UUID,
});

/** Drill n of the lab "Footwork" (its relation id is 10 + n). */
export const note = (n: number, fields: Partial<Note> = {}): Note =>
  serverNote({
    id: n,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: ME,
    lesson: `Drill ${n}`,
    created: `2026-03-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    cooking_relations: [relation(10 + n)],
    ...fields,
  });

export const inLab = (cooking: Note): LabNote => ({
  id: cooking.id + 10,
  uuid: relation(cooking.id + 10).uuid,
  cooking,
  technique: 900,
});

export const sub = (fields: Partial<PlabSub> = {}): PlabSub => ({
  id: 70,
  uuid: '00000000-0000-4000-8000-000000000070',
  username: ME,
  price: '9.99',
  currency: 'USD',
  subscription_period: 30,
  is_active: true,
  created: '2026-04-01T10:00:00.000Z',
  plab: 50,
  ...fields,
});

export const publishedLab = (fields: Partial<PublishedLab> = {}): PublishedLab => ({
  id: 50,
  uuid: PLAB_UUID,
  name: 'Footwork',
  about: 'Six steps',
  username: ME,
  lab: 900,
  created: '2026-04-01T10:00:00.000Z',
  artist: { name: 'Rue', thumb: null },
  subscription: sub(),
  video_count: 3,
  ...fields,
});

export const detail = (
  access: Partial<PublishedLabDetail['access']> = {},
  fields: Partial<PublishedLab> = {},
): PublishedLabDetail => ({
  ...publishedLab(fields),
  access: { is_owner: false, can_watch: false, purchase: null, ...access },
});
