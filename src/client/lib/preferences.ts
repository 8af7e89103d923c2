/** Keys of the device preferences kept in localStorage; sign-out keeps them. */

/** The dark theme preference (spec: useDarkTheme). */
export const THEME_STORAGE_KEY = 'useDarkTheme';

/** The language chosen on this device (one of shared/locales LOCALES); none follows the browser's. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Whether practice videos play mirrored (the picture flipped left to right) on this device. */
export const MIRROR_STORAGE_KEY = 'videoMirror';

/** The app's version (shared/app-version.ts) that last started on this device (app/update-start.ts). */
export const STARTED_VERSION_KEY = 'startedVersion';

export const DEVICE_PREFERENCES = [
  THEME_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  MIRROR_STORAGE_KEY,
  STARTED_VERSION_KEY,
];
