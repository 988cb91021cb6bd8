import type { Schemas } from '@privacy-portal/sdk';

// The consent screens' words for a record (choice, device, region, time), written once for the log,
// its filters and a record's proof.

type ConsentRecord = Schemas['ConsentRecord'];
type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export const CHOICE_LABEL: Readonly<Record<Schemas['ConsentChoice'], string>> = {
  accept_all: 'Accept all',
  reject_all: 'Reject all',
  custom: 'Custom',
};

export const CHOICE_TONE: Readonly<Record<Schemas['ConsentChoice'], BadgeTone>> = {
  accept_all: 'success',
  reject_all: 'neutral',
  custom: 'info',
};

export const DEVICE_LABEL: Readonly<Record<ConsentRecord['device'], string>> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};

const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const countries = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });

/** 'Germany' for DE, 'California' for US-CA; the code itself when it is not known. */
export function regionName(code: string): string {
  const [country, state] = code.split('-');
  if (state) return country === 'US' ? (US_STATES[state] ?? code) : code;
  try {
    return countries.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a record came from: 'California, United States' or 'Germany'; 'Unknown' without a country. */
export function placeOf(record: Pick<ConsentRecord, 'region' | 'country'>): string {
  if (!record.country) return 'Unknown';
  const country = regionName(record.country);
  return record.region && record.region !== record.country
    ? `${regionName(record.region)}, ${country}`
    : country;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** '2 Mar 2026, 09:00:12' in the viewer's time zone. */
export const formatConsentTime = (iso: string): string => dateTime.format(new Date(iso));

/** The first block of a consent id, enough to tell records apart on screen. */
export const shortConsentId = (id: string): string => id.slice(0, 8);

/** A category key as people read it: its name from the property's categories, else the key. */
export function categoryLabel(key: string, names: ReadonlyMap<string, string>): string {
  return names.get(key) ?? key;
}
