import type { PortalMessageId } from '@privacy-portal/sdk/i18n';

/** The public header's links (portal-spec §1: Solutions (DSAR, GDPR), Pricing, Partners, Contact Us). */
export interface PublicNavLink {
  /** The message of the link's text (the English is the spec's). */
  label: PortalMessageId;
  href: string;
  /** A second line in the Solutions menu. */
  description?: PortalMessageId;
}

export const SOLUTIONS: readonly PublicNavLink[] = [
  { label: 'nav.dsar', href: '/dsar', description: 'nav.dsar.description' },
  { label: 'nav.gdpr', href: '/gdpr', description: 'nav.gdpr.description' },
];

export const MAIN_LINKS: readonly PublicNavLink[] = [
  { label: 'nav.pricing', href: '/pricing' },
  { label: 'nav.partners', href: '/partners' },
  { label: 'nav.contact', href: '/contactus' },
];

export const SIGN_IN: PublicNavLink = { label: 'nav.signIn', href: '/login' };
export const TRY_FOR_FREE: PublicNavLink = { label: 'nav.tryForFree', href: '/signup' };

/** Where a visitor who is already logged in continues. */
export const OPEN_PORTAL: PublicNavLink = { label: 'nav.openPortal', href: '/home/welcome' };

/** portal-spec §9: 767 px or less is the mobile layout. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
