import type { Regulation } from '../bannerConfig/index.ts';

/** The contract's RegionRule.region pattern: EU, a country (DE) or a US state (US-CA). */
export const REGION_PATTERN = /^(EU|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/;

/** The US states with a comprehensive privacy law giving an opt-out of sale and sharing (2025). */
export const US_OPT_OUT_STATES: Readonly<Record<string, string>> = {
  'US-CA': 'California',
  'US-VA': 'Virginia',
  'US-CO': 'Colorado',
  'US-CT': 'Connecticut',
  'US-UT': 'Utah',
  'US-TX': 'Texas',
  'US-OR': 'Oregon',
  'US-MT': 'Montana',
  'US-IA': 'Iowa',
  'US-DE': 'Delaware',
  'US-NH': 'New Hampshire',
  'US-NJ': 'New Jersey',
  'US-NE': 'Nebraska',
  'US-TN': 'Tennessee',
  'US-MN': 'Minnesota',
  'US-MD': 'Maryland',
  'US-IN': 'Indiana',
  'US-KY': 'Kentucky',
  'US-RI': 'Rhode Island',
};

export const REGULATION_LABEL: Readonly<Record<Regulation, string>> = {
  gdpr: 'Opt-in (GDPR)',
  us_opt_out: 'Opt-out (US state laws)',
  none: 'No banner',
};

const countries = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A region's name for the rules table: 'European Economic Area', 'Germany', 'California (US)'. */
export function regionName(region: string): string {
  if (region === 'EU') return 'European Economic Area';
  const state = US_OPT_OUT_STATES[region];
  if (state) return `${state} (US)`;
  const [country, subdivision] = region.split('-');
  const name = country ? countries.of(country) : undefined;
  if (!name) return region;
  return subdivision ? `${name}, ${subdivision}` : name;
}
