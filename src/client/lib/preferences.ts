/** Keys of the device preferences kept in localStorage; sign-out keeps them. */

/** The dark theme preference (spec: useDarkTheme). */
export const THEME_STORAGE_KEY = 'useDarkTheme';
