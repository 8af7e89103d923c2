/** Where a journey happened, in the reader's language: "City, Country", either, or ''. */

import { countryName } from '../../lib/countries';
import type { JourneyRow } from '../../lib/db';

export const journeyPlace = (row: JourneyRow, locale: string) =>
  [row.city, row.country && countryName(row.country, locale)].filter(Boolean).join(', ');
