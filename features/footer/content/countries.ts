import type { SiteCode } from '../../../config';
import type { FlagName } from '../logic/flagNames';
import type { CountryOption } from './types';

/** Each country site in its own language, as country selectors show them. */
const COUNTRIES: { code: SiteCode; label: string; flag: FlagName; home: string }[] = [
  { code: 'DE', label: 'Deutschland', flag: 'germany', home: 'https://www.bean-and-home.de/' },
  { code: 'AT', label: 'Österreich', flag: 'austria', home: 'https://www.bean-and-home.at/' },
  { code: 'CH', label: 'Schweiz (Deutsch)', flag: 'switzerland', home: 'https://www.bean-and-home.ch/' },
  { code: 'CH_FR', label: 'Suisse (Français)', flag: 'switzerland', home: 'https://www.bean-and-home.ch/fr/' },
  { code: 'CZ', label: 'Česká republika', flag: 'czechRepublic', home: 'https://www.bean-and-home.cz/' },
  { code: 'HU', label: 'Magyarország', flag: 'hungary', home: 'https://www.bean-and-home.hu/' },
  { code: 'SK', label: 'Slovensko', flag: 'slovakia', home: 'https://www.bean-and-home.sk/' },
  { code: 'TR', label: 'Türkiye', flag: 'turkey', home: 'https://www.bean-and-home.com.tr/' },
  { code: 'PL', label: 'Polska', flag: 'poland', home: 'https://www.bean-and-home.pl/' },
];

/** The country selector's options with the current site marked. Hosts can replace the home URLs (config.countryHomeUrls). */
export function countryOptions(current: SiteCode): CountryOption[] {
  return COUNTRIES.map(({ code, label, flag, home }) => ({ code, label, flag, href: home, selected: code === current }));
}
