/**
 * The lead of a battle's page (http/page-lead.ts): its name, in each language, where the page shows
 * it under the link back to its event (the page's largest paint; its bracket's cards are smaller).
 * A battle's page is public: a guest sees what everyone sees. The page is found by the battle's id
 * alone, as the app finds it.
 */
import { battleName } from '../../../shared/battle-name';
import { LOCALES, type Locale } from '../../../shared/locales';
import type { LeadSource } from '../../http/page-lead';
import { pathId } from '../../http/path-id';
import { translate } from '../../i18n';
import { readBattle } from './battles.service';

export const battleLeads: LeadSource[] = [
  {
    path: /^\/events\/[^/]+\/battles\/(?<battle>[^/]+)\/?$/i,
    lead: async (deps, { battle }) => {
      const read = await readBattle(deps, null, pathId(battle));
      const texts = Object.fromEntries(
        LOCALES.map((locale) => [locale, battleName(read, (text) => translate(locale, text))]),
      ) as Record<Locale, string>;
      return { slot: 'heading', texts, image: null };
    },
  },
];
