/**
 * The video player's origin: YouTube's privacy-enhanced player unless PLAYER_ORIGIN says otherwise
 * (a local stand-in in the browser tests). The server writes it into the app's HTML in a <meta> of
 * this name, which the client reads when a video opens.
 */
export const DEFAULT_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

export const PLAYER_ORIGIN_META = 'player-origin';
