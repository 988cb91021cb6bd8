/** The public header's links (portal-spec §1: Solutions (DSAR, GDPR), Pricing, Partners, Contact Us). */
export interface PublicNavLink {
  label: string;
  href: string;
  /** A second line in the Solutions menu. */
  description?: string;
}

export const SOLUTIONS: readonly PublicNavLink[] = [
  { label: 'DSAR', href: '/dsar', description: 'Data subject request management' },
  { label: 'GDPR', href: '/gdpr', description: 'Consent, rights and records' },
];

export const MAIN_LINKS: readonly PublicNavLink[] = [
  { label: 'Pricing', href: '/pricing' },
  { label: 'Partners', href: '/partners' },
  { label: 'Contact Us', href: '/contactus' },
];

export const SIGN_IN: PublicNavLink = { label: 'Sign In', href: '/login' };
export const TRY_FOR_FREE: PublicNavLink = { label: 'Try for Free', href: '/signup' };

/** Where a visitor who is already logged in continues. */
export const OPEN_PORTAL: PublicNavLink = { label: 'Open the portal', href: '/home/welcome' };

/** portal-spec §9: 767 px or less is the mobile layout. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
