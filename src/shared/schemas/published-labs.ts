/**
 * Published labs and their subscription (price and period): the input schemas both sides validate
 * with, the answer shapes, and the spec's wording (shared by purchases, lab rooms and payments).
 *
 * Money is exact: prices travel as decimal strings with two places ("9.99") and are stored as whole
 * cents. A lab is free ('Pay as they wish') when its subscription price is 0, a fee lab otherwise.
 */
import * as v from 'valibot';
import { TEXT_LIMIT } from '../constants';
import { msg } from '../messages';
import { type Ref, refField, required, text, uuidField } from './fields';
import type { Note } from './notes';

export const labMessages = {
  selectLab: /*i18n*/ 'Select lab to publish.',
  playlistRequired: /*i18n*/ 'Selected playlist is required',
  accessRequired: /*i18n*/ 'Please select an access type',
  feeVideos:
    /*i18n*/ 'Paid lab requires atleast 3 videos(demos), so that others can observe how to apply this lab to different music.',
  priceInvalid: /*i18n*/ 'Please enter a valid price greater than 0',
  periodInvalid: /*i18n*/ 'Please enter a valid subscription period greater than 0',
  freeVideos: /*i18n*/ 'At least 1 video must be selected',
  emptyLab: /*i18n*/ 'There are no videos in your lab, add videos in your lab and then publish it.',
  alreadyPublished: /*i18n*/ 'Already published',
  connectBank: /*i18n*/ 'Connect bank account to add fees',
  published: /*i18n*/ 'Your lab is published! 🎉',
  createFailed: /*i18n*/ 'Error creating lab. Please try again.',
  selectionsFailed: /*i18n*/ 'Error updating video selections. Please try again.',
  subscriptionFailed: /*i18n*/ 'Error creating subscription. Please try again.',
  accountStatusFailed: /*i18n*/ 'Failed to load account status. Please try again.',
  labsFailed: /*i18n*/ 'Failed to load labs. Please try again.',
  moreLabsFailed: /*i18n*/ 'Failed to load more labs. Please try again.',
  detailsFailed: /*i18n*/ 'Failed to update lab details',
  updateFailed: /*i18n*/ 'An error occurred while updating the lab',
  updateSelectionsFailed: /*i18n*/ 'Failed to update video selections',
  freeLimit: /*i18n*/ "You can publish at most 3 'pay as they wish' labs.",
  freeLimitNote: /*i18n*/ "'Pay as they wish' publishing is limited to 3 labs.",
  labAlreadyPublished: /*i18n*/ 'This lab is already published.',
  hasSubscription: /*i18n*/ 'This lab already has a subscription.',
  buyToWatch: /*i18n*/ 'Buy this lab to watch its videos.',
  signInToWatch: /*i18n*/ 'Sign in to watch this lab.',
  ownLab: /*i18n*/ 'This is your lab.',
  alreadyBought: /*i18n*/ 'You already have this lab.',
  notTakingPayments: /*i18n*/ 'This lab cannot take payments right now.',
  membersOnly: /*i18n*/ 'Only members of this lab room can see this.',
} as const;

/** 'Pay as they wish' labs one user may publish. */
export const FREE_LAB_LIMIT = 3;
export const FEE_LAB_MIN_VIDEOS = 3;
export const FREE_LAB_MIN_VIDEOS = 1;
export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 3650;
export const CURRENCY = 'USD';
/** The largest price in cents (Stripe's limit for one USD charge is 999,999.99). */
export const MAX_PRICE_CENTS = 99_999_99;

