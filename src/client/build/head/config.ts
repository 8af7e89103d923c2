/**
 * What the head script (build/head/index.ts) needs from the app, handed to it as JSON by the build
 * (build/shell.tsx): the script runs before any module, so none of the app's code may come with it,
 * only these values.
 */
import type { RoutePreloads } from '../route-chunks';

export type HeadConfig = {
  /** The languages the app speaks, and the one it speaks when the device asks for none of them. */
  locales: readonly string[];
  sourceLocale: string;
  /** Local storage keys: the language and colour scheme chosen on the device, the signed-in hint. */
  storage: { language: string; theme: string; signedIn: string };
  /** The shell's attributes: on <html>, the page it shows and the lead the server put in it; in the
   * skeleton, a titled page's heading and the title bar it stands in for. */
  attributes: { shellPage: string; lead: string; heading: string; titleBar: string };
  /** The addresses whose title the skeleton holds, in lower case without a trailing slash. */
  titledPages: readonly string[];
  /** Where the API's reads go (`/api`). */
  apiBase: string;
  /** The chunks and reads each address needs, and each language's catalogs (build/route-chunks.ts). */
  preloads: RoutePreloads;
};
