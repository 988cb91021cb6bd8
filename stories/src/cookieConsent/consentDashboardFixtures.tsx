import type { Schemas } from '@privacy-portal/sdk';
import type { CardLoad } from '@privacy-portal/ui/cookieConsent/DashboardCards';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';

// The consent dashboard's data for the stories: a shop's 90 days, its breakdown and countries, and
// the four states every panel has.

const END = Date.parse('2026-11-24T00:00:00Z');

/** `n` days ending 24 Nov 2026, weekdays busier than weekends, growing slowly. */
export function storyDays(n: number): Schemas['ConsentDay'][] {
  return Array.from({ length: n }, (_, i) => {
    const at = END - (n - 1 - i) * 86_400_000;
    const weekend = [0, 6].includes(new Date(at).getUTCDay()) ? 0.62 : 1;
    const grow = 1 + (0.12 * i) / n;
    const wobble = 0.9 + 0.2 * Math.abs(Math.sin(i * 1.7));
    const pageviews = Math.round(3100 * weekend * grow * wobble);
    const consents = Math.round(pageviews * 0.17);
    const accept_all = Math.round(consents * 0.58);
    const reject_all = Math.round(consents * 0.27);
    return {
      day: new Date(at).toISOString().slice(0, 10),
      consents,
      accept_all,
      reject_all,
      custom: consents - accept_all - reject_all,
      gpc: Math.round(consents * 0.04),
      pageviews,
    };
  });
}

export const STORY_SUMMARY: Schemas['ConsentSummary'] = {
  from: '2026-10-26',
  to: '2026-11-24',
  consents: 14_872,
  accept_all: 8_626,
  reject_all: 4_015,
  custom: 2_231,
  opt_in_rate: 0.7302,
  opt_out_rate: 0.2698,
  gpc: 595,
  pageviews: 87_480,
  month_pageviews: 71_300,
  pageviews_limit: 100_000,
  month_consents: 12_140,
  consents_limit: 59_999,
};

export const STORY_BREAKDOWN: Schemas['ConsentBreakdown'] = {
  categories: [
    { key: 'necessary', name: 'Strictly necessary', granted: 14_872, denied: 0 },
    { key: 'functional', name: 'Functional', granted: 10_009, denied: 4_863 },
    { key: 'analytics', name: 'Analytics', granted: 9_607, denied: 5_265 },
    { key: 'marketing', name: 'Marketing', granted: 9_028, denied: 5_844 },
    { key: 'c12', name: 'Personalisation', granted: 8_850, denied: 6_022 },
  ],
  devices: [
    { device: 'desktop', consents: 7_733 },
    { device: 'mobile', consents: 6_098 },
    { device: 'tablet', consents: 892 },
    { device: 'other', consents: 149 },
  ],
};

const COUNTRY_ROWS: Array<[string, number, number]> = [
  ['US', 4462, 0.79],
  ['DE', 2082, 0.58],
  ['GB', 1487, 0.72],
  ['FR', 1338, 0.64],
  ['NL', 744, 0.68],
  ['CA', 595, 0.77],
  ['ES', 595, 0.75],
  ['IT', 595, 0.74],
  ['AU', 446, 0.76],
  ['BR', 446, 0.79],
  ['IN', 446, 0.8],
  ['SE', 297, 0.66],
  ['PL', 297, 0.72],
  ['AT', 297, 0.57],
  ['CH', 297, 0.62],
  ['JP', 223, 0.74],
  ['MX', 223, 0.78],
  ['IE', 149, 0.7],
  ['ZZ', 149, 0.71],
];
export const STORY_COUNTRIES: Schemas['ConsentCountry'][] = COUNTRY_ROWS.map(([country, consents, rate]) => {
  const accept_all = Math.round(consents * 0.58);
  const reject_all = Math.round(consents * 0.27);
  return {
    country,
    consents,
    accept_all,
    reject_all,
    custom: consents - accept_all - reject_all,
    opt_in_rate: rate,
  };
});

export const ready = <T,>(data: T): CardLoad<T> => ({ status: 'ready', data });
export const loading = { status: 'loading' } as const;
export const failed = (): CardLoad<never> => ({
  status: 'error',
  message: 'Something went wrong on our side. Please try again.',
  onRetry: fn(),
});

/** Right to left, as the portal is laid out for Arabic. */
const rtlDecorator: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);
export const rtl = { decorators: [rtlDecorator] };
/** A phone's width. */
const mobileDecorator: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);
export const mobile = { decorators: [mobileDecorator] };