/** "9.99", "10", 9.99 or 10 -> cents, exactly (no float arithmetic); undefined when not a price. */
export function toCents(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents -> the decimal string the API answers ("9.99", "0.00"). */
export const formatCents = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const labName = v.pipe(required(msg.labNameRequired), v.maxLength(TEXT_LIMIT, msg.maxChars255));
const labAbout = v.pipe(text(), v.trim(), v.maxLength(TEXT_LIMIT, msg.labAboutTooLong));

/** POST /whatiscooking/publishedlabs/create/: `lab` is the source personal lab (id or uuid). */
export const publishedLabInput = v.pipe(
  v.object({
    uuid: v.optional(uuidField),
    name: labName,
    about: v.optional(labAbout, ''),
    lab: v.optional(v.union([refField, v.literal('')], labMessages.playlistRequired)),
  }),
  v.forward(
    v.check((input) => input.lab !== undefined && input.lab !== '', labMessages.playlistRequired),
    ['lab'],
  ),
  v.transform(({ lab, ...rest }) => ({ ...rest, lab: lab as Ref })),
);
export type PublishedLabInput = v.InferOutput<typeof publishedLabInput>;

/** PATCH /whatiscooking/publishedlabs/{idOrUuid}: only the changed fields. */
export const publishedLabPatch = v.partial(v.object({ name: labName, about: labAbout }));
export type PublishedLabPatch = v.InferOutput<typeof publishedLabPatch>;

/** A price in USD, 0 or more, at most two decimals: answered in cents. */
export const priceField = v.pipe(
  v.union([v.string(), v.number()], labMessages.priceInvalid),
  v.transform((value: string | number) => toCents(value)),
  v.check((cents) => cents !== undefined && cents <= MAX_PRICE_CENTS, labMessages.priceInvalid),
  v.transform((cents) => cents as number),
);

export const periodField = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d+$/, labMessages.periodInvalid), v.transform(Number))],
    labMessages.periodInvalid,
  ),
  v.integer(labMessages.periodInvalid),
  v.minValue(1, labMessages.periodInvalid),
  v.maxValue(MAX_PERIOD_DAYS, labMessages.periodInvalid),
);

const currencyField = v.pipe(
  v.string(),
  v.toUpperCase(),
  v.picklist([CURRENCY], /*i18n*/ 'Only USD is supported.'),
);

/** POST /whatiscooking/plabsubs/: `plab` is the published lab (id or uuid); price 0 = free. */
export const plabSubInput = v.object({
  uuid: v.optional(uuidField),
  plab: refField,
  price: priceField,
  currency: v.optional(currencyField, CURRENCY),
  subscription_period: v.optional(periodField, DEFAULT_PERIOD_DAYS),
});
export type PlabSubInput = v.InferOutput<typeof plabSubInput>;

/** PATCH /whatiscooking/plabsubs/{idOrUuid}: price and period, same rules as the create. */
export const plabSubPatch = v.partial(v.object({ price: priceField, subscription_period: periodField }));
export type PlabSubPatch = v.InferOutput<typeof plabSubPatch>;

export type PlabSub = {
  id: number;
  uuid: string;
  username: string;
  /** Decimal string, two places. */
  price: string;
  currency: typeof CURRENCY;
  subscription_period: number;
  is_active: boolean;
  created: string;
  plab: number;
};

/**
 * A published lab as lists and the detail answer it. `subscription` is null until the owner has
 * created it; such a lab is listed to its owner only. `video_count` counts its published videos.
 */
export type PublishedLab = {
  id: number;
  uuid: string;
  name: string;
  about: string;
  username: string;
  /** The source personal lab's id. */
  lab: number;
  created: string;
  artist: { name: string; thumb: string | null };
  subscription: PlabSub | null;
  video_count: number;
};

/** What the viewer may do with a published lab (detail only). */
export type LabAccess = {
  is_owner: boolean;
  /** Owner; buyer within the period (fee lab); any signed-in user (free lab). */
  can_watch: boolean;
  /** The viewer's latest paid purchase or join, if any. */
  purchase: { uuid: string; expires_at: string; is_active: boolean } | null;
};
export type PublishedLabDetail = PublishedLab & { access: LabAccess };

/** A published video of a lab: the same shape as a personal lab's video list. */
export type PublishedLabVideo = { id: number; uuid: string; cooking: Note; technique: number };
