/**
 * Zones whose texts only some pages show (DESIGN 5c, 7): their catalogs are not in the language's
 * chunk that loads before the first render, but in a chunk each (build/chunk-groups.ts) that those
 * pages load with their code (app/router.tsx `page(..., zones)`, i18n.ts `loadZones`), so the first
 * route stays within its budget as features are added.
 */
export const PAGE_ZONES = ['workshops', 'events', 'battles', 'calendar', 'moderation'] as const;
export type PageZone = (typeof PAGE_ZONES)[number];
