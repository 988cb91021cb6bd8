import type { Schemas } from '@privacy-portal/sdk';

// Builders of the consent dashboard's shapes for the component tests (test support only).

/** `n` days ending 2026-11-24, weekdays busier than weekends. */
export function testDays(n: number): Schemas['ConsentDay'][] {
  const end = Date.parse('2026-11-24T00:00:00Z');
  return Array.from({ length: n }, (_, i) => {
    const at = end - (n - 1 - i) * 86_400_000;
    const weekend = [0, 6].includes(new Date(at).getUTCDay());
    const accept_all = weekend ? 180 : 300;
    const reject_all = weekend ? 80 : 130;
    const custom = weekend ? 40 : 70;
    return {
      day: new Date(at).toISOString().slice(0, 10),
      consents: accept_all + reject_all + custom,
      accept_all,
      reject_all,
      custom,
      gpc: 12,
      pageviews: weekend ? 1900 : 3100,
    };
  });
}

export const TEST_SUMMARY: Schemas['ConsentSummary'] = {
  from: '2026-10-26',
  to: '2026-11-24',
  consents: 12_000,
  accept_all: 7_000,
  reject_all: 3_200,
  custom: 1_800,
  opt_in_rate: 0.71,
  opt_out_rate: 0.29,
  gpc: 480,
  pageviews: 80_000,
  month_pageviews: 64_000,
  pageviews_limit: 1_000_000,
  month_consents: 9_600,
  consents_limit: 100_000,
};

export const TEST_BREAKDOWN: Schemas['ConsentBreakdown'] = {
  categories: [
    { key: 'necessary', name: 'Strictly necessary', granted: 12_000, denied: 0 },
    { key: 'functional', name: 'Functional', granted: 8_100, denied: 3_900 },
    { key: 'analytics', name: 'Analytics', granted: 7_800, denied: 4_200 },
    { key: 'marketing', name: 'Marketing', granted: 7_300, denied: 4_700 },
  ],
  devices: [
    { device: 'desktop', consents: 6_240 },
    { device: 'mobile', consents: 4_920 },
    { device: 'tablet', consents: 720 },
    { device: 'other', consents: 120 },
  ],
};

export const TEST_COUNTRIES: Schemas['ConsentCountry'][] = [
  ['US', 3600, 0.78],
  ['DE', 1700, 0.52],
  ['GB', 1200, 0.66],
  ['FR', 1080, 0.58],
  ['NL', 600, 0.61],
  ['CA', 480, 0.74],
  ['ES', 480, 0.69],
  ['IT', 480, 0.67],
  ['AU', 360, 0.72],
  ['BR', 360, 0.75],
  ['IN', 360, 0.77],
  ['ZZ', 120, 0.6],
].map(([country, consents, rate]) => ({
  country: country as string,
  consents: consents as number,
  accept_all: Math.round((consents as number) * 0.6),
  reject_all: Math.round((consents as number) * 0.27),
  custom:
    (consents as number) - Math.round((consents as number) * 0.6) - Math.round((consents as number) * 0.27),
  opt_in_rate: rate as number,
}));
