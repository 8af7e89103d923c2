/** The one column every feed and note page uses. */
export const FEED_WIDTH = 640;
