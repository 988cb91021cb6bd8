import type { ModuleDefinition } from './module-definition.ts';

/** Consent Preference (portal-spec §2), licensed per property. */
export const consentPreferenceModule: ModuleDefinition<'consentPreference'> = {
  key: 'consentPreference',
  label: 'Consent Preference',
  licence: 'consentPreference',
  scope: 'property',
  prefixes: ['/consent-preference', '/home/dashboard/consent-preference'],
  // The public consent verification page (its own public routes) is not part of the product area.
  excludes: ['/consent-preference/verify'],
  linkSegments: ['consent-preference'],
  quickStart: { index: 5, title: 'Consent Preference' },
  pricingTab: true,
  tile: {
    description: 'Let people choose what they hear from you and keep verified records of their consent.',
  },
  routes: [
    {
      path: '/home/dashboard/consent-preference',
      title: 'Consent Preference Dashboard',
      menu: { label: 'Dashboard', icon: 'dashboard' },
    },
    {
      path: '/consent-preference/consent-records',
      title: 'Consent Records',
      menu: { label: 'Consent Records', icon: 'list' },
    },
    {
      path: '/consent-preference/consent-management',
      title: 'Preference Build Manager',
      menu: { label: 'Preference Build Manager', icon: 'sliders' },
    },
    {
      path: '/consent-preference/jurisdiction',
      title: 'Jurisdiction',
      menu: { label: 'Jurisdiction', icon: 'globe' },
    },
    {
      path: '/consent-preference/consent-management/workflows',
      title: 'Work Flows',
      menu: { label: 'Work Flows', icon: 'flow' },
    },
    {
      path: '/consent-preference/subscription-consent-banner-configuration',
      title: 'Subscription Consent Banner',
      menu: { label: 'Subscription Consent Banner', icon: 'banner' },
    },
    {
      path: '/consent-preference/connection-integration',
      title: 'Connection Manager',
      menu: { label: 'Connection Manager', icon: 'link' },
    },
    {
      path: '/consent-preference/email-template',
      title: 'Email Template',
      menu: { label: 'Email Template', icon: 'mail' },
    },
    {
      path: '/consent-preference/setup',
      title: 'Consent Preference Implementation',
      menu: { label: 'Implementation', icon: 'code' },
    },
  ],
};
