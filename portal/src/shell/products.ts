import type { IconName } from '@privacy-portal/ui';

/** The six product areas and their landing routes, for the header's Products menu. */
export const PRODUCTS: ReadonlyArray<{ id: string; label: string; path: string; icon?: IconName }> = [
  { id: 'cookie-consent', label: 'Cookie Consent', path: '/home/dashboard/cookie-consent' },
  { id: 'dsar', label: 'DSAR', path: '/home/dashboard/ccpa-dsar' },
  { id: 'consent-preference', label: 'Consent Preference', path: '/home/dashboard/consent-preference' },
  { id: 'social-fortuna', label: 'Social Fortuna', path: '/social-fortuna/dashboard' },
  { id: 'ropa', label: 'ROPA', path: '/ropa/activity' },
  { id: 'data-discovery', label: 'Data Discovery', path: '/data-discovery/reports' },
];
