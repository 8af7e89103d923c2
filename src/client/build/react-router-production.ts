/**
 * Vite plugin (build only): the app's React Router is its production build. The package points every
 * import at its development build, whatever the mode (remix-run/react-router#12532 and #14102, "meant
 * to be temporary", still so in 7.18), so its dev warnings and checks ran in the app on every phone.
 * Its production build is in the same package, file for file: the entries resolve there, and their
 * relative imports follow.
 */
import type { Plugin } from 'vite';

const ENTRIES = new Set(['react-router', 'react-router/dom']);
const DEVELOPMENT = '/dist/development/';

export function reactRouterProduction(): Plugin {
  return {
    name: 'cypher:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!ENTRIES.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(DEVELOPMENT))
        throw new Error(`${source} no longer resolves to its development build: remove this plugin`);
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, '/dist/production/') };
    },
  };
}
