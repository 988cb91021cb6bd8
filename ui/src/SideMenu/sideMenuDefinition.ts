import type { SideMenuIconName } from './SideMenuIcon.tsx';

export type SideMenuModule =
  | 'cookie-consent'
  | 'dsar'
  | 'consent-preference'
  | 'social-fortuna'
  | 'ropa'
  | 'data-discovery';

export interface SideMenuEntry {
  label: string;
  /** The entry's route (portal-spec §2); links add oid and pid. */
  route: string;
  icon: SideMenuIconName;
  /** Further routes under which this entry counts as current (detail and edit pages). */
  alsoActiveOn?: readonly string[];
}

export interface SideMenuGroup {
  module: SideMenuModule;
  label: string;
  /** Paths starting with one of these belong to the module. */
  prefixes: readonly string[];
  /** Paths under a prefix that still show no side menu. */
  excludes?: readonly string[];
  entries: readonly SideMenuEntry[];
}

/** The side menu of portal-spec §2: one group per product module, entries in order. */
export const SIDE_MENU: readonly SideMenuGroup[] = [
  {
    module: 'cookie-consent',
    label: 'Cookie Consent',
    prefixes: ['/cookie-consent', '/home/dashboard/cookie-consent'],
    entries: [
      { label: 'Dashboard', route: '/home/dashboard/cookie-consent', icon: 'dashboard' },
      { label: 'Cookie Category', route: '/cookie-consent/cookie-category/list', icon: 'list' },
      { label: 'Cookie Banner', route: '/cookie-consent/banner-configuration', icon: 'banner' },
      { label: 'Cookie Scanner', route: '/cookie-consent/cookie-category/scan-details', icon: 'scan' },
      { label: 'Auto Cookie Blocking', route: '/cookie-consent/auto-cookie-blocking/enables', icon: 'block' },
      { label: 'Consent Tracking', route: '/cookie-consent/cookie-tracking', icon: 'chart' },
      { label: 'Implementation', route: '/cookie-consent/banner-configuration/implementation', icon: 'code' },
    ],
  },
  {
    module: 'dsar',
    label: 'DSAR',
    prefixes: ['/privacy/dsar', '/home/dashboard/ccpa-dsar'],
    entries: [
      { label: 'Dashboard', route: '/home/dashboard/ccpa-dsar', icon: 'dashboard' },
      {
        label: 'Webforms',
        route: '/privacy/dsar/webforms',
        icon: 'form',
        alsoActiveOn: ['/privacy/dsar/dsarform'],
      },
      {
        label: 'Requests',
        route: '/privacy/dsar/requests',
        icon: 'inbox',
        alsoActiveOn: ['/privacy/dsar/requests-details'],
      },
      {
        label: 'Workflow',
        route: '/privacy/dsar/workflows',
        icon: 'flow',
        alsoActiveOn: ['/privacy/dsar/createworkflow'],
      },
      { label: 'Custom Template', route: '/privacy/dsar/templates', icon: 'document' },
    ],
  },
  {
    module: 'consent-preference',
    label: 'Consent Preference',
    prefixes: ['/consent-preference', '/home/dashboard/consent-preference'],
    // The public consent verification page is not part of the product area.
    excludes: ['/consent-preference/verify'],
    entries: [
      { label: 'Dashboard', route: '/home/dashboard/consent-preference', icon: 'dashboard' },
      { label: 'Consent Records', route: '/consent-preference/consent-records', icon: 'list' },
      { label: 'Preference Build Manager', route: '/consent-preference/consent-management', icon: 'sliders' },
      { label: 'Jurisdiction', route: '/consent-preference/jurisdiction', icon: 'globe' },
      { label: 'Work Flows', route: '/consent-preference/consent-management/workflows', icon: 'flow' },
      {
        label: 'Subscription Consent Banner',
        route: '/consent-preference/subscription-consent-banner-configuration',
        icon: 'banner',
      },
      { label: 'Connection Manager', route: '/consent-preference/connection-integration', icon: 'link' },
      { label: 'Email Template', route: '/consent-preference/email-template', icon: 'mail' },
      { label: 'Implementation', route: '/consent-preference/setup', icon: 'code' },
    ],
  },
  {
    module: 'social-fortuna',
    label: 'Social Fortuna',
    prefixes: ['/social-fortuna'],
    entries: [
      { label: 'Dashboard', route: '/social-fortuna/dashboard', icon: 'dashboard' },
      { label: 'Configuration', route: '/social-fortuna/configuration', icon: 'sliders' },
      { label: 'Implementation', route: '/social-fortuna/setup', icon: 'code' },
    ],
  },
  {
    module: 'ropa',
    label: 'ROPA',
    prefixes: ['/ropa'],
    entries: [
      { label: 'Processing Activities', route: '/ropa/activity', icon: 'flow' },
      { label: 'Assets', route: '/ropa/assets', icon: 'database' },
      { label: 'Vendors', route: '/ropa/entity/vendors', icon: 'building' },
      { label: 'Customers', route: '/ropa/entity/customers', icon: 'people' },
      { label: 'Companies', route: '/ropa/entity/companies', icon: 'building' },
      { label: 'Others', route: '/ropa/entity/others', icon: 'people' },
      { label: 'Policies', route: '/ropa/policies', icon: 'document' },
    ],
  },
  {
    module: 'data-discovery',
    label: 'Data Discovery',
    prefixes: ['/data-discovery'],
    entries: [
      { label: 'Reports', route: '/data-discovery/reports', icon: 'chart' },
      { label: 'Connections', route: '/data-discovery/connections', icon: 'link' },
      { label: 'Jobs', route: '/data-discovery/jobs', icon: 'clock' },
    ],
  },
];

/** The path without query or hash, without a trailing slash. */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** `route` itself or a path below it. */
function isAtOrBelow(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The product module a path belongs to, or null where no side menu is shown. */
export function sideMenuModuleForPath(path: string): SideMenuModule | null {
  const bare = pathOnly(path);
  const group = SIDE_MENU.find((g) => g.prefixes.some((prefix) => isAtOrBelow(bare, prefix)));
  if (!group || group.excludes?.some((excluded) => isAtOrBelow(bare, excluded))) return null;
  return group.module;
}

/**
 * The route of the entry that is current for a path: the longest route (or alias) the path is at or
 * below, so /cookie-consent/banner-configuration/implementation picks Implementation, not Cookie Banner.
 */
export function activeSideMenuRoute(group: SideMenuGroup, path: string): string | null {
  const bare = pathOnly(path);
  let best: { route: string; length: number } | null = null;
  for (const entry of group.entries) {
    for (const candidate of [entry.route, ...(entry.alsoActiveOn ?? [])]) {
      if (isAtOrBelow(bare, candidate) && (!best || candidate.length > best.length)) {
        best = { route: entry.route, length: candidate.length };
      }
    }
  }
  return best?.route ?? null;
}

/** A product link with the chosen organization and property (portal-spec §1). */
export function sideMenuHref(
  route: string,
  oid: number | string | null | undefined,
  pid: number | string | null | undefined,
): string {
  const params = new URLSearchParams();
  if (oid != null && oid !== '') params.set('oid', String(oid));
  if (pid != null && pid !== '') params.set('pid', String(pid));
  const query = params.toString();
  return query ? `${route}?${query}` : route;
}

/** "Acme Corp" → "AC", "example.com" → "EX". */
export function nameInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}
