import { formatterFor, type Locale } from '@privacy-portal/sdk/i18n';

/**
 * Release notes of what this repository ships, newest first. The dates follow the repository's history,
 * in which every change so far was made on 21 November 2026.
 */
export interface Release {
  version: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  title: string;
  summary: string;
  changes: readonly string[];
}

export const RELEASES: readonly Release[] = [
  {
    version: '0.7.0',
    date: '2026-11-21',
    title: 'Help centre and Contact Us',
    summary: 'Answers to common questions, searchable from the portal and from this site.',
    changes: [
      'Help centre with full-text search, categories and the most read articles.',
      'Articles on getting started, cookie consent, DSAR, consent preference, billing and account security.',
      'Contact Us form for sales, support, partnership and privacy questions.',
      'Public pages for DSAR, GDPR and partners, and these release notes.',
    ],
  },
  {
    version: '0.6.0',
    date: '2026-11-21',
    title: 'Notifications',
    summary: 'The notification service behind the header bell: what changed in your account and team.',
    changes: [
      'New, unread and total counts for the bell.',
      'The list loads five at a time; mark one as read or unread, clear it, or mark all as read.',
      'Notifications when an invitation you sent is accepted, when your role changes, and when your password or two-factor settings change.',
    ],
  },
  {
    version: '0.5.0',
    date: '2026-11-21',
    title: 'Component library',
    summary: 'One set of accessible building blocks for every screen of the portal.',
    changes: [
      '52 components (buttons, fields, menus, dialogs, tables, charts, the header and side menu) built on react-aria for keyboard and screen reader use.',
      'Light and dark themes from one set of design tokens.',
      'Every component tested in Chromium, with automated accessibility checks on every documented state.',
    ],
  },
  {
    version: '0.4.0',
    date: '2026-11-21',
    title: 'Quick Start guide',
    summary: 'A checklist that walks new accounts through setup in the right order.',
    changes: [
      'Quick Start steps in sections for getting started, cookie consent, data subject rights and consent preference.',
      'Steps open in order, so each one finds what it needs already in place.',
      'Progress is saved to your account, and the guide can be dismissed once you no longer need it.',
    ],
  },
  {
    version: '0.3.0',
    date: '2026-11-21',
    title: 'Team roles and invitations',
    summary: 'Bring your colleagues in, each with the access they need.',
    changes: [
      'Invite teammates by email; the invitation link is valid for seven days and can be sent again.',
      'Roles: Company Owner, Company Administrator, Organization Administrator and Organization View only.',
      'Organization roles see only the organizations assigned to them; only company roles can buy plans.',
    ],
  },
  {
    version: '0.2.0',
    date: '2026-11-21',
    title: 'Organizations and properties',
    summary: 'The structure everything else hangs on: your company, its organizations and their websites.',
    changes: [
      'Guided registration: company details, first organization, first property (website).',
      'Welcome page listing your organizations and their properties.',
      'A default property, so the portal opens where you work most.',
    ],
  },
  {
    version: '0.1.0',
    date: '2026-11-21',
    title: 'Accounts and two-factor authentication',
    summary: 'Sign up, verify your email address and keep your account safe.',
    changes: [
      'Sign-up with email verification; a verification link works once and for 48 hours.',
      'Log in, forgotten password and password reset.',
      'Two-factor authentication with an authenticator app, and ten recovery codes for when you lose your phone.',
    ],
  },
];

/** 2026-11-21 → 21 November 2026 (21. November 2026 in German); a calendar date, read in UTC. */
export function formatReleaseDate(isoDate: string, locale: Locale = 'en'): string {
  return formatterFor(locale).date(`${isoDate}T00:00:00Z`, 'long', { timeZone: 'UTC' });
}
