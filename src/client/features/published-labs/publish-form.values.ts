/**
 * The publish form's values and checks (spec 5, Publish lab), word for word, and where a failed
 * step's error shows: a server field message at its field, anything else above the button. The
 * messages (src/shared's and the server's) show in the app's language.
 */
import type { FormErrors } from '@mantine/form';
import { msg } from '../../../shared/messages';
import {
  DEFAULT_PERIOD_DAYS,
  FEE_LAB_MIN_VIDEOS,
  FREE_LAB_MIN_VIDEOS,
  labMessages,
  MAX_PERIOD_DAYS,
  toCents,
} from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';

export type Access = 'free' | 'fee';

export type PublishValues = {
  /** The source personal lab's uuid. */
  lab: string | null;
  name: string;
  about: string;
  /** Uuids of the chosen notes. */
  videos: string[];
  access: Access | null;
  /** Decimal string in USD ("9.99"); "0" when free. */
  price: string;
  period: number;
};

export const emptyPublishValues = (): PublishValues => ({
  lab: null,
  name: '',
  about: '',
  videos: [],
  access: null,
  price: '',
  period: DEFAULT_PERIOD_DAYS,
});

/** The key of the line above the Publish button. */
export const SUBMIT = 'submit';

export const validPrice = (price: string) => (toCents(price) ?? 0) > 0;
export const validPeriod = (period: unknown) =>
  Number.isInteger(period) && (period as number) > 0 && (period as number) <= MAX_PERIOD_DAYS;

export function validatePublish(values: PublishValues): FormErrors {
  const errors: Record<string, string> = {};
  if (!values.lab) errors.lab = labMessages.selectLab;
  if (!values.name.trim()) errors.name = msg.labNameRequired;
  if (!values.access) errors.access = labMessages.accessRequired;
  if (values.access === 'fee') {
    if (values.videos.length < FEE_LAB_MIN_VIDEOS) errors.videos = labMessages.feeVideos;
    if (!validPrice(values.price)) errors.price = labMessages.priceInvalid;
  }
  if (values.access === 'free' && values.videos.length < FREE_LAB_MIN_VIDEOS)
    errors.videos = labMessages.freeVideos;
  if (values.access && !validPeriod(values.period)) errors.period = labMessages.periodInvalid;
  return Object.fromEntries(Object.entries(errors).map(([key, text]) => [key, translateMessage(text)]));
}

const FIELDS: Record<string, string> = {
  lab: 'lab',
  name: 'name',
  about: 'about',
  price: 'price',
  subscription_period: 'period',
};

/** A failed step as form errors: the network line, the server's field messages, else `fallback`. */
export function stepErrors(error: unknown, fallback: string): FormErrors {
  if (!(error instanceof ApiError)) return { [SUBMIT]: translateMessage(fallback) };
  if (error.status === 0) return { [SUBMIT]: translateMessage(msg.networkError) };
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return { [SUBMIT]: translateMessage(fallback) };
  const errors: Record<string, string> = {};
  for (const [field, messages] of entries) {
    const key = FIELDS[field] ?? SUBMIT;
    const line = (Array.isArray(messages) ? messages : [messages])
      .map((m) => translateMessage(String(m)))
      .join(' ');
    errors[key] = errors[key] ? `${errors[key]} ${line}` : line;
  }
  return errors;
}
