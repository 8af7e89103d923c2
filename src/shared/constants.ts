/** Business constants from the spec (platform-shell section 9). */
export const PRODUCT_NAME = 'Cypher';
export const TITLE_SUFFIX = ' - Cypher';
export const SEARCH_DEBOUNCE_MS = 100;
export const CACHE_LIFETIME_MS = 900_000;
export const DRAWER_BREAKPOINT_PX = 1190;
export const APP_BAR_HEIGHT = 80;
export const FORM_MAX_WIDTH = 550;
export const DEFAULT_GENDER = 'NS';
export const PAGE_SIZE = 20;
export const TEXT_LIMIT = 255;
export const BIO_LIMIT = 1000;

/** Gender codes offered at sign-up. */
export const GENDERS = [
  { value: 'NS', label: 'Prefer not to say' },
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'O', label: 'Other' },
] as const;

/** Upload type codes: J journey, W event/workshop, S shoutout, P portfolio. */
export const UPLOAD_TYPES = ['J', 'W', 'S', 'P'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
