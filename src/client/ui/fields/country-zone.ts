/**
 * The time zone follows the country in the workshop and event forms: this device's zone is a new
 * form's default, and a country picked sets the zone that zone-of-country.ts works out. That file
 * carries the country data, so it is imported here only when a form opens, into a chunk of its own.
 */
import { useEffect, useRef } from 'react';

/** This device's time zone, a new form's default. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The countries' zones and the choice among them, loaded once, when a form first needs them. */
export const loadZoneOfCountry = () => import('./zone-of-country');

/**
 * What a form calls when its country changes: sets the zone as `zoneFor` says, once the data is
 * loaded (it starts loading as the form opens), unless the country changed again meanwhile.
 */
export function useZoneFollowsCountry(zone: () => string, setZone: (zone: string) => void) {
  const asked = useRef('');
  useEffect(() => {
    loadZoneOfCountry().catch(() => {});
  }, []);
  return (country: string) => {
    asked.current = country;
    if (!country) return;
    loadZoneOfCountry()
      .then(({ zoneFor }) => {
        if (asked.current !== country) return;
        const next = zoneFor(country, zone(), deviceZone());
        if (next !== zone()) setZone(next);
      })
      // Without the data (a chunk that failed to load), the zone stays as it is, still editable.
      .catch(() => {});
  };
}
