/**
 * The zone a place in a country gets (issue 27: the zone stayed UTC after choosing France, and
 * calendars got the wrong hour). A zone already in that country stays, whether this device's default
 * or chosen by hand; any other (UTC, the previous country's) gives way to this device's own zone when
 * it is in the country, else the country's only clock, else its capital's.
 *
 * Which zones a country has comes from @vvo/tzdb (the IANA database with GeoNames' populations,
 * rebuilt daily): one entry per country and clock, named after its most populous zone, listing every
 * name, current or deprecated, that keeps that clock (Asia/Calcutta with Asia/Kolkata). It names no
 * capital: CAPITAL_ZONES does, for the countries with more than one clock
 * (tests/client/country-zone.test.ts checks each against the library). The library weighs about
 * 16 kB gzipped, so this file is only imported dynamically (country-zone.ts): the build makes it a
 * chunk of its own that the workshop and event forms load, and no other page.
 */
import { type RawTimeZone, rawTimeZones } from '@vvo/tzdb';
import { isTimeZone } from '../../../shared/wall-time';

/** The capital's zone of each country with more than one clock (Antarctica and the US islands have no capital). */
export const CAPITAL_ZONES: Record<string, string> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
};

/** Every country's clocks. */
export const clocks: readonly RawTimeZone[] = rawTimeZones;

/** The zone for a place in `country`, given the form's zone now and this device's. */
export function zoneFor(country: string, zone: string, device: string): string {
  const own = clocks.filter((clock) => clock.countryCode === country);
  const inCountry = (name: string) => own.some((clock) => clock.group.includes(name));
  if (inCountry(zone)) return zone;
  if (inCountry(device)) return device;
  const capital = CAPITAL_ZONES[country];
  if (own.length !== 1 && capital && isTimeZone(capital)) return capital;
  // The clock's most populous zone, or another name of it that an older browser knows.
  const clock = own[0];
  return (clock && [clock.name, ...clock.group].find(isTimeZone)) ?? zone;
}
