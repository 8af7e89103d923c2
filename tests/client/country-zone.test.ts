/**
 * The zone a country suggests (ui/fields/zone-of-country.ts) with the library's real data: a zone
 * already in the country stays, else this device's when it is there, else the country's only clock,
 * else its capital's; and the capitals' table agrees with the library.
 */
import { describe, expect, it } from 'vitest';
import { CAPITAL_ZONES, clocks, zoneFor } from '../../src/client/ui/fields/zone-of-country';
import { isTimeZone } from '../../src/shared/wall-time';

describe('the zone a country suggests', () => {
  it("is the country's only clock when neither the form's zone nor this device's is there", () => {
    expect(zoneFor('FR', 'UTC', 'UTC')).toBe('Europe/Paris');
    expect(zoneFor('JP', 'America/New_York', 'America/New_York')).toBe('Asia/Tokyo');
    expect(zoneFor('DE', 'Europe/Paris', 'UTC')).toBe('Europe/Berlin');
    expect(zoneFor('IN', 'UTC', 'UTC')).toBe('Asia/Kolkata');
  });

  it("is this device's zone when it is in the country, under any of its names", () => {
    expect(zoneFor('DE', 'UTC', 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneFor('US', 'UTC', 'America/New_York')).toBe('America/New_York');
    expect(zoneFor('US', 'Europe/Paris', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(zoneFor('IN', 'UTC', 'Asia/Calcutta')).toBe('Asia/Calcutta');
  });

  it('keeps a zone already in the country (chosen by hand), whatever the device', () => {
    expect(zoneFor('US', 'America/Chicago', 'America/New_York')).toBe('America/Chicago');
    expect(zoneFor('AU', 'Australia/Perth', 'Europe/Berlin')).toBe('Australia/Perth');
  });

  it("is the capital's where the country has several clocks and the device is elsewhere", () => {
    const from = (country: string) => zoneFor(country, 'UTC', 'Europe/Berlin');
    expect(from('US')).toBe('America/New_York');
    expect(from('CA')).toBe('America/Toronto');
    expect(from('RU')).toBe('Europe/Moscow');
    expect(from('AU')).toBe('Australia/Sydney');
    expect(from('BR')).toBe('America/Sao_Paulo');
    expect(from('ES')).toBe('Europe/Madrid');
  });

  it('leaves the zone alone for a place with no clock of its own', () => {
    expect(zoneFor('BV', 'Europe/Oslo', 'UTC')).toBe('Europe/Oslo');
  });
});

describe('the capitals', () => {
  it("are each one of their country's zones, known to this runtime", () => {
    for (const [country, zone] of Object.entries(CAPITAL_ZONES)) {
      const own = clocks.filter((clock) => clock.countryCode === country);
      expect(
        own.some((clock) => clock.group.includes(zone)),
        `${zone} in ${country}`,
      ).toBe(true);
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('name every country with more than one clock, but Antarctica and the US islands', () => {
    const counts = new Map<string, number>();
    for (const clock of clocks) counts.set(clock.countryCode, (counts.get(clock.countryCode) ?? 0) + 1);
    const several = [...counts].filter(([, count]) => count > 1).map(([country]) => country);
    expect(several.filter((country) => !(country in CAPITAL_ZONES)).sort()).toEqual(['AQ', 'UM']);
  });
});
