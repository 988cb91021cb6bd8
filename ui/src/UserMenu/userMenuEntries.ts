/** A user-menu entry: internal routes carry `path`; the help center is external; Quick Start is an action. */
export interface UserMenuEntry {
  id:
    | 'user-preferences'
    | 'organizations'
    | 'billing'
    | 'settings'
    | 'help-center'
    | 'quick-start'
    | 'setup-wizard'
    | 'license-history'
    | 'sign-out';
  label: string;
  /** Internal route, passed through `buildHref`. */
  path?: string;
}

/** The entries of portal-spec §2 "User menu", in order. */
export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { id: 'user-preferences', label: 'User Preferences', path: '/userprofile' },
  { id: 'organizations', label: 'Organizations', path: '/settings/organizations' },
  { id: 'billing', label: 'Billing Management', path: '/settings/billing/manage' },
  { id: 'settings', label: 'Settings', path: '/settings' },
  { id: 'help-center', label: 'Help Center' },
  { id: 'quick-start', label: 'Quick Start' },
  { id: 'setup-wizard', label: 'Setup Wizard', path: '/setupwizard' },
  { id: 'license-history', label: 'License History', path: '/licensehistory' },
  { id: 'sign-out', label: 'Sign Out', path: '/signout' },
];

/** "Jane" + "Doe" → "JD"; falls back to the first two letters of whichever name is present. */
export function userInitials(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  return (first || last).slice(0, 2).toUpperCase();
}
